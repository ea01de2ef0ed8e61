#pragma once

// Nim positions for the window tests: the game and a board of given heaps.
#include "engine/Board.h"
#include "engine/CellKind.h"
#include "engine/Game.h"
#include "engine/GameModules.h"

#include <algorithm>
#include <vector>

namespace testsupport {

inline const engine::Game& nimGame()
{
    return *engine::findGame("nim");
}

// A nim board: row r holds heaps[r] counters from the left.
inline engine::Board nimBoardOf(const std::vector<int>& heaps)
{
    const int width = std::max(1, *std::max_element(heaps.begin(), heaps.end()));
    engine::Board board = nimGame().emptyBoard(static_cast<engine::Coord>(heaps.size()), width);
    for (std::size_t row = 0; row < heaps.size(); ++row)
        for (int col = 0; col < heaps[row]; ++col)
            board.setCell({static_cast<engine::Coord>(row), col}, engine::CellKind::Counter);
    return board;
}

} // namespace testsupport
