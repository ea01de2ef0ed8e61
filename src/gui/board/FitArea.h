#pragma once

#include "engine/Cell.h"

#include <QRectF>

namespace engine {
class Board;
}

namespace gui {

// What Fit shows of a windowed board, whose whole would be far below a pixel
// per cell; in absolute cells (x = column, y = row), clipped to the board but
// for half a cell beyond the edges it shows.
// Either its marked cells, or the kept cell (the pawn) with the marked cells
// within kNear of it; with a border of kBorder cells, at least kMinCells a side
// (grown evenly, so a lone pawn is centred), and reaching out to the board's
// edge when that is within kNear cells, so the user sees where the board ends.
class FitArea {
public:
    static constexpr engine::Coord kBorder = 2;
    static constexpr engine::Coord kMinCells = 10;
    static constexpr engine::Coord kNear = 16;

    [[nodiscard]] static QRectF ofMarkedCells(const engine::Board& board);
    [[nodiscard]] static QRectF around(const engine::Board& board, engine::Cell kept);
};

} // namespace gui
