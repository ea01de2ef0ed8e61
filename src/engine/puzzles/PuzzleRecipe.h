#pragma once

#include "engine/Cell.h"

#include <array>

namespace engine {

// What makes a puzzle of one level of a game hard, as data: the board size and
// the share of it painted (RandomBoard), and the least remoteness and number
// of legal moves the puzzle's position must have. The generator relaxes the
// two least values when no board fits (PuzzleGenerator.h).
struct PuzzleLevel {
    Coord rows = 1;
    Coord cols = 1;
    double density = 0.0;
    int minRemoteness = 0;
    int minLegalMoves = 0;
};

// A game's puzzle levels (part of its GameModule): levels[0] is level 1 (easy),
// levels[2] level 3 (hard). Each level's sizes must be ones the game takes.
struct PuzzleRecipe {
    static constexpr int kLevels = 3;
    std::array<PuzzleLevel, kLevels> levels;
};

} // namespace engine
