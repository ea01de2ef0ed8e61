#pragma once

#include "engine/Board.h"
#include "engine/Game.h"

#include <cstddef>
#include <optional>
#include <random>
#include <string_view>

namespace engine {

// A game's recipe for random setups (part of its GameModule): the palette kind
// scattered over the board, a kind placed exactly once on a cell that is not
// scattered (pawn's pawn), how the scattered board is turned into a setup
// the game accepts (none: it is one already), and how a finished setup without
// a legal move is given one, changing a few cells (a setup the user cannot play
// is no random board: at every size and density there must be a move).
struct RandomRecipe {
    using Finish = void (*)(Board& board, std::mt19937_64& random);

    CellKind scattered = CellKind::Empty;
    std::optional<CellKind> single;
    Finish finish = nullptr;
    Finish giveMove = nullptr;
};

// A uniform index in [0, count) for a small count, drawn from `random`.
[[nodiscard]] std::size_t randomIndex(std::mt19937_64& random, std::size_t count);
// Paints a cell of `board` drawn from `random` with `kind` (a board of the
// cell games that has none of the kind its moves pick: one gives a move).
void paintRandomCell(Board& board, CellKind kind, std::mt19937_64& random);

// Random setups for the New dialog, by the recipe of the game's module
// (volcano derives its monsters from the walls by the prime-cross rule;
// rectangles breaks groups of ones its solver does not take). The result
// always passes winLossSetupProblem (setupProblem, or for chomp the window's
// boards analysed by win or loss, up to 18 x 18) and has a legal move (the
// recipe's giveMove where the drawing left none).
//
// `density` in [0, 1] is the share of the scattered area that is painted,
// rounded to whole cells. Boards above Board::kDenseCellLimit cells (pawn's
// 10^9 plane) scatter only in their top-left kHugeBoardArea x kHugeBoardArea
// corner. Everything is drawn from `random`, so the same seed gives the same board.
class RandomBoard {
public:
    static constexpr Coord kHugeBoardArea = 12;

    // True when `gameId` is a game of GameModules (each has a recipe).
    [[nodiscard]] static bool supports(std::string_view gameId);

    // A random valid setup of `game` of rows x cols cells. Requires supports(game.id())
    // and a size the game accepts (an empty board of it passes winLossSetupProblem);
    // throws InvalidArgument otherwise.
    [[nodiscard]] static Board generate(const Game& game, Coord rows, Coord cols, double density,
                                        std::mt19937_64& random);
};

} // namespace engine
