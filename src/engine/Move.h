#pragma once

#include "engine/Cell.h"

#include <compare>

namespace engine {

// A move is a rectangle of cells, corners inclusive: a 1x1 rectangle for the games
// that play on one cell, the cleared rectangle in the rectangles game, the
// destination cell for the pawn.
struct Move {
    Cell topLeft;
    Cell bottomRight;

    [[nodiscard]] static constexpr Move at(Cell cell) { return Move{cell, cell}; }
    [[nodiscard]] constexpr bool isSingleCell() const { return topLeft == bottomRight; }
    [[nodiscard]] constexpr bool contains(Cell cell) const
    {
        return cell.row >= topLeft.row && cell.row <= bottomRight.row && cell.col >= topLeft.col
            && cell.col <= bottomRight.col;
    }

    friend constexpr auto operator<=>(const Move&, const Move&) = default;
};

} // namespace engine
