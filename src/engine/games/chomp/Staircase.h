#pragma once

#include "engine/Board.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace engine {

// A chomp position as column heights: column c still holds rows [0, heights[c]).
// Heights never increase from left to right.
using Heights = std::vector<int>;

// The least heights that keep every poison cell of `board` on the board: a
// column must reach one row below the lowest poison in it or to its right.
[[nodiscard]] Heights poisonFloor(const Board& board);

// Why the eaten cells of a chomp board do not form the complement of a
// staircase (or why poison was eaten), or nothing.
[[nodiscard]] std::optional<std::string> staircaseProblem(const Board& board);
// The heights of a chomp board; throws InvalidArgument (staircaseProblem's
// words) when it has none.
[[nodiscard]] Heights staircaseOf(const Board& board);

// Why biting `cell` is no legal move of the chomp position `position` (off the
// board, poison, already eaten, eating poison, or no staircase to bite), in the
// words of the move-line errors, or nothing.
[[nodiscard]] std::optional<std::string> biteProblem(const Board& position, Cell cell);

// The number of staircases that fit in rows x cols: binomial(rows + cols, rows),
// saturated at UINT64_MAX.
[[nodiscard]] std::uint64_t staircaseCount(int rows, int cols);

// The rank terms of a rows x cols box (ChompTable.h says how a staircase is
// ranked): term(c, v) = binomial(cols - 1 - c + v, cols - c) at c * (rows + 1) + v.
[[nodiscard]] std::vector<std::uint64_t> staircaseRankTerms(int rows, int cols);

} // namespace engine
