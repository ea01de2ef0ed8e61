#include "gui/analysis/ValueHistoryChart.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/analysis/AnalysisText.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gui {

namespace {

constexpr qreal kLeft = 40.0;
constexpr qreal kRight = 16.0;
constexpr qreal kTop = 40.0;
constexpr qreal kBottom = 26.0;
constexpr int kWinMarkSize = 22;  // the board's ring, about 13 px wide
constexpr int kLossMarkSize = 40; // the board's small disk, about 10 px wide
constexpr qreal kClickReach = 14.0;
constexpr int kMinimumPlotLines = 4;
const QColor kMistake(255, 201, 14);
const QColor kLine(90, 90, 100);
const QColor kCurrent(52, 152, 219, 45);

} // namespace

ValueHistoryChart::ValueHistoryChart(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("valueHistoryChart"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_history.clear();
}

void ValueHistoryChart::setHistory(const ValueHistory& history, int currentPosition, const QStringList& moveNames)
{
    m_history = history;
    m_scale = m_history.scale();
    m_current = currentPosition;
    m_moveNames = moveNames;
    update();
}

QSize ValueHistoryChart::sizeHint() const
{
    return {320, 180};
}

QSize ValueHistoryChart::minimumSizeHint() const
{
    // A plot four lines of text high: room for a few value labels and steps that read as steps.
    return {160, static_cast<int>(kTop + kBottom) + kMinimumPlotLines * fontMetrics().height()};
}

QRectF ValueHistoryChart::plotRect() const
{
    return QRectF(kLeft, kTop, std::max(1.0, width() - kLeft - kRight), std::max(1.0, height() - kTop - kBottom));
}

int ValueHistoryChart::maxValue() const
{
    int top = 1;
    for (int i = 0; i < m_history.positionCount(); ++i)
        top = std::max(top, m_history.value(i, m_scale).value_or(0));
    return top;
}

QPointF ValueHistoryChart::pointCenter(int position) const
{
    const QRectF plot = plotRect();
    const int last = std::max(1, m_history.positionCount() - 1);
    const qreal x = plot.left() + plot.width() * position / last;
    const int value = m_history.value(position, m_scale).value_or(0);
    return {x, plot.bottom() - plot.height() * value / maxValue()};
}

std::optional<int> ValueHistoryChart::positionAt(const QPointF& pos) const
{
    std::optional<int> best;
    qreal bestDistance = kClickReach;
    for (int i = 0; i < m_history.positionCount(); ++i) {
        const qreal distance = std::abs(pointCenter(i).x() - pos.x());
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

QString ValueHistoryChart::axisTitle() const
{
    switch (m_scale) {
    case ValueHistory::Scale::Grundy:
        return tr("Grundy value");
    case ValueHistory::Scale::Remoteness:
        return tr("Moves left with best play");
    case ValueHistory::Scale::Outcome:
        return tr("Player to move: wins (1) or loses (0)");
    }
    return {};
}

QString ValueHistoryChart::describe(int position) const
{
    if (position < 0 || position >= m_history.positionCount())
        return {};
    QStringList lines;
    if (position == 0)
        lines << tr("Start");
    else
        lines << tr("After move %1, %2 by player %3")
                     .arg(position)
                     .arg(m_moveNames.value(position - 1))
                     .arg(position % 2 == 1 ? 1 : 2);
    const ValueHistory::Point& point = m_history.point(position);
    if (!point.known) {
        lines << tr("Not analysed yet");
        return lines.join(QLatin1Char('\n'));
    }
    if (point.unknownReason) {
        lines << AnalysisText::unknownVerdict(*point.unknownReason);
        return lines.join(QLatin1Char('\n'));
    }
    lines << AnalysisText::verdict(point.outcome);
    if (point.grundy)
        lines << AnalysisText::grundy(point.grundy);
    if (point.remoteness)
        lines << AnalysisText::remoteness(point.outcome, *point.remoteness);
    if (m_history.threwAwayWin(position))
        lines << tr("This move threw away a win");
    return lines.join(QLatin1Char('\n'));
}

void ValueHistoryChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF plot = plotRect();
    if (m_current >= 0 && m_current < m_history.positionCount()) {
        const qreal x = pointCenter(m_current).x();
        painter.fillRect(QRectF(x - 9, plot.top() - 4, 18, plot.height() + 8), kCurrent);
    }
    paintAxes(painter, plot);
    paintLine(painter);
    // Painted for each paint: the marks follow the current colour scheme.
    const QPixmap winMark = AnalysisOverlay::markPixmap(true, kWinMarkSize);
    const QPixmap lossMark = AnalysisOverlay::markPixmap(false, kLossMarkSize);
    for (int i = 0; i < m_history.positionCount(); ++i)
        paintPoint(painter, i, m_history.point(i).outcome == engine::Outcome::Win ? winMark : lossMark);
    for (const int move : m_history.mistakes())
        paintMistake(painter, move);
}

void ValueHistoryChart::paintAxes(QPainter& painter, const QRectF& plot) const
{
    const QColor text = palette().color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(40);
    painter.setFont(font());
    const QFontMetricsF metrics(font());
    painter.setPen(text);
    painter.drawText(QRectF(4, 2, width() - 8, kTop - 22), Qt::AlignLeft | Qt::AlignVCenter, axisTitle());
    const int top = maxValue();
    const int yStep = std::max(1, static_cast<int>(std::ceil(top * (metrics.height() + 6) / plot.height())));
    for (int v = 0; v <= top; v += yStep) {
        const qreal y = plot.bottom() - plot.height() * v / top;
        painter.setPen(grid);
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(text);
        painter.drawText(QRectF(0, y - metrics.height() / 2, kLeft - 8, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }
    const int last = std::max(1, m_history.positionCount() - 1);
    const qreal spacing = plot.width() / last;
    const qreal labelWidth = metrics.horizontalAdvance(QString::number(last)) + 10;
    const int xStep = std::max(1, static_cast<int>(std::ceil(labelWidth / spacing)));
    for (int i = 0; i < m_history.positionCount(); i += xStep) {
        const qreal x = plot.left() + spacing * i;
        painter.drawText(QRectF(x - labelWidth, plot.bottom() + 6, 2 * labelWidth, metrics.height()),
                         Qt::AlignHCenter | Qt::AlignTop, QString::number(i));
    }
    painter.setPen(QPen(text, 1.0));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
}

void ValueHistoryChart::paintLine(QPainter& painter) const
{
    for (int i = 0; i + 1 < m_history.positionCount(); ++i) {
        if (!m_history.point(i).verdictKnown() || !m_history.point(i + 1).verdictKnown())
            continue;
        const QPointF a = pointCenter(i);
        const QPointF b = pointCenter(i + 1);
        // A step: the value holds until the next move changes it.
        QPainterPath step(a);
        step.lineTo(b.x(), a.y());
        step.lineTo(b);
        painter.setPen(QPen(kLine, 2.0, i + 1 > m_current ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(step);
    }
}

void ValueHistoryChart::paintPoint(QPainter& painter, int position, const QPixmap& mark) const
{
    const QPointF c = pointCenter(position);
    const ValueHistory::Point& point = m_history.point(position);
    painter.save();
    if (position > m_current)
        painter.setOpacity(0.45); // a position after the current one (undone moves)
    if (!point.known) {
        painter.setPen(QPen(QColor(150, 150, 150), 1.5, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(c, 4.0, 4.0);
    } else if (point.unknownReason) {
        // Analysed, but neither a win nor a loss is known: no mark claims one.
        const qreal r = 6.5; // as wide as the ring of a win
        painter.setPen(QPen(QColor(120, 120, 120), 1.5));
        painter.setBrush(palette().base());
        painter.drawEllipse(c, r, r);
        QFont small = font();
        small.setPixelSize(static_cast<int>(r * 1.5));
        small.setBold(true);
        painter.setFont(small);
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QStringLiteral("?"));
    } else {
        painter.drawPixmap(QPointF(c.x() - mark.width() / 2.0, c.y() - mark.height() / 2.0), mark);
    }
    painter.restore();
}

void ValueHistoryChart::paintMistake(QPainter& painter, int move) const
{
    const QPointF c = pointCenter(move);
    const qreal y = c.y() - 10.0; // the tip, just above the point
    QPainterPath triangle;
    triangle.moveTo(c.x() - 7, y - 12);
    triangle.lineTo(c.x() + 7, y - 12);
    triangle.lineTo(c.x(), y);
    triangle.closeSubpath();
    painter.setPen(QPen(Qt::black, 1.5));
    painter.setBrush(kMistake);
    painter.drawPath(triangle);
}

void ValueHistoryChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        if (const std::optional<int> position = positionAt(event->position()))
            emit positionClicked(*position);
    QWidget::mouseReleaseEvent(event);
}

bool ValueHistoryChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const std::optional<int> position = positionAt(help->pos()))
            QToolTip::showText(help->globalPos(), describe(*position), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace gui
