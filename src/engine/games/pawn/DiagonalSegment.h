#pragma once

#include "engine/Cell.h"

#include <compare>

namespace engine {

// A run of cells along a falling diagonal: start, start + (1, 1), ...,
// start + (length - 1, length - 1). The pawn game's losing cells are a union of
// such runs, because a losing cell makes the next row's first free column one
// further to the right.
struct DiagonalSegment {
    Cell start;
    Coord length = 1;

    [[nodiscard]] constexpr Coord lastRow() const { return start.row + length - 1; }
    [[nodiscard]] constexpr bool coversRow(Coord row) const { return row >= start.row && row <= lastRow(); }
    // The column of the segment's cell in `row` (which it must cover).
    [[nodiscard]] constexpr Coord colAt(Coord row) const { return start.col + (row - start.row); }
    [[nodiscard]] constexpr bool contains(Cell cell) const
    {
        return coversRow(cell.row) && cell.col == colAt(cell.row);
    }
    // The same cells with rows and columns swapped.
    [[nodiscard]] constexpr DiagonalSegment transposed() const
    {
        return DiagonalSegment{Cell{start.col, start.row}, length};
    }

    friend constexpr auto operator<=>(const DiagonalSegment&, const DiagonalSegment&) = default;
};

} // namespace engine
