#include "gui/board/BoardGeometry.h"

#include <algorithm>
#include <cmath>

namespace gui {

void BoardGeometry::setBoardSize(engine::Coord rows, engine::Coord cols)
{
    m_rows = rows;
    m_cols = cols;
    setOrigin(isWindowed() ? m_origin : engine::Cell{0, 0});
}

void BoardGeometry::setOrigin(engine::Cell origin)
{
    if (!isWindowed()) {
        m_origin = engine::Cell{0, 0};
        return;
    }
    m_origin.row = std::clamp<engine::Coord>(origin.row, 0, std::max<engine::Coord>(m_rows - 1, 0));
    m_origin.col = std::clamp<engine::Coord>(origin.col, 0, std::max<engine::Coord>(m_cols - 1, 0));
}

QRectF BoardGeometry::boardRect() const
{
    if (!isWindowed())
        return QRectF(0.0, 0.0, static_cast<qreal>(m_cols) * kCellSize, static_cast<qreal>(m_rows) * kCellSize);
    const engine::Coord top = std::max<engine::Coord>(m_origin.row - kWindowHalf, 0);
    const engine::Coord bottom = std::min(m_origin.row + kWindowHalf, m_rows);
    const engine::Coord left = std::max<engine::Coord>(m_origin.col - kWindowHalf, 0);
    const engine::Coord right = std::min(m_origin.col + kWindowHalf, m_cols);
    return QRectF(cellRect({top, left}).topLeft(), cellRect({bottom - 1, right - 1}).bottomRight());
}

QRectF BoardGeometry::sceneRect() const
{
    return boardRect().adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

namespace {

// The strip above a sum's board (see boardNameRect).
QRectF boardStrip(const BoardGeometry& geometry, const engine::Move& area)
{
    const QRectF box = geometry.cellRect(area.topLeft).united(geometry.cellRect(area.bottomRight));
    const qreal half = BoardGeometry::kCellSize / 2;
    return QRectF(box.left() - half, box.top() - BoardGeometry::kMargin, box.width() + 2 * half, BoardGeometry::kMargin);
}

} // namespace

QRectF BoardGeometry::boardNameRect(const engine::Move& area) const
{
    const QRectF strip = boardStrip(*this, area);
    const qreal gap = kMargin * 0.15;
    // The gap on the left keeps the name off the value of the board before it, whose strip ends there.
    return strip.adjusted(gap, 0, -(kBoardValueWidth + gap), 0);
}

QRectF BoardGeometry::boardValueRect(const engine::Move& area) const
{
    const QRectF strip = boardStrip(*this, area);
    return QRectF(strip.right() - kBoardValueWidth, strip.top(), kBoardValueWidth, strip.height());
}

QRectF BoardGeometry::cellRect(engine::Cell cell) const
{
    return QRectF(static_cast<qreal>(cell.col - m_origin.col) * kCellSize,
                  static_cast<qreal>(cell.row - m_origin.row) * kCellSize, kCellSize, kCellSize);
}

QPointF BoardGeometry::cellCenter(engine::Cell cell) const
{
    return cellRect(cell).center();
}

std::optional<engine::Cell> BoardGeometry::cellAt(QPointF scenePoint) const
{
    const qreal col = std::floor(scenePoint.x() / kCellSize) + static_cast<qreal>(m_origin.col);
    const qreal row = std::floor(scenePoint.y() / kCellSize) + static_cast<qreal>(m_origin.row);
    if (row < 0.0 || col < 0.0 || row >= static_cast<qreal>(m_rows) || col >= static_cast<qreal>(m_cols))
        return std::nullopt;
    return engine::Cell{static_cast<engine::Coord>(row), static_cast<engine::Coord>(col)};
}

CellRange BoardGeometry::cellsIn(const QRectF& sceneRect) const
{
    const auto clampTo = [](qreal value, engine::Coord offset, engine::Coord limit) {
        return static_cast<engine::Coord>(
            std::clamp(value + static_cast<qreal>(offset), 0.0, static_cast<qreal>(limit)));
    };
    CellRange range;
    range.rowBegin = clampTo(std::floor(sceneRect.top() / kCellSize), m_origin.row, m_rows);
    range.rowEnd = clampTo(std::ceil(sceneRect.bottom() / kCellSize), m_origin.row, m_rows);
    range.colBegin = clampTo(std::floor(sceneRect.left() / kCellSize), m_origin.col, m_cols);
    range.colEnd = clampTo(std::ceil(sceneRect.right() / kCellSize), m_origin.col, m_cols);
    return range;
}

QPointF BoardGeometry::absoluteAt(QPointF scenePoint) const
{
    return QPointF(scenePoint.x() / kCellSize + static_cast<qreal>(m_origin.col),
                   scenePoint.y() / kCellSize + static_cast<qreal>(m_origin.row));
}

QPointF BoardGeometry::sceneAt(QPointF absolute) const
{
    return QPointF((absolute.x() - static_cast<qreal>(m_origin.col)) * kCellSize,
                   (absolute.y() - static_cast<qreal>(m_origin.row)) * kCellSize);
}

QRectF BoardGeometry::rangeRect(const CellRange& range) const
{
    return cellRect({range.rowBegin, range.colBegin}).united(cellRect({range.rowEnd - 1, range.colEnd - 1}));
}

} // namespace gui
