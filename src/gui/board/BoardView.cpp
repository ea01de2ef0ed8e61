#include "gui/board/BoardView.h"

#include "gui/board/BoardScene.h"
#include "gui/board/FitArea.h"
#include "gui/board/PanGesture.h"
#include "gui/board/tools/BoardTool.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace gui {

namespace {
constexpr qreal kZoomStep = 1.25;
constexpr qreal kMinZoom = 0.05;
constexpr qreal kMaxZoom = 8.0;
constexpr qreal kCell = BoardGeometry::kCellSize;
} // namespace

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

bool BoardView::isWindowed() const
{
    // No scene while a dying scene detaches itself.
    return scene() != nullptr && m_scene->geometry().isWindowed();
}

QPointF BoardView::absoluteAt(QPointF viewportPoint) const
{
    return m_scene->geometry().absoluteAt(viewportTransform().inverted().map(viewportPoint));
}

QPointF BoardView::viewportPointAt(QPointF absolute) const
{
    return viewportTransform().map(m_scene->geometry().sceneAt(absolute));
}

QPoint BoardView::viewportPointOf(engine::Cell cell) const
{
    const QPointF point = viewportPointAt(QPointF(static_cast<qreal>(cell.col) + 0.5,
                                                  static_cast<qreal>(cell.row) + 0.5));
    const auto clamped = [](qreal value) { return static_cast<int>(std::clamp(value, -1e9, 1e9)); };
    return QPoint(clamped(std::floor(point.x())), clamped(std::floor(point.y())));
}

std::optional<engine::Cell> BoardView::centreCell() const
{
    return m_scene->geometry().cellAt(viewportTransform().inverted().map(QRectF(viewport()->rect()).center()));
}

qreal BoardView::zoom() const
{
    return transform().m11();
}

qreal BoardView::minZoom() const
{
    if (!isWindowed())
        return kMinZoom;
    // The visible cells must stay well inside the scene's window (see reanchorIfNeeded).
    const qreal side = std::max({viewport()->width(), viewport()->height(), 100});
    return side / (static_cast<qreal>(BoardGeometry::kWindowHalf / 2) * kCell);
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
    if (isWindowed())
        fitMarkedCells();
    else
        fitInView(m_scene->geometry().sceneRect(), Qt::KeepAspectRatio);
    updateChrome();
}

void BoardView::fitMarkedCells()
{
    const QRectF area = FitArea::ofMarkedCells(m_scene->board());
    setZoom(std::min(viewport()->width() / (area.width() * kCell), viewport()->height() / (area.height() * kCell)));
    centreOnAbsolute(area.center());
}

void BoardView::goToCell(engine::Cell cell)
{
    const BoardGeometry& geometry = m_scene->geometry();
    if (geometry.rows() == 0 || geometry.cols() == 0)
        return;
    cell.row = std::clamp<engine::Coord>(cell.row, 0, geometry.rows() - 1);
    cell.col = std::clamp<engine::Coord>(cell.col, 0, geometry.cols() - 1);
    m_fitting = false;
    centreOnAbsolute(QPointF(static_cast<qreal>(cell.col) + 0.5, static_cast<qreal>(cell.row) + 0.5));
}

void BoardView::zoomBy(qreal factor)
{
    zoomAt(QRectF(viewport()->rect()).center(), factor);
}

void BoardView::setZoom(qreal zoom)
{
    const qreal target = std::clamp(zoom, minZoom(), kMaxZoom);
    setTransform(QTransform::fromScale(target, target));
}

void BoardView::zoomAt(QPointF viewportPoint, qreal factor)
{
    const QPointF anchor = absoluteAt(viewportPoint);
    const qreal before = zoom();
    m_fitting = false;
    setZoom(before * factor);
    if (zoom() == before)
        return; // at a limit: moving would only add rounding
    const QPointF offset = viewportPoint - QRectF(viewport()->rect()).center();
    centreOnAbsolute(anchor - offset / (zoom() * kCell));
}

