#include "gui/board/AnalysisOverlay.h"

#include "gui/looks/MisereLabels.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/base/ColorScheme.h"
#include "gui/looks/MoveMarks.h"

#include <QFontMetricsF>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace gui {

namespace {
// The mark, frame and tag colours come from ColorScheme::current() at paint time.
const ColorScheme& colors()
{
    return ColorScheme::current();
}
const QColor kHighlight(142, 68, 173);

constexpr qreal kOverlayCell = BoardGeometry::kCellSize;
// Below this many screen pixels per cell, texts would not be readable.
constexpr qreal kMinLabelCellPixels = 22.0;

QFont labelFont(qreal pixelSize)
{
    QFont font;
    font.setPixelSize(qRound(pixelSize));
    font.setBold(true);
    return font;
}

// The tag of a part: at the top-left corner of its first cell, clear of the mark.
QFont partFont()
{
    return labelFont(kOverlayCell * 0.24);
}

QRectF partTagRect(const QRectF& cell, const QString& text)
{
    const qreal height = kOverlayCell * 0.31;
    const qreal width = std::max(height * 1.3, QFontMetricsF(partFont()).horizontalAdvance(text) + kOverlayCell * 0.16);
    return QRectF(cell.left() + kOverlayCell * 0.04, cell.top() + kOverlayCell * 0.04, width, height);
}

// The Grundy value a cell's moves leave: at the bottom-right corner of the cell.
QFont grundyFont()
{
    return labelFont(kOverlayCell * 0.21);
}

QRectF grundyTagRect(const QRectF& cell, const QString& text)
{
    const qreal height = kOverlayCell * 0.27;
    const qreal width = std::max(height, QFontMetricsF(grundyFont()).horizontalAdvance(text) + kOverlayCell * 0.12);
    return QRectF(cell.right() - kOverlayCell * 0.04 - width, cell.bottom() - kOverlayCell * 0.04 - height, width, height);
}

// A board's value above its frame: at the right end of the name strip SumLook
// paints above the board, in the room BoardGeometry keeps there for it, so it
// never meets the name; a value too wide for the room takes a smaller font.
QFont boardValueFont(const QString& text, qreal width)
{
    QFont font = labelFont(BoardGeometry::kMargin * 0.5);
    const qreal advance = QFontMetricsF(font).horizontalAdvance(text);
    if (advance > width)
        font.setPixelSize(std::max(1, static_cast<int>(font.pixelSize() * width / advance)));
    return font;
}

constexpr qreal kBoardValuePadding = BoardGeometry::kMargin * 0.4;

QRectF boardValueTagRect(const QRectF& room, const QString& text)
{
    const qreal m = BoardGeometry::kMargin;
    const qreal height = m * 0.72;
    const qreal natural = QFontMetricsF(boardValueFont(text, room.width() - kBoardValuePadding)).horizontalAdvance(text)
        + kBoardValuePadding;
    const qreal width = std::min(room.width(), std::max(height * 1.3, natural));
    return QRectF(room.right() - width, room.top() + (room.height() - height) / 2, width, height);
}

QString boardValueText(const engine::Analysis& analysis, const engine::BoardSummary& board)
{
    if (analysis.rule == engine::PlayRule::Misere)
        return MisereLabels::boardLabel(analysis, board);
    return board.grundy ? QStringLiteral("*%1").arg(*board.grundy) : QStringLiteral("?");
}

// The value a cell's moves leave (the best of a rectangles tile's): *0 exactly on the winning cells.
QString grundyText(const CellMark& mark)
{
    return QStringLiteral("*%1").arg(*mark.leastGrundy);
}
} // namespace

AnalysisOverlay::AnalysisOverlay(const BoardGeometry* geometry)
    : m_geometry(geometry)
{
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setAcceptHoverEvents(true); // the tooltips of misère labels (toolTipAt)
}

void AnalysisOverlay::showNewBoard()
{
    m_hint.reset();
    m_highlighted.reset();
    m_analysis.reset();
    m_aloneAnalysis.reset();
    m_partShapes.clear();
    update();
}

