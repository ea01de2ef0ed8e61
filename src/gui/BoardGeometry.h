#pragma once

#include "engine/Cell.h"

#include <QPointF>
#include <QRectF>

#include <optional>

namespace gui {

// The rows and columns of cells that meet a rectangle, half-open, clipped to the board.
struct CellRange {
    engine::Coord rowBegin = 0;
    engine::Coord rowEnd = 0;
    engine::Coord colBegin = 0;
    engine::Coord colEnd = 0;

    [[nodiscard]] bool isEmpty() const { return rowBegin >= rowEnd || colBegin >= colEnd; }
};

// Converts between cells and scene coordinates. Painting and hit-testing both go
// through this one object, so a click always lands on the cell drawn under it.
// Cell (0, 0) has its top-left corner at the scene origin; a margin around the
// board holds the coordinate labels.
class BoardGeometry {
public:
    static constexpr qreal kCellSize = 48.0;
    static constexpr qreal kMargin = 28.0;

    void setBoardSize(engine::Coord rows, engine::Coord cols);
    [[nodiscard]] engine::Coord rows() const { return m_rows; }
    [[nodiscard]] engine::Coord cols() const { return m_cols; }

    // The cells only.
    [[nodiscard]] QRectF boardRect() const;
    // The board with its margin: the scene rectangle.
    [[nodiscard]] QRectF sceneRect() const;
    [[nodiscard]] QRectF cellRect(engine::Cell cell) const;
    [[nodiscard]] QPointF cellCenter(engine::Cell cell) const;
    // The cell under a scene point, or nothing outside the board.
    [[nodiscard]] std::optional<engine::Cell> cellAt(QPointF scenePoint) const;
    // The cells meeting `sceneRect`.
    [[nodiscard]] CellRange cellsIn(const QRectF& sceneRect) const;

private:
    engine::Coord m_rows = 0;
    engine::Coord m_cols = 0;
};

} // namespace gui
