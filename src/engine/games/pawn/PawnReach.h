#pragma once

#include "engine/Cell.h"

namespace engine {

// Where a pawn standing on `pawn` can go: up its column to rows [minRow, pawn.row)
// and left along its row to columns [minCol, pawn.col). Each bound is one past
// the nearest impassable cell in that direction (0 at the board's edge), so the
// pawn has (pawn.row - minRow) + (pawn.col - minCol) legal moves.
struct PawnReach {
    Cell pawn;
    Coord minRow = 0;
    Coord minCol = 0;

    [[nodiscard]] constexpr Coord upMoves() const { return pawn.row - minRow; }
    [[nodiscard]] constexpr Coord leftMoves() const { return pawn.col - minCol; }
    [[nodiscard]] constexpr Coord moveCount() const { return upMoves() + leftMoves(); }
    // Whether the pawn may move to `to` (a single left or up step of any length).
    [[nodiscard]] constexpr bool reaches(Cell to) const
    {
        if (to.col == pawn.col)
            return to.row >= minRow && to.row < pawn.row;
        return to.row == pawn.row && to.col >= minCol && to.col < pawn.col;
    }
};

} // namespace engine
