#pragma once

#include "engine/Analysis.h"
#include "engine/Game.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumAnalysis.h"
#include "engine/sums/SumLayout.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace engine {

// A sum of boards (GameSum) played as one engine::Game on one combined Board
// (SumLayout: the boards side by side), so everything made for one game and
// one board (a document, undo, the analysis, the best line, files) takes a sum
// as it is. A single board stays its own game: a sum of one is a SumGame only
// when asked for one.
//
// Its id is "sum", its name "Sum"; its size limits are the combined board's
// one size; its palette is every kind of its boards' palettes (which kinds a
// cell may hold is its board's game's to say: setupProblem). Its exampleBoard
// has each board's game's example where the layout takes it (its size, its
// marked cells within the shown window), else that board empty (then it is no
// valid setup where an empty board is none: a pawn needs its pawn). It is not one of
// gameModules() (it has no text, puzzles or benchmark of its own): a window
// gets it from sumGameOf. Stateless, like every Game.
class SumGame final : public Game {
public:
    // Use sumGameOf, which keeps one instance per layout for the program's life.
    explicit SumGame(SumLayout layout);

    [[nodiscard]] const SumLayout& layout() const { return m_layout; }

    // The combined board's size, then any marked cell between or below the
    // boards ("cell (0, 4) of a sum lies between its boards and must be
    // empty"), then each board's own setupProblem after its name ("board 1
    // (pawn): the setup has no pawn"). A board larger than
    // SumLayout::kMaxShownSide (pawn) takes part by its top-left window, so a
    // pawn in a sum stands within X and Y below 2048 (SumLayout::sumBoardsProblem
    // says so when a sum is made of boards beyond it).
    [[nodiscard]] std::optional<std::string> setupProblem(const Board& setup) const override;
    // Every board's legal moves on the combined board, board by board (left to
    // right), each board's in its game's order: the order of the CLI's
    // `moves sum` by board.
    [[nodiscard]] std::vector<Move> legalMoves(const Board& position) const override;
    [[nodiscard]] bool isLegal(const Board& position, const Move& move) const override;
    // The board's own play on its part of the combined board; InvalidArgument
    // for a move on no board or one its game refuses.
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    // A solver for the sum's setup: each board's own solver, the sum by
    // analyseSum (SumSolver.h), the result on the combined board (combinedAnalysis).
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;
    // The same under misère: each board's own misère solver (Game::solverFor)
    // and the sum's verdicts by one part search over all boards' parts
    // (MisereSumSearch), kept for the setup's life.
    [[nodiscard]] std::unique_ptr<Solver> createMisereSolver(const Board& setup) const override;

    // The sum of a combined setup and a position reached from it.
    [[nodiscard]] GameSum sumOf(const Board& setup, const Board& position) const;
    // The combined board of a sum of this layout's games and sizes.
    [[nodiscard]] Board combinedOf(const GameSum& sum) const;

    // analyseSum's answer on `sum` (of this layout) as an Analysis on the
    // combined board: outcome, Grundy value (the XOR; under misère none, and
    // normalGrundy/normalOutcome the XOR's) and remoteness when known, every move's verdict as a move of the sum, every board's parts,
    // `boards` and, when a board's value leaves the sum not known,
    // `unknownReason` (Analysis.h says what the other fields hold then).
    // engine::perfectMove of it is perfectSumMove's move: from a loss or an
    // unknown sum whose moves' remoteness is not known, it is the stalling
    // move; from a loss the moves' remoteness is given for all or none.
    [[nodiscard]] Analysis combinedAnalysis(const GameSum& sum, const SumAnalysis& analysis) const;

    // The paint stroke by each board's own game (its paintCells: a pawn moves
    // its one pawn) on the cells of that board; cells between or below the
    // boards, and the cells of a board whose game's palette lacks `kind`
    // (Empty, the eraser, every board takes), are left as they are, so a
    // stroke never makes a setup that setupProblem refuses for its kinds.
    bool paintCells(Board& setup, const std::vector<Cell>& cells, CellKind kind) const override;
    // Why paintCells leaves `cell` as it is for `kind`: setupProblem's words for
    // the setup it would make ("cell (0, 4) of a sum lies between its boards and
    // must be empty", "board 1 (nim): cell (0, 2) of a nim setup holds something
    // other than a counter or an empty cell"), or nothing when it paints it
    // (Empty: always, a cell off the boards is empty as it must be).
    [[nodiscard]] std::optional<std::string> paintProblem(const Board& setup, Cell cell, CellKind kind) const;

private:
    SumLayout m_layout;
};

// The one SumGame of a layout, made on first use and kept for the program's
// life (a registry under a mutex; layouts are small), so a `const Game&` of a
// sum stays valid as long as any other game's. Thread-safe.
[[nodiscard]] const SumGame& sumGameOf(const SumLayout& layout);

// The sum behind a game, or null for the game of one board.
[[nodiscard]] const SumGame* asSumGame(const Game& game);

} // namespace engine