void AnalysisOverlay::setAnalysis(const engine::Analysis& analysis)
{
    m_analysis = analysis;
    m_aloneAnalysis = analysis.boards.empty() ? std::nullopt : std::optional(eachBoardAlone(analysis));
    m_partShapes = PartShapes::build(m_analysis->parts, *m_geometry, m_analysis->rule);
    setToolTip(QString()); // of the labels before; the next hover finds the new ones
    update();
}

void AnalysisOverlay::clearAnalysis()
{
    setToolTip(QString());
    m_analysis.reset();
    m_aloneAnalysis.reset();
    m_partShapes.clear();
    update();
}

void AnalysisOverlay::setDecompositionVisible(bool visible)
{
    m_decompositionVisible = visible;
    update();
}

void AnalysisOverlay::setGrundyValuesVisible(bool visible)
{
    m_grundyValuesVisible = visible;
    update();
}

void AnalysisOverlay::setRemotenessShading(bool on)
{
    m_remotenessShading = on;
    update();
}

void AnalysisOverlay::setAnswerHidden(bool hidden)
{
    m_answerHidden = hidden;
    update();
}

void AnalysisOverlay::setBoardsAlone(bool alone)
{
    m_boardsAlone = alone;
    update();
}

void AnalysisOverlay::setMarksVisible(bool visible)
{
    m_marksVisible = visible;
    update();
}

void AnalysisOverlay::setHint(std::optional<engine::Move> hint)
{
    m_hint = hint;
    update();
}

void AnalysisOverlay::setCursorCell(std::optional<engine::Cell> cell)
{
    m_cursor = cell;
    update();
}

void AnalysisOverlay::setHighlightedMove(std::optional<engine::Move> move)
{
    m_highlighted = move;
    update();
}

engine::Analysis AnalysisOverlay::eachBoardAlone(const engine::Analysis& sum)
{
    engine::Analysis alone = sum;
    alone.moves.clear();
    for (const engine::BoardSummary& board : sum.boards)
        alone.moves.insert(alone.moves.end(), board.ownMoves.begin(), board.ownMoves.end());
    alone.unknownReason.reset(); // each board's own verdicts are known where the sum's are not
    return alone;
}

QPixmap AnalysisOverlay::markPixmap(bool wins, int size, std::optional<int> shadeStep)
{
    static const BoardGeometry geometry;
    const AnalysisOverlay painterItem(&geometry);
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painterItem.paintMark(painter, QRectF(0, 0, size, size), wins, 1.0, shadeStep);
    return pixmap;
}

bool AnalysisOverlay::showsMarks() const
{
    return m_marksVisible && markedAnalysis() != nullptr;
}

const engine::Analysis* AnalysisOverlay::markedAnalysis() const
{
    const engine::Analysis* shown = shownAnalysis();
    if (shown == nullptr)
        return nullptr;
    if (m_boardsAlone && m_aloneAnalysis)
        return &*m_aloneAnalysis;
    return shown->known() ? shown : nullptr;
}

const engine::Analysis* AnalysisOverlay::shownAnalysis() const
{
    return m_answerHidden ? nullptr : analysisOfShownBoard();
}

const engine::Analysis* AnalysisOverlay::analysisOfShownBoard() const
{
    return m_analysis ? &*m_analysis : nullptr;
}

const std::vector<PartShape>* AnalysisOverlay::shownParts() const
{
    return m_decompositionVisible && shownAnalysis() != nullptr ? &m_partShapes : nullptr;
}

QList<AnalysisOverlay::SceneLabel> AnalysisOverlay::partLabels() const
{
    QList<SceneLabel> labels;
    if (const std::vector<PartShape>* parts = shownParts())
        for (const PartShape& part : *parts)
            labels.append({part.label, partTagRect(part.labelCell, part.label), part.toolTip});
    return labels;
}

QString AnalysisOverlay::toolTipAt(QPointF point) const
{
    if (!m_analysis || m_analysis->rule == engine::PlayRule::Normal)
        return {}; // only misère values need saying what they are
    for (const QList<SceneLabel>& labels : {partLabels(), boardValueLabels()})
        for (const SceneLabel& label : labels)
            if (label.rect.contains(point))
                return label.toolTip;
    return {};
}

