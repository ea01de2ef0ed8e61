// BoardView's navigation: zoom (buttons, Ctrl+wheel, the plain wheel on
// windowed boards), fit, go to a cell, panning, and for windowed boards the
// scene origin's re-anchoring, the rulers and the absolute scroll bars.
#include "gui/board/BoardView.h"

#include "gui/board/BoardScene.h"
#include "gui/board/FitArea.h"

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
    const std::optional<engine::Cell> kept = m_scene->keptCell();
    const QRectF area = kept ? FitArea::around(m_scene->board(), *kept) : FitArea::ofMarkedCells(m_scene->board());
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

void BoardView::centreOnKeptCell()
{
    if (const std::optional<engine::Cell> kept = m_scene->keptCell())
        goToCell(*kept);
}

void BoardView::keepInView(engine::Cell cell)
{
    // Half a cell inside the edges (at least 8 pixels), so the whole cell shows.
    const int margin = std::max(8, static_cast<int>(zoom() * kCell / 2.0));
    if (viewport()->rect().adjusted(margin, margin, -margin, -margin).contains(viewportPointOf(cell)))
        return;
    if (m_fitting)
        fitBoard();
    else
        goToCell(cell);
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

void BoardView::scrollByPixels(QPoint delta)
{
    m_fitting = false;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
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
