#pragma once

// Boards the volcano tests share.

#include "engine/Board.h"
#include "engine/games/volcano/PrimeCross.h"

#include <string>
#include <vector>

// A setup from rows of '#' and '^', monsters by the prime-cross rule.
inline engine::Board derivedSetup(const std::vector<std::string>& rows)
{
    engine::Board board(static_cast<engine::Coord>(rows.size()), static_cast<engine::Coord>(rows.front().size()));
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c)
            if (rows[r][c] == '#')
                board.setCell({static_cast<engine::Coord>(r), static_cast<engine::Coord>(c)}, engine::CellKind::Wall);
    return engine::withPrimeCrossMonsters(board);
}

inline const std::vector<std::string> kSample{"^#^#^^^", "^#^^^#^", "^#^^^^^", "^^^#^^^", "^^^^^^^", "^^^^^^^", "^^^^^^^"};