void AnalysisOverlay::hoverMoveEvent(QGraphicsSceneHoverEvent* event)
{
    const QString tip = toolTipAt(event->scenePos());
    if (tip != toolTip())
        setToolTip(tip);
    QGraphicsItem::hoverMoveEvent(event);
}

QList<QPainterPath> AnalysisOverlay::partOutlines() const
{
    QList<QPainterPath> outlines;
    if (const std::vector<PartShape>* parts = shownParts())
        for (const PartShape& part : *parts)
            outlines.append(part.outline);
    return outlines;
}

QList<AnalysisOverlay::SceneLabel> AnalysisOverlay::grundyLabels() const
{
    QList<SceneLabel> labels;
    const engine::Analysis* analysis = markedAnalysis();
    if (!m_grundyValuesVisible || analysis == nullptr)
        return labels;
    for (const CellMark& mark : cellMarks(*analysis))
        if (mark.leastGrundy) {
            const QString text = grundyText(mark);
            labels.append({text, grundyTagRect(m_geometry->cellRect(mark.cell), text)});
        }
    return labels;
}

QList<AnalysisOverlay::SceneLabel> AnalysisOverlay::boardValueLabels() const
{
    QList<SceneLabel> labels;
    if (const engine::Analysis* analysis = shownAnalysis())
        for (const engine::BoardSummary& board : analysis->boards) {
            const QString text = boardValueText(*analysis, board);
            const QString tip =
                analysis->rule == engine::PlayRule::Misere ? MisereLabels::boardTip(*analysis, board) : QString();
            labels.append({text, boardValueTagRect(m_geometry->boardValueRect(board.bounds), text), tip});
        }
    return labels;
}

QRectF AnalysisOverlay::boundingRect() const
{
    return m_geometry->sceneRect();
}

void AnalysisOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const qreal detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool readable = detail * kOverlayCell >= kMinLabelCellPixels;
    const QRectF exposed = option->exposedRect;
    painter->setRenderHint(QPainter::Antialiasing);
    if (shownParts() != nullptr)
        paintPartAreas(*painter);
    if (const engine::Analysis* analysis = markedAnalysis()) {
        if (m_marksVisible)
            // One mark per cell (rectangle moves share their top-left cells).
            for (const CellMark& mark : cellMarks(*analysis)) {
                const QRectF cell = m_geometry->cellRect(mark.cell);
                if (cell.intersects(exposed))
                    paintMark(*painter, cell, mark.wins, detail,
                              m_remotenessShading ? shadeStepOf(mark) : std::nullopt);
            }
        if (m_grundyValuesVisible && readable)
            paintGrundyValues(*painter, *analysis, exposed);
    }
    if (shownParts() != nullptr && readable)
        paintPartLabels(*painter);
    if (detail * BoardGeometry::kMargin >= 8.0) // SumLook's names show from this size on
        paintBoardValues(*painter);
    if (m_hint)
        paintFrame(*painter, *m_hint, colors().hint(), BoardGeometry::kCellSize * 0.10, Qt::SolidLine);
    if (m_highlighted)
        paintFrame(*painter, *m_highlighted, kHighlight, BoardGeometry::kCellSize * 0.08, Qt::DashDotLine);
    if (m_cursor)
        paintFrame(*painter, engine::Move::at(*m_cursor), colors().cursor(), BoardGeometry::kCellSize * 0.07, Qt::DashLine);
}

