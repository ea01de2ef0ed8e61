#pragma once

#include "engine/Board.h"
#include "engine/GameInfo.h"
#include "engine/Move.h"
#include "engine/PlayRule.h"
#include "engine/Solver.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

namespace misere {
class PartSplitter;
}

// The rules of one game. Stateless: every call takes the board it works on.
//
// A *setup* is the board as edited, before any move; a *position* is a board
// reached from a setup by legal moves.
class Game {
public:
    virtual ~Game() = default;

    [[nodiscard]] std::string_view id() const { return m_info.id; }
    [[nodiscard]] std::string_view displayName() const { return m_info.displayName; }

    [[nodiscard]] const SizeLimits& sizeLimits() const { return m_info.sizeLimits; }
    // Whether a rows x cols setup lies within sizeLimits(): its sides, its cells
    // and, where the solver bounds them, its positions.
    [[nodiscard]] bool takesSize(Coord rows, Coord cols) const;
    // sizeLimits() in the words of every message: "1 to 50 rows and 1 to 50
    // columns, at most 250 cells and no more positions than a 15 x 15 board".
    [[nodiscard]] std::string sizeLimitsText() const;
    // The larger bound of SizeLimits::outcomesSquareSide, for queries of the
    // outcomes only, and its words: "1 to 50 rows and 1 to 50 columns and no
    // more positions than a 20 x 20 board". Without that bound, as takesSize and
    // sizeLimitsText.
    [[nodiscard]] bool takesSizeForOutcomes(Coord rows, Coord cols) const;
    [[nodiscard]] std::string outcomesSizeLimitsText() const;
    // The bound of SizeLimits::winLossSquareSide, for a program that analyses
    // every position of a board by win or loss alone beyond takesSize (the
    // window), and its words: "1 to 50 rows and 1 to 50 columns and no more
    // positions than an 18 x 18 board (beyond 250 cells or the positions of a
    // 15 x 15 board, win or loss only)". Without that bound, as takesSize and
    // sizeLimitsText.
    [[nodiscard]] bool takesSizeForWinLoss(Coord rows, Coord cols) const;
    [[nodiscard]] std::string winLossSizeLimitsText() const;
    // The promise under the misère rule (SizeLimits::misereCells): whether the
    // misère verdicts of a rows x cols board are decided within a user's wait
    // (a size the game takes, within the misère cells), and its words: "boards
    // of at most 36 cells" or "every board it takes". The one statement the
    // New dialog, the rules page, puzzles and --help use.
    [[nodiscard]] bool takesSizeForMisere(Coord rows, Coord cols) const;
    [[nodiscard]] std::string misereLimitsText() const;
    // The kinds the editor's palette paints (Empty, the eraser, is implied).
    [[nodiscard]] const std::vector<CellKind>& paletteKinds() const { return m_info.paletteKinds; }
    // A setup of the given size with nothing painted on it (every cell Empty).
    [[nodiscard]] Board emptyBoard(Coord rows, Coord cols) const;
    // A ready example setup to open the program on.
    [[nodiscard]] const Board& exampleBoard() const { return m_info.exampleBoard; }

    // Why a setup cannot be played (size out of range, a kind the game does not
    // know, an impossible arrangement, too large for the solver), or nothing.
    // By default its size ("a chomp board has 1 to 50 rows and 1 to 50 columns,
    // at most 250 cells and no more positions than a 15 x 15 board, not 51 x 3"),
    // then its first cell of a kind outside paletteKinds() (foreignKindProblem),
    // then arrangementProblem.
    [[nodiscard]] virtual std::optional<std::string> setupProblem(const Board& setup) const;
    // setupProblem for a query of the outcomes only: the size against
    // takesSizeForOutcomes, the rest as setupProblem.
    [[nodiscard]] std::optional<std::string> outcomesSetupProblem(const Board& setup) const;
    // setupProblem for a program that analyses by win or loss alone beyond
    // takesSize: within takesSize setupProblem itself, beyond it the size against
    // takesSizeForWinLoss and the rest as setupProblem.
    [[nodiscard]] std::optional<std::string> winLossSetupProblem(const Board& setup) const;

