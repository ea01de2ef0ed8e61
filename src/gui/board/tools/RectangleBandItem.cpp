#include "gui/board/tools/RectangleBandItem.h"

#include "gui/base/ColorScheme.h"
#include "gui/looks/BoardGeometry.h"

#include <QFontMetricsF>
#include <QPainter>

namespace gui {

namespace {

// How the band shows a verdict: its colour, the dark edge and label text on it, its line.
struct BandStyle {
    QColor color;
    QColor dark;
    Qt::PenStyle line = Qt::SolidLine;
};

// Wins and losses in the scheme's mark colours, so the band reads like the marks
// (colour-blind safe ones too); a legal band blue, an illegal one grey and dashed.
BandStyle styleOf(RectangleBandItem::Verdict verdict)
{
    const ColorScheme& scheme = ColorScheme::current();
    switch (verdict) {
    case RectangleBandItem::Verdict::Illegal: return {QColor(120, 120, 120), QColor(30, 30, 30), Qt::DashLine};
    case RectangleBandItem::Verdict::Legal: break;
    case RectangleBandItem::Verdict::Wins: return {scheme.win(), scheme.winOutline()};
    case RectangleBandItem::Verdict::Loses: return {scheme.loss(), scheme.lossOutline()};
    }
    return {QColor(52, 152, 219), QColor(15, 50, 80)};
}

} // namespace

RectangleBandItem::RectangleBandItem(const BoardGeometry* geometry)
    : m_geometry(geometry)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(2.0); // above the analysis overlay
}

void RectangleBandItem::setBand(std::optional<engine::Move> band, Verdict verdict)
{
    if (band == m_band && verdict == m_verdict)
        return;
    prepareGeometryChange();
    m_band = band;
    m_verdict = verdict;
    update();
}

void RectangleBandItem::setOutlines(std::vector<engine::Move> outlines)
{
    if (outlines == m_outlines)
        return;
    m_outlines = std::move(outlines);
    update();
}

QString RectangleBandItem::verdictLabel(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Illegal: return tr("not all filled");
    case Verdict::Legal: return tr("legal");
    case Verdict::Wins: return tr("wins");
    case Verdict::Loses: return tr("loses");
    }
    return {};
}

QRectF RectangleBandItem::boundingRect() const
{
    // The labels may stick out above the board into the margin.
    return m_geometry->sceneRect();
}

QRectF RectangleBandItem::rectOf(const engine::Move& move) const
{
    return m_geometry->cellRect(move.topLeft).united(m_geometry->cellRect(move.bottomRight));
}

void RectangleBandItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal s = BoardGeometry::kCellSize;
    // Winning rectangles at the hovered cell: nested dashed frames in the winning colour.
    const BandStyle wins = styleOf(Verdict::Wins);
    for (const engine::Move& move : m_outlines) {
        const QRectF rect = rectOf(move).adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(wins.dark, s * 0.09, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->drawRect(rect);
        painter->setPen(QPen(wins.color, s * 0.05, Qt::DashLine, Qt::FlatCap, Qt::MiterJoin));
        painter->drawRect(rect);
    }
    if (m_band)
        paintBand(*painter);
}

void RectangleBandItem::paintBand(QPainter& painter) const
{
    const qreal s = BoardGeometry::kCellSize;
    const QRectF rect = rectOf(*m_band).adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04);
    const BandStyle style = styleOf(m_verdict);
    const QColor& color = style.color;
    const QColor& dark = style.dark;
    QColor fill = color;
    fill.setAlpha(70);
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_verdict == Verdict::Illegal ? QBrush(QColor(40, 40, 40, 110), Qt::BDiagPattern) : fill);
    painter.drawRect(rect);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(dark, s * 0.12, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(rect);
    painter.setPen(QPen(color, s * 0.07, style.line, Qt::FlatCap, Qt::MiterJoin));
    painter.drawRect(rect);

    const QRectF pill = labelRect();
    painter.setFont(labelFont());
    painter.setPen(QPen(dark, s * 0.03));
    painter.setBrush(color.lighter(m_verdict == Verdict::Illegal ? 150 : 125));
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    painter.setPen(dark);
    painter.drawText(pill, Qt::AlignCenter, labelText());
}

QFont RectangleBandItem::labelFont()
{
    QFont font;
    font.setPixelSize(static_cast<int>(BoardGeometry::kCellSize * 0.30));
    font.setBold(true);
    return font;
}

QString RectangleBandItem::labelText() const
{
    // A sign that does not rely on colour: a tick, a cross, a slash.
    const QString sign = m_verdict == Verdict::Wins ? QStringLiteral("✓")
        : m_verdict == Verdict::Loses              ? QStringLiteral("✗")
        : m_verdict == Verdict::Illegal            ? QStringLiteral("⊘")
                                                   : QString();
    return sign.isEmpty() ? verdictLabel(m_verdict) : sign + QLatin1Char(' ') + verdictLabel(m_verdict);
}

QRectF RectangleBandItem::labelRect() const
{
    if (!m_band)
        return {};
    const qreal s = BoardGeometry::kCellSize;
    const QRectF band = rectOf(*m_band);
    const QFontMetricsF metrics(labelFont());
    const QSizeF size(metrics.horizontalAdvance(labelText()) + s * 0.24, metrics.height() + s * 0.06);
    // Wholly above the band, clear of its outline and of the labels inside its cells
    // (a part's value at a cell's top-left, a move's value at its bottom-right);
    // below it when that would reach into the column ruler above the board (it covered
    // the "0") and the board or its bottom margin has room there.
    QRectF pill(QPointF(band.left() + s * 0.08, 0.0), size);
    pill.moveBottom(band.top() - s * 0.02);
    if (pill.top() < m_geometry->boardRect().top()) {
        QRectF below = pill;
        below.moveTop(band.bottom() + s * 0.02);
        if (below.bottom() <= m_geometry->sceneRect().bottom())
            return below;
    }
    return pill;
}

} // namespace gui
