#pragma once

#include "engine/games/pawn/DiagonalSegment.h"

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace engine {

// The losing cells of a pawn board as the row sweep (sweepLosingCells) produces
// them, with O(log N) queries. Every query relies on the sweep's shape: a row
// without impassable cells has exactly one losing cell, lying on a multi-row
// segment that started at or above it, while the losing cells of rows with
// impassable cells (and of the rows the misère sweep crosses as such) are
// one-cell segments of that row. So the segment that
// starts last before a cell (in row-major order) is the only one that can hold
// it, or hold the nearest losing cell left of it in its row.
//
// The sweep over columns gives the same kind of list for the transposed board,
// which answers the same queries for columns. Immutable; safe to read from any
// thread.
class LosingDiagonals {
public:
    LosingDiagonals() = default;
    // `segments` as sweepLosingCells returns them.
    explicit LosingDiagonals(std::vector<DiagonalSegment> segments);

    [[nodiscard]] bool contains(Cell cell) const;
    // contains() of each of `cells`, which must be in ascending row-major order:
    // one merge over both lists, O(N + Q) and cache-friendly, instead of Q searches.
    [[nodiscard]] std::vector<bool> containsSorted(std::span<const Cell> cells) const;
    // The column of the losing cell in `row` with the greatest column < `col`, if any.
    [[nodiscard]] std::optional<Coord> lastColumnBefore(Coord row, Coord col) const;
    // The parts of the segments inside rows [rowBegin, rowEnd) and columns
    // [colBegin, colEnd), in row-major order of their starts. Cost: O(log N) plus
    // the segments that meet those rows.
    [[nodiscard]] std::vector<DiagonalSegment> within(Coord rowBegin, Coord rowEnd, Coord colBegin,
                                                      Coord colEnd) const;

    [[nodiscard]] const std::vector<DiagonalSegment>& segments() const { return m_segments; }
    [[nodiscard]] std::size_t size() const { return m_segments.size(); }

private:
    // The segment starting last before `cell` or at it, or nullptr.
    [[nodiscard]] const DiagonalSegment* startingAtOrBefore(Cell cell) const;

    std::vector<DiagonalSegment> m_segments;
};

} // namespace engine
