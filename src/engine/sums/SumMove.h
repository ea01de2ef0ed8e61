#pragma once

#include "engine/Move.h"

#include <compare>
#include <cstddef>

namespace engine {

// A move of a sum of boards: the board it is played on (counting from 0, in the
// sum's order) and the move on that board. Ordered by board, then by move.
struct SumMove {
    std::size_t board = 0;
    Move move;

    friend constexpr auto operator<=>(const SumMove&, const SumMove&) = default;
};

} // namespace engine
