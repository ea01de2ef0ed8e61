#pragma once

#include "engine/Cell.h"

#include <QRectF>

namespace engine {
class Board;
}

namespace gui {

// What Fit shows of a windowed board, whose whole would be far below a pixel
// per cell: its marked cells with a border of kBorder cells, at least kMinCells
// a side, clipped to the board; in absolute cells (x = column, y = row).
class FitArea {
public:
    static constexpr engine::Coord kBorder = 2;
    static constexpr engine::Coord kMinCells = 10;

    [[nodiscard]] static QRectF ofMarkedCells(const engine::Board& board);
};

} // namespace gui
