#pragma once

// The conformance suite's random setups of every game: small enough for the
// brute forces of BruteForces.cpp (test_random_games, test_best_line).

#include "engine/Game.h"
#include "engine/RandomBoard.h"
#include "engine/games/pawn/PawnGame.h"

#include <algorithm>
#include <array>
#include <random>
#include <string_view>

namespace conformance {

// The random setups of a game: minSide to maxRows x minSide to maxCols cells
// (within the game's size limits), at most maxDensity of the scattered kind;
// small enough for the brute force.
struct Plan {
    std::string_view gameId;
    engine::Coord minSide;
    engine::Coord maxRows;
    engine::Coord maxCols;
    double maxDensity;
};

inline constexpr std::array kPlans{
    Plan{"chomp", 1, 6, 6, 0.3},
    Plan{"volcano", 5, 9, 9, 0.25},
    Plan{"pawn", 1, engine::PawnGame::kSide, engine::PawnGame::kSide, 0.5},
    Plan{"rectangles", 1, 4, 4, 1.0},
    Plan{"attractions", 1, 5, 5, 0.8},
    Plan{"nim", 1, 4, 6, 1.0},
};

[[nodiscard]] inline const Plan* planFor(std::string_view gameId)
{
    for (const Plan& plan : kPlans)
        if (plan.gameId == gameId)
            return &plan;
    return nullptr;
}

// A random setup of `game` by `plan` (engine::RandomBoard; throws what it throws).
[[nodiscard]] inline engine::Board randomSetup(const engine::Game& game, const Plan& plan, std::mt19937_64& random)
{
    const engine::SizeLimits limits = game.sizeLimits();
    auto side = [&random, &plan](engine::Coord min, engine::Coord max, engine::Coord planMax) {
        return std::uniform_int_distribution<engine::Coord>(std::max(min, plan.minSide),
                                                            std::min(max, planMax))(random);
    };
    const engine::Coord rows = side(limits.minRows, limits.maxRows, plan.maxRows);
    const engine::Coord cols = side(limits.minCols, limits.maxCols, plan.maxCols);
    const double density = std::uniform_real_distribution(0.0, plan.maxDensity)(random);
    return engine::RandomBoard::generate(game, rows, cols, density, random);
}

} // namespace conformance
