#pragma once

#include "engine/Board.h"
#include "engine/Game.h"

#include <random>
#include <string_view>

namespace engine {

// Random setups for the New dialog. Every game has a recipe: which palette
// kinds are scattered, what must be there exactly once (pawn's pawn), and how
// the scattered cells are turned into a setup the game accepts (volcano derives
// its monsters from the walls by the prime-cross rule; rectangles breaks groups
// of ones its solver does not take). The result always passes setupProblem.
//
// `density` in [0, 1] is the share of the scattered area that is painted,
// rounded to whole cells. Boards above Board::kDenseCellLimit cells (pawn's
// 10^9 plane) scatter only in their top-left kHugeBoardArea x kHugeBoardArea
// corner. Everything is drawn from `random`, so the same seed gives the same board.
class RandomBoard {
public:
    static constexpr Coord kHugeBoardArea = 12;

    // True when `gameId` has a recipe.
    [[nodiscard]] static bool supports(std::string_view gameId);

    // A random valid setup of `game` of rows x cols cells. Requires supports(game.id())
    // and a size the game accepts (an empty board of it passes setupProblem);
    // throws std::invalid_argument otherwise.
    [[nodiscard]] static Board generate(const Game& game, Coord rows, Coord cols, double density,
                                        std::mt19937_64& random);
};

} // namespace engine
