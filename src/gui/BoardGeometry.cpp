#include "gui/BoardGeometry.h"

#include <algorithm>
#include <cmath>

namespace gui {

void BoardGeometry::setBoardSize(engine::Coord rows, engine::Coord cols)
{
    m_rows = rows;
    m_cols = cols;
}

QRectF BoardGeometry::boardRect() const
{
    return QRectF(0.0, 0.0, static_cast<qreal>(m_cols) * kCellSize, static_cast<qreal>(m_rows) * kCellSize);
}

QRectF BoardGeometry::sceneRect() const
{
    return boardRect().adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

QRectF BoardGeometry::cellRect(engine::Cell cell) const
{
    return QRectF(static_cast<qreal>(cell.col) * kCellSize, static_cast<qreal>(cell.row) * kCellSize, kCellSize,
                  kCellSize);
}

QPointF BoardGeometry::cellCenter(engine::Cell cell) const
{
    return cellRect(cell).center();
}

std::optional<engine::Cell> BoardGeometry::cellAt(QPointF scenePoint) const
{
    const qreal col = std::floor(scenePoint.x() / kCellSize);
    const qreal row = std::floor(scenePoint.y() / kCellSize);
    if (row < 0.0 || col < 0.0 || row >= static_cast<qreal>(m_rows) || col >= static_cast<qreal>(m_cols))
        return std::nullopt;
    return engine::Cell{static_cast<engine::Coord>(row), static_cast<engine::Coord>(col)};
}

CellRange BoardGeometry::cellsIn(const QRectF& sceneRect) const
{
    const auto clampTo = [](qreal value, engine::Coord limit) {
        return static_cast<engine::Coord>(std::clamp(value, 0.0, static_cast<qreal>(limit)));
    };
    CellRange range;
    range.rowBegin = clampTo(std::floor(sceneRect.top() / kCellSize), m_rows);
    range.rowEnd = clampTo(std::ceil(sceneRect.bottom() / kCellSize), m_rows);
    range.colBegin = clampTo(std::floor(sceneRect.left() / kCellSize), m_cols);
    range.colEnd = clampTo(std::ceil(sceneRect.right() / kCellSize), m_cols);
    return range;
}

} // namespace gui
