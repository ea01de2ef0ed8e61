#pragma once

// Boards of one kind of marked cell that the engine tests of several games build:
// full ones and random ones of a random density.

#include "engine/Board.h"
#include "engine/Game.h"

#include <random>

namespace testsupport {

// The `rows` x `cols` board of `game` with every cell of `kind`.
[[nodiscard]] inline engine::Board filledBoard(const engine::Game& game, int rows, int cols, engine::CellKind kind)
{
    engine::Board board = game.emptyBoard(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            board.setCell({r, c}, kind);
    return board;
}

// A board of `game` of 1 to `maxRows` x 1 to `maxCols` cells, each of `kind`
// with one density drawn from [minDensity, maxDensity).
[[nodiscard]] inline engine::Board randomDensityBoard(const engine::Game& game, std::mt19937& rng, int maxRows,
                                                      int maxCols, double minDensity, double maxDensity,
                                                      engine::CellKind kind)
{
    const int rows = std::uniform_int_distribution(1, maxRows)(rng);
    const int cols = std::uniform_int_distribution(1, maxCols)(rng);
    const double density = std::uniform_real_distribution(minDensity, maxDensity)(rng);
    engine::Board board = game.emptyBoard(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (std::bernoulli_distribution(density)(rng))
                board.setCell({r, c}, kind);
    return board;
}

} // namespace testsupport