    // The legal moves of a position, in a fixed order (row-major by top-left corner).
    [[nodiscard]] virtual std::vector<Move> legalMoves(const Board& position) const = 0;
    [[nodiscard]] virtual bool isLegal(const Board& position, const Move& move) const;
    // The position after a legal move.
    [[nodiscard]] virtual Board play(const Board& position, const Move& move) const = 0;
    // Whether legalMoves lists every move of `position`: by default yes; a pawn
    // with more than PawnGame::kMaxListedMoves lists a window. A search over
    // the listed moves themselves (misere::WholeBoardParts) needs every one.
    [[nodiscard]] virtual bool listsEveryMove(const Board& position) const;

    // A solver for every position reachable from a valid setup.
    [[nodiscard]] virtual std::unique_ptr<Solver> createSolver(const Board& setup) const = 0;
    // The same under the misère rule (the player who makes the last move
    // loses; Analysis::rule is Misere). By default the misère part search
    // (misere::MisereSolver) over the parts of misereSplitter(setup), with the
    // normal solver beside it for the teaching view; games with their own
    // method override it.
    [[nodiscard]] virtual std::unique_ptr<Solver> createMisereSolver(const Board& setup) const;
    // How the positions reachable from `setup` split into parts for a misère
    // part search: the default createMisereSolver's, and how a board of this
    // game takes part in a misère sum (MisereSumSearch puts every board's parts
    // into one search). By default the whole position as one part through
    // legalMoves and play (misere::WholeBoardParts), correct for every game
    // whose legalMoves lists every move. A game whose positions split into
    // independent parts (volcano's rectangles, components) overrides it with
    // its part families, so a sum searches the multiset of all boards' parts;
    // the splitter's families must stay valid while the splitter lives.
    [[nodiscard]] virtual std::unique_ptr<misere::PartSplitter> misereSplitter(const Board& setup) const;
    // createSolver or createMisereSolver by `rule`.
    [[nodiscard]] std::unique_ptr<Solver> solverFor(const Board& setup, PlayRule rule) const;

    // The editor's paint stroke: `setup` after painting `cells` (in stroke
    // order) with `kind` (Empty erases). By default each cell on the board
    // takes the kind; a game whose setup holds one piece of a kind moves it
    // there instead (pawn). True when anything changed.
    virtual bool paintCells(Board& setup, const std::vector<Cell>& cells, CellKind kind) const;

protected:
    explicit Game(GameInfo info);

    // Whether a board within the sides of sizeLimits() has no more positions
    // than the square of `side` (SizeLimits::largestSquareSide or
    // outcomesSquareSide, asked only when that side is set).
    [[nodiscard]] virtual bool positionsFitSquare(Coord rows, Coord cols, Coord side) const;
    // Why a setup may not hold `kind` on `cell`, a kind outside paletteKinds():
    // "cell (2, 3) of a chomp setup holds something other than chocolate or poison".
    [[nodiscard]] virtual std::string foreignKindProblem(Cell cell, CellKind kind) const;
    // Why a setup of a valid size and kinds still cannot be played (a part too
    // large for the solver), or nothing, as by default.
    [[nodiscard]] virtual std::optional<std::string> arrangementProblem(const Board& setup) const;

private:
    // Why the size of `setup` is outside sizeLimits(), or nothing.
    [[nodiscard]] std::optional<std::string> sizeProblem(const Board& setup) const;
    [[nodiscard]] bool takesSides(Coord rows, Coord cols) const;
    // setupProblem's checks after the size: the kinds, then arrangementProblem.
    [[nodiscard]] std::optional<std::string> contentProblem(const Board& setup) const;

    GameInfo m_info;
};

// The one instance of a game's rules (a Game is stateless), made on first use.
template <typename GameClass>
[[nodiscard]] const GameClass& rulesOf()
{
    static const GameClass rules;
    return rules;
}

} // namespace engine
