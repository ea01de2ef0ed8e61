#include "gui/AnalysisOverlay.h"

#include "gui/BoardGeometry.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

namespace gui {

namespace {
const QColor kWin(46, 204, 113);
const QColor kWinOutline(10, 70, 35);
const QColor kLoss(231, 76, 60);
const QColor kHint(255, 201, 14);
const QColor kCursor(52, 152, 219);
} // namespace

AnalysisOverlay::AnalysisOverlay(const BoardGeometry* geometry)
    : m_geometry(geometry)
{
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
}

void AnalysisOverlay::setShownBoard(const engine::Board& board)
{
    m_shown = board;
    m_hint.reset();
    update();
}

void AnalysisOverlay::setAnalysis(const engine::Board& board, const engine::Analysis& analysis)
{
    m_analysedBoard = board;
    m_analysis = analysis;
    update();
}

void AnalysisOverlay::clearAnalysis()
{
    m_analysedBoard.reset();
    m_analysis = {};
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

bool AnalysisOverlay::showsMarks() const
{
    return m_marksVisible && shownAnalysis() != nullptr;
}

const engine::Analysis* AnalysisOverlay::shownAnalysis() const
{
    return m_analysedBoard && *m_analysedBoard == m_shown ? &m_analysis : nullptr;
}

QRectF AnalysisOverlay::boundingRect() const
{
    return m_geometry->sceneRect();
}

void AnalysisOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const qreal detail = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_marksVisible) {
        if (const engine::Analysis* analysis = shownAnalysis()) {
            const QRectF exposed = option->exposedRect;
            for (const engine::MoveVerdict& verdict : analysis->moves) {
                const QRectF cell = m_geometry->cellRect(verdict.move.topLeft);
                if (cell.intersects(exposed))
                    paintMark(*painter, cell, verdict.wins(), detail);
            }
        }
    }
    if (m_hint)
        paintFrame(*painter, *m_hint, kHint, BoardGeometry::kCellSize * 0.10, Qt::SolidLine);
    if (m_cursor)
        paintFrame(*painter, engine::Move::at(*m_cursor), kCursor, BoardGeometry::kCellSize * 0.07, Qt::DashLine);
}

void AnalysisOverlay::paintMark(QPainter& painter, const QRectF& cell, bool wins, qreal detail) const
{
    const QPointF c = cell.center();
    const qreal s = cell.width();
    if (detail * s < 8.0) {
        // Too small for shapes: a plain square, large for wins, small for losses.
        const qreal half = wins ? s * 0.3 : s * 0.15;
        painter.fillRect(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half), wins ? kWin : kLoss);
        return;
    }
    if (wins) {
        const qreal r = s * 0.30;
        painter.setPen(QPen(kWinOutline, s * 0.13));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(c, r, r);
        painter.setPen(QPen(kWin, s * 0.08));
        painter.drawEllipse(c, r, r);
        QPainterPath tick;
        tick.moveTo(c.x() - 0.14 * s, c.y() + 0.00 * s);
        tick.lineTo(c.x() - 0.04 * s, c.y() + 0.10 * s);
        tick.lineTo(c.x() + 0.15 * s, c.y() - 0.11 * s);
        painter.setPen(QPen(kWinOutline, s * 0.12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(tick);
        painter.setPen(QPen(Qt::white, s * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(tick);
    } else {
        const qreal r = s * 0.12;
        painter.setPen(QPen(QColor(60, 20, 15), s * 0.025));
        painter.setBrush(QColor(255, 255, 255, 230));
        painter.drawEllipse(c, r, r);
        const qreal d = r * 0.55;
        painter.setPen(QPen(kLoss, s * 0.045, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d));
        painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d));
    }
}

void AnalysisOverlay::paintFrame(QPainter& painter, const engine::Move& move, const QColor& color, qreal width,
                                 Qt::PenStyle style) const
{
    const QRectF rect = m_geometry->cellRect(move.topLeft).united(m_geometry->cellRect(move.bottomRight));
    const qreal inset = width / 2;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 140), width + 2.0, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset));
    painter.setPen(QPen(color, width, style, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(rect.adjusted(inset, inset, -inset, -inset));
}

} // namespace gui
