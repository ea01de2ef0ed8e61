#include "gui/board/BoardView.h"

#include "gui/board/BoardScene.h"
#include "gui/board/CursorSteps.h"
#include "gui/looks/GameLook.h"
#include "gui/board/PanGesture.h"
#include "gui/board/tools/BoardTool.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <utility>
#include <cmath>

// The view, its mouse events handed to the tool as cells and the keyboard
// cursor; zoom, fit, panning and the windowed board's chrome are in
// BoardViewNavigation.cpp.

namespace gui {

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
    , m_chrome(this, [this](QPointF absolute) { centreOnAbsolute(absolute); })
    , m_pan(std::make_unique<PanGesture>(viewport(), [this](QPoint delta) { scrollByPixels(delta); }))
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setFocusPolicy(Qt::StrongFocus);
    // Zooming keeps its point itself (zoomAt), through absolute positions.
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::NoDrag);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setMouseTracking(false);
    viewport()->setMouseTracking(true); // tools may show what the mouse rests on
    connect(scene, &BoardScene::boardResized, this, &BoardView::onBoardResized);
    connect(scene, &BoardScene::keptCellMoved, this, &BoardView::keepInView);
    updateChrome();
}

BoardView::~BoardView() = default;

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
    const QPointF point = viewportPointAt(QPointF(static_cast<qreal>(cell.col) + 0.5,
                                                  static_cast<qreal>(cell.row) + 0.5));
    const auto clamped = [](qreal value) { return static_cast<int>(std::clamp(value, -1e9, 1e9)); };
    return QPoint(clamped(std::floor(point.x())), clamped(std::floor(point.y())));
}

std::optional<engine::Cell> BoardView::cellAt(QPoint viewportPoint) const
{
    return m_scene->geometry().cellAt(mapToScene(viewportPoint));
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (!m_pressed && m_pan->mousePress(*event)) {
        event->accept();
        return;
    }
    const std::optional<engine::Cell> cell = cellAt(event->position().toPoint());
    if (m_tool == nullptr || !cell) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_pressed = true;
    m_lastDragCell = cell;
    m_lastDragPoint = m_scene->geometry().absoluteAt(mapToScene(event->position().toPoint()));
    m_cursor = cell;
    m_scene->setCursorCell(std::nullopt); // the cursor shows only while the keyboard drives it
    m_tool->press(*cell, event->button());
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pan->mouseMove(*event)) {
        event->accept();
        return;
    }
    const std::optional<engine::Cell> cell = cellAt(event->position().toPoint());
    if (!m_pressed || m_tool == nullptr) {
        if (m_tool != nullptr)
            m_tool->hover(cell);
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    // The segment from the last move: a fast pointer crosses cells between two events.
    QPointF from = std::exchange(m_lastDragPoint,
                                 m_scene->geometry().absoluteAt(mapToScene(event->position().toPoint())));
    if (cell && m_lastDragCell && !m_scene->geometry().inOneBlock(*cell, *m_lastDragCell))
        from = m_lastDragPoint; // onto a board wrapped elsewhere: no cells between
    if (cell && cell != m_lastDragCell) {
        m_lastDragCell = cell;
        m_tool->dragAlong(from, m_lastDragPoint, *cell);
    }
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_pan->mouseRelease(*event)) {
        event->accept();
        return;
    }
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

void BoardView::activateCursor()
{
    if (m_tool != nullptr && m_cursor) {
        m_tool->activate(*m_cursor);
        m_scene->setCursorCell(m_cursor);
    }
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    // Space acts at its release, unless it was held to drag the view.
    if (!m_pressed && m_pan->keyPress(*event)) {
        event->accept();
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left: moveCursor(0, -1); break;
    case Qt::Key_Right: moveCursor(0, 1); break;
    case Qt::Key_Up: moveCursor(-1, 0); break;
    case Qt::Key_Down: moveCursor(1, 0); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: activateCursor(); break;
    case Qt::Key_Escape:
        if (m_tool == nullptr || !m_pressed) {
            QGraphicsView::keyPressEvent(event);
            return;
        }
        m_pressed = false; // the release that follows is not the tool's any more
        m_lastDragCell.reset();
        m_tool->cancel();
        break;
    default:
        if (typeDigit(*event))
            break;
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool BoardView::typeDigit(const QKeyEvent& event)
{
    const QString text = event.text();
    if (m_tool == nullptr || !m_cursor || text.size() != 1 || !text.front().isDigit()
        || (event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false;
    return m_tool->typeDigit(*m_cursor, text.front().digitValue());
}

void BoardView::keyReleaseEvent(QKeyEvent* event)
{
    const PanGesture::Release release = m_pan->keyRelease(*event);
    if (release == PanGesture::Release::NotMine) {
        QGraphicsView::keyReleaseEvent(event);
        return;
    }
    if (release == PanGesture::Release::Tap)
        activateCursor();
    event->accept();
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    m_pan->reset(); // the Space release goes elsewhere now
    QGraphicsView::focusOutEvent(event);
}

void BoardView::leaveEvent(QEvent* event)
{
    if (m_tool != nullptr && !m_pressed)
        m_tool->hover(std::nullopt);
    QGraphicsView::leaveEvent(event);
}

void BoardView::placeCursor(engine::Cell cell)
{
    m_cursor = cell;
    moveCursor(0, 0);
}

std::vector<engine::Move> BoardView::boardAreas() const
{
    const BoardGeometry& geometry = m_scene->geometry();
    std::vector<engine::Move> areas;
    if (m_scene->look() != nullptr)
        for (const BoardPart& part : m_scene->look()->boardParts(geometry.rows(), geometry.cols()))
            areas.push_back(part.area);
    if (areas.empty())
        areas.push_back(engine::Move{{0, 0}, {geometry.rows() - 1, geometry.cols() - 1}});
    return areas;
}

void BoardView::cursorToBoard(int delta)
{
    const BoardGeometry& geometry = m_scene->geometry();
    if (geometry.rows() == 0 || geometry.cols() == 0)
        return;
    const std::vector<engine::Move> areas = boardAreas();
    const std::size_t board = CursorSteps::boardAfter(areas, m_cursor, delta);
    placeCursor(CursorSteps::onBoard(areas, m_cursor.value_or(areas[board].topLeft), board));
}

bool BoardView::focusNextPrevChild(bool next)
{
    if (scene() == nullptr || boardAreas().size() < 2)
        return QGraphicsView::focusNextPrevChild(next);
    cursorToBoard(next ? 1 : -1);
    return true;
}

void BoardView::moveCursor(engine::Coord rowStep, engine::Coord colStep)
{
    const BoardGeometry& geometry = m_scene->geometry();
    if (geometry.rows() == 0 || geometry.cols() == 0)
        return;
    // On a windowed board the cursor appears where the user looks, not at (0, 0).
    engine::Cell cell = m_cursor.value_or(isWindowed() ? centreCell().value_or(engine::Cell{0, 0})
                                                       : engine::Cell{0, 0});
    if (m_cursor)
        cell = CursorSteps::step(boardAreas(), cell, rowStep, colStep);
    m_cursor = cell;
    m_scene->setCursorCell(cell);
    if (isWindowed()) {
        if (!viewport()->rect().adjusted(8, 8, -8, -8).contains(viewportPointOf(cell)))
            goToCell(cell);
    } else {
        ensureVisible(geometry.cellRect(cell), 8, 8);
    }
    if (m_tool != nullptr)
        m_tool->cursorMoved(cell);
    emit cursorMoved(cell);
}

} // namespace gui
