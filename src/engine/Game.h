#pragma once

#include "engine/Board.h"
#include "engine/Move.h"
#include "engine/Solver.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// The sizes a game's setups may have: the one statement of them that every
// message and dialog uses (Game::takesSize, Game::sizeLimitsText).
struct SizeLimits {
    Coord minRows = 1;
    Coord maxRows = 1;
    Coord minCols = 1;
    Coord maxCols = 1;
    Coord maxCells = 0;          // the most cells a board may have; 0: as many as the sides allow
    Coord largestSquareSide = 0; // a board may have no more positions than this square; 0: no such bound
};

// The rules of one game. Stateless: every call takes the board it works on.
//
// A *setup* is the board as edited, before any move; a *position* is a board
// reached from a setup by legal moves.
class Game {
public:
    virtual ~Game() = default;

    [[nodiscard]] virtual std::string_view id() const = 0;           // "chomp", ...
    [[nodiscard]] virtual std::string_view displayName() const = 0;  // "Poisoned Chomp"

    [[nodiscard]] virtual SizeLimits sizeLimits() const = 0;
    // Whether a rows x cols setup lies within sizeLimits(): its sides, its cells
    // and, where the solver bounds them, its positions.
    [[nodiscard]] bool takesSize(Coord rows, Coord cols) const;
    // sizeLimits() in the words of every message: "1 to 50 rows and 1 to 50
    // columns, at most 250 cells and no more positions than a 15 x 15 board".
    [[nodiscard]] std::string sizeLimitsText() const;
    // The kinds the editor's palette paints (Empty, the eraser, is implied).
    [[nodiscard]] virtual std::vector<CellKind> paletteKinds() const = 0;
    // A setup of the given size with nothing painted on it (every cell Empty).
    [[nodiscard]] Board emptyBoard(Coord rows, Coord cols) const;
    // A ready example setup to open the program on.
    [[nodiscard]] virtual Board exampleBoard() const = 0;

    // Why a setup cannot be played (size out of range, a kind the game does not
    // know, an impossible arrangement, too large for the solver), or nothing.
    [[nodiscard]] virtual std::optional<std::string> setupProblem(const Board& setup) const = 0;

    // The legal moves of a position, in a fixed order (row-major by top-left corner).
    [[nodiscard]] virtual std::vector<Move> legalMoves(const Board& position) const = 0;
    [[nodiscard]] virtual bool isLegal(const Board& position, const Move& move) const;
    // The position after a legal move.
    [[nodiscard]] virtual Board play(const Board& position, const Move& move) const = 0;

    // A solver for every position reachable from a valid setup.
    [[nodiscard]] virtual std::unique_ptr<Solver> createSolver(const Board& setup) const = 0;

protected:
    // Whether a board within the sides and cells of sizeLimits() has no more
    // positions than the square of SizeLimits::largestSquareSide (asked only
    // when that side is set).
    [[nodiscard]] virtual bool positionsFitLargestSquare(Coord rows, Coord cols) const;
    // Why the size of `setup` is outside sizeLimits(), in the words every game
    // uses ("a chomp board has 1 to 50 rows and 1 to 50 columns, at most 250
    // cells and no more positions than a 15 x 15 board, not 51 x 3"), or
    // nothing. `boardName` is "a chomp board", "an attractions board", ...
    [[nodiscard]] std::optional<std::string> sizeProblem(const Board& setup, std::string_view boardName) const;
};

} // namespace engine