void AnalysisOverlay::paintMark(QPainter& painter, const QRectF& cell, bool wins, qreal detail,
                                std::optional<int> shadeStep) const
{
    const std::optional<QColor> shade =
        shadeStep ? std::optional<QColor>(colors().markShade(wins, *shadeStep)) : std::nullopt;
    const QPointF c = cell.center();
    const qreal s = cell.width();
    if (detail * s < 8.0) {
        // Too small for shapes: a plain square, large for wins, small for losses.
        const qreal half = wins ? s * 0.3 : s * 0.15;
        painter.fillRect(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half),
                         shade.value_or(wins ? colors().win() : colors().loss()));
        return;
    }
    if (wins) {
        const qreal r = s * 0.30;
        painter.setPen(QPen(colors().winOutline(), s * 0.13));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(c, r, r);
        painter.setPen(QPen(shade.value_or(colors().win()), s * 0.08));
        painter.drawEllipse(c, r, r);
        QPainterPath tick;
        tick.moveTo(c.x() - 0.14 * s, c.y() + 0.00 * s);
        tick.lineTo(c.x() - 0.04 * s, c.y() + 0.10 * s);
        tick.lineTo(c.x() + 0.15 * s, c.y() - 0.11 * s);
        painter.setPen(QPen(colors().winOutline(), s * 0.12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(tick);
        painter.setPen(QPen(Qt::white, s * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(tick);
    } else {
        const qreal r = s * 0.12;
        painter.setPen(QPen(colors().lossOutline(), s * 0.025));
        painter.setBrush(shade.value_or(colors().lossDisk()));
        painter.drawEllipse(c, r, r);
        const qreal d = r * 0.55;
        const QColor cross = shade ? colors().crossOn(*shade) : colors().loss();
        painter.setPen(QPen(cross, s * 0.045, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d));
        painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d));
    }
}

void AnalysisOverlay::paintPartAreas(QPainter& painter) const
{
    const qreal width = kOverlayCell * 0.075;
    for (const PartShape& part : m_partShapes) {
        const QColor line = colors().partLine(part.colour);
        QColor tint = line;
        tint.setAlpha(60);
        painter.fillPath(part.area, tint);
        // Stroked twice as wide and clipped to the part: the line lies inside the
        // part, so the outlines of neighbouring parts never cover each other.
        painter.save();
        painter.setClipPath(part.outline, Qt::IntersectClip);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(20, 20, 30, 150), 2 * width + 3.0, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawPath(part.outline);
        painter.setPen(QPen(line, 2 * width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawPath(part.outline);
        painter.restore();
    }
}

void AnalysisOverlay::paintPartLabels(QPainter& painter) const
{
    painter.setFont(partFont());
    for (const PartShape& part : m_partShapes) {
        const QRectF tag = partTagRect(part.labelCell, part.label);
        painter.setPen(QPen(colors().partLine(part.colour).darker(140), kOverlayCell * 0.035));
        painter.setBrush(colors().partSoft(part.colour));
        painter.drawRoundedRect(tag, tag.height() * 0.3, tag.height() * 0.3);
        painter.setPen(colors().tagText());
        painter.drawText(tag, Qt::AlignCenter, part.label);
    }
}

void AnalysisOverlay::paintGrundyValues(QPainter& painter, const engine::Analysis& analysis,
                                        const QRectF& exposed) const
{
    painter.setFont(grundyFont());
    for (const CellMark& mark : cellMarks(analysis)) {
        const QRectF cell = m_geometry->cellRect(mark.cell);
        if (!mark.leastGrundy || !cell.intersects(exposed))
            continue;
        const QString text = grundyText(mark);
        const QRectF tag = grundyTagRect(cell, text);
        painter.setPen(QPen(colors().tagOutline(), kOverlayCell * 0.02));
        painter.setBrush(colors().tagBackground());
        painter.drawRoundedRect(tag, tag.height() * 0.35, tag.height() * 0.35);
        painter.setPen(mark.wins ? colors().winOutline() : colors().tagText());
        painter.drawText(tag, Qt::AlignCenter, text);
    }
}

void AnalysisOverlay::paintBoardValues(QPainter& painter) const
{
    for (const SceneLabel& label : boardValueLabels()) {
        painter.setFont(boardValueFont(label.text, label.rect.width() - kBoardValuePadding));
        painter.setPen(QPen(colors().tagOutline(), BoardGeometry::kMargin * 0.04));
        painter.setBrush(colors().tagBackground());
        painter.drawRoundedRect(label.rect, label.rect.height() * 0.3, label.rect.height() * 0.3);
        painter.setPen(colors().tagText());
        painter.drawText(label.rect, Qt::AlignCenter, label.text);
    }
}

void AnalysisOverlay::paintFrame(QPainter& painter, const engine::Move& move, const QColor& color, qreal width,
                                 Qt::PenStyle style) const
{
    const QRectF rect = m_geometry->cellRect(move.topLeft).united(m_geometry->cellRect(move.bottomRight));
    const qreal inset = width / 2;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colors().frameShadow(), width + 2.0, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset));
    painter.setPen(QPen(color, width, style, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset));
}

} // namespace gui
