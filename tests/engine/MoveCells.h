#pragma once

#include "engine/Move.h"

#include <set>
#include <utility>
#include <vector>

// The cells (row, col) of single-cell moves, as the brute forces list moves.
inline std::set<std::pair<int, int>> cellsOf(const std::vector<engine::Move>& moves)
{
    std::set<std::pair<int, int>> cells;
    for (const engine::Move& move : moves)
        cells.insert({static_cast<int>(move.topLeft.row), static_cast<int>(move.topLeft.col)});
    return cells;
}
