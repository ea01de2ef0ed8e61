#include "gui/BoardView.h"

#include "gui/BoardScene.h"
#include "gui/tools/BoardTool.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>

namespace gui {

namespace {
constexpr qreal kZoomStep = 1.25;
constexpr qreal kMinZoom = 0.05;
constexpr qreal kMaxZoom = 8.0;
} // namespace

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setFocusPolicy(Qt::StrongFocus);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setDragMode(QGraphicsView::NoDrag);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setMouseTracking(false);
    viewport()->setMouseTracking(true); // tools may show what the mouse rests on
    connect(scene, &BoardScene::boardResized, this, &BoardView::onBoardResized);
}

void BoardView::setTool(BoardTool* tool)
{
    if (m_tool != nullptr && m_pressed)
        m_tool->release();
    if (m_tool != nullptr)
        m_tool->hover(std::nullopt);
    m_pressed = false;
    m_tool = tool;
}

QPoint BoardView::viewportPointOf(engine::Cell cell) const
{
    return mapFromScene(m_scene->geometry().cellCenter(cell));
}

qreal BoardView::zoom() const
{
    return transform().m11();
}

void BoardView::zoomIn()
{
    zoomBy(kZoomStep);
}

void BoardView::zoomOut()
{
    zoomBy(1.0 / kZoomStep);
}

void BoardView::fitBoard()
{
    m_fitting = true;
    fitInView(m_scene->geometry().sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::zoomBy(qreal factor)
{
    const qreal target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    m_fitting = false;
    scale(target / zoom(), target / zoom());
}

std::optional<engine::Cell> BoardView::cellAt(QPoint viewportPoint) const
{
    return m_scene->geometry().cellAt(mapToScene(viewportPoint));
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    const std::optional<engine::Cell> cell = cellAt(event->position().toPoint());
    if (m_tool == nullptr || !cell) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_pressed = true;
    m_lastDragCell = cell;
    m_cursor = cell;
    m_scene->setCursorCell(std::nullopt); // the cursor shows only while the keyboard drives it
    m_tool->press(*cell, event->button());
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const std::optional<engine::Cell> cell = cellAt(event->position().toPoint());
    if (!m_pressed || m_tool == nullptr) {
        if (m_tool != nullptr)
            m_tool->hover(cell);
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    if (cell && cell != m_lastDragCell) {
        m_lastDragCell = cell;
        m_tool->drag(*cell);
    }
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_pressed || m_tool == nullptr) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    m_pressed = false;
    m_lastDragCell.reset();
    m_tool->release();
    event->accept();
}

void BoardView::mouseDoubleClickEvent(QMouseEvent* event)
{
    // A double click is two clicks: the second toggles back or bites again.
    mousePressEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left: moveCursor(0, -1); break;
    case Qt::Key_Right: moveCursor(0, 1); break;
    case Qt::Key_Up: moveCursor(-1, 0); break;
    case Qt::Key_Down: moveCursor(1, 0); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_tool != nullptr && m_cursor) {
            m_tool->activate(*m_cursor);
            m_scene->setCursorCell(m_cursor);
        }
        break;
    case Qt::Key_Escape:
        if (m_tool == nullptr || !m_pressed) {
            QGraphicsView::keyPressEvent(event);
            return;
        }
        m_pressed = false; // the release that follows is not the tool's any more
        m_lastDragCell.reset();
        m_tool->cancel();
        break;
    default: QGraphicsView::keyPressEvent(event); return;
    }
    event->accept();
}

void BoardView::leaveEvent(QEvent* event)
{
    if (m_tool != nullptr && !m_pressed)
        m_tool->hover(std::nullopt);
    QGraphicsView::leaveEvent(event);
}

void BoardView::moveCursor(engine::Coord rowStep, engine::Coord colStep)
{
    const BoardGeometry& geometry = m_scene->geometry();
    if (geometry.rows() == 0 || geometry.cols() == 0)
        return;
    engine::Cell cell = m_cursor.value_or(engine::Cell{0, 0});
    if (m_cursor) {
        cell.row = std::clamp<engine::Coord>(cell.row + rowStep, 0, geometry.rows() - 1);
        cell.col = std::clamp<engine::Coord>(cell.col + colStep, 0, geometry.cols() - 1);
    }
    m_cursor = cell;
    m_scene->setCursorCell(cell);
    ensureVisible(geometry.cellRect(cell), 8, 8);
}

void BoardView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(event->angleDelta().y() > 0 ? kZoomStep : 1.0 / kZoomStep);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitting)
        fitBoard();
}

void BoardView::onBoardResized()
{
    const BoardGeometry& geometry = m_scene->geometry();
    if (m_cursor && (m_cursor->row >= geometry.rows() || m_cursor->col >= geometry.cols())) {
        m_cursor.reset();
        m_scene->setCursorCell(std::nullopt);
    }
    fitBoard();
}

} // namespace gui
