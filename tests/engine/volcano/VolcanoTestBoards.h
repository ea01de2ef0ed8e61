#pragma once

// Boards the volcano tests share.

#include "engine/Board.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoGame.h"

#include <random>
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

// Rows of `rows` x `cols` cells '^', each a wall '#' with probability `wallDensity`.
inline std::vector<std::string> randomWallRows(std::mt19937& rng, int rows, int cols, double wallDensity)
{
    std::vector<std::string> text(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(cols), '^'));
    for (auto& row : text)
        for (char& cell : row)
            if (std::bernoulli_distribution(wallDensity)(rng))
                cell = '#';
    return text;
}

// A random setup of 1 to maxRows x 1 to maxCols cells: walls with a density
// drawn from [0, 0.3), then monsters on the other cells with one from [0.1, 0.7).
inline engine::Board randomVolcanoSetup(std::mt19937& rng, int maxRows, int maxCols)
{
    const int rows = std::uniform_int_distribution(1, maxRows)(rng);
    const int cols = std::uniform_int_distribution(1, maxCols)(rng);
    engine::Board board = engine::rulesOf<engine::VolcanoGame>().emptyBoard(rows, cols);
    const double walls = std::uniform_real_distribution(0.0, 0.3)(rng);
    const double monsters = std::uniform_real_distribution(0.1, 0.7)(rng);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (std::bernoulli_distribution(walls)(rng))
                board.setCell({r, c}, engine::CellKind::Wall);
            else if (std::bernoulli_distribution(monsters)(rng))
                board.setCell({r, c}, engine::CellKind::Monster);
    return board;
}

inline const std::vector<std::string> kSample{"^#^#^^^", "^#^^^#^", "^#^^^^^", "^^^#^^^", "^^^^^^^", "^^^^^^^", "^^^^^^^"};