void BoardView::centreOnAbsolute(QPointF absolute)
{
    const BoardGeometry& geometry = m_scene->geometry();
    if (isWindowed()) {
        absolute.setX(std::clamp(absolute.x(), 0.0, static_cast<qreal>(geometry.cols())));
        absolute.setY(std::clamp(absolute.y(), 0.0, static_cast<qreal>(geometry.rows())));
        const bool outer = m_reanchoring;
        m_reanchoring = true;
        m_scene->setOrigin(engine::Cell{static_cast<engine::Coord>(std::floor(absolute.y())),
                                        static_cast<engine::Coord>(std::floor(absolute.x()))});
        centerOn(geometry.sceneAt(absolute));
        m_reanchoring = outer;
    } else {
        centerOn(geometry.sceneAt(absolute));
    }
    syncScrollBars();
    m_chrome.updateRulers();
}

void BoardView::reanchorIfNeeded()
{
    if (!isWindowed() || m_reanchoring)
        return;
    const QPointF centre = absoluteAt(QRectF(viewport()->rect()).center());
    const engine::Cell origin = m_scene->geometry().origin();
    const qreal limit = static_cast<qreal>(BoardGeometry::kWindowHalf / 4);
    if (std::abs(centre.x() - static_cast<qreal>(origin.col)) > limit
        || std::abs(centre.y() - static_cast<qreal>(origin.row)) > limit)
        centreOnAbsolute(centre);
}

void BoardView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    if (scene() == nullptr)
        return;
    reanchorIfNeeded();
    syncScrollBars();
    m_chrome.updateRulers();
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
    if (cell && cell != m_lastDragCell) {
        m_lastDragCell = cell;
        m_tool->drag(*cell);
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

void BoardView::scrollByPixels(QPoint delta)
{
    m_fitting = false;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
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
    default: QGraphicsView::keyPressEvent(event); return;
    }
    event->accept();
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

void BoardView::moveCursor(engine::Coord rowStep, engine::Coord colStep)
{
    const BoardGeometry& geometry = m_scene->geometry();
    if (geometry.rows() == 0 || geometry.cols() == 0)
        return;
    // On a windowed board the cursor appears where the user looks, not at (0, 0).
    engine::Cell cell = m_cursor.value_or(isWindowed() ? centreCell().value_or(engine::Cell{0, 0})
                                                       : engine::Cell{0, 0});
    if (m_cursor) {
        cell.row = std::clamp<engine::Coord>(cell.row + rowStep, 0, geometry.rows() - 1);
        cell.col = std::clamp<engine::Coord>(cell.col + colStep, 0, geometry.cols() - 1);
    }
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
}

void BoardView::wheelEvent(QWheelEvent* event)
{
    // Plain wheel zooms a windowed board; Ctrl+wheel zooms every board.
    if ((event->modifiers() & Qt::ControlModifier) || isWindowed()) {
        const qreal steps = event->angleDelta().y() / 120.0;
        if (steps != 0.0)
            zoomAt(event->position(), std::pow(kZoomStep, steps));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    layoutChrome();
    if (m_fitting)
        fitBoard();
    else if (zoom() < minZoom())
        setZoom(minZoom());
    syncScrollBars();
}

void BoardView::onBoardResized()
{
    const BoardGeometry& geometry = m_scene->geometry();
    if (m_cursor && (m_cursor->row >= geometry.rows() || m_cursor->col >= geometry.cols())) {
        m_cursor.reset();
        m_scene->setCursorCell(std::nullopt);
    }
    updateChrome();
    fitBoard();
}

void BoardView::updateChrome()
{
    const bool windowed = isWindowed();
    const Qt::ScrollBarPolicy policy = windowed ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded;
    setHorizontalScrollBarPolicy(policy);
    setVerticalScrollBarPolicy(policy);
    m_chrome.setVisible(windowed);
    setViewportMargins(windowed ? m_chrome.margins() : QMargins());
    layoutChrome();
    syncScrollBars();
    m_chrome.updateRulers();
}

void BoardView::layoutChrome()
{
    m_chrome.layout(rect(), viewport()->geometry());
}

void BoardView::syncScrollBars()
{
    if (!isWindowed())
        return;
    const BoardGeometry& geometry = m_scene->geometry();
    const qreal unit = zoom() * kCell;
    m_chrome.sync(absoluteAt(QRectF(viewport()->rect()).center()),
                 QSizeF(viewport()->width() / unit, viewport()->height() / unit), geometry.rows(), geometry.cols());
}

} // namespace gui
