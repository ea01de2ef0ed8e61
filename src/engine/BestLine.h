#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"
#include "engine/SolveContext.h"
#include "engine/Solver.h"

#include <optional>
#include <vector>

namespace engine {

// The principal line from a position: best play for both sides, move by move.
//
// Each move is perfectMove() of its position's analysis: from a win the winning
// move of the least remoteness (the fastest win), from a loss the move of the
// greatest remoteness (the slowest loss); ties go to the first move in legal-move
// order. The line ends when the game does (a position without moves) or after
// `maxMoves` moves.
//
// What it promises: while the solver gives the remoteness of the moves (`exact`),
// the line is optimal for both sides and, from a position of remoteness R <=
// maxMoves, has exactly R moves and ends the game. Where the solver does not know
// a move's remoteness (pawn beyond its exact table, volcano's large positions),
// the line still keeps the verdict — the winner's moves are winning moves, so
// outcomes alternate win, loss, win, … as the solver says — but its length is not
// the remoteness and need not be the fastest or slowest (`exact` is false).
struct BestLineStep {
    Move move;
    Board position;    // after the move
    Analysis analysis; // of `position`, for the player to move there
};

struct BestLine {
    std::vector<BestLineStep> steps;
    bool complete = false; // the last position has no move: the line ends the game
    bool exact = true;     // every move was chosen by known remoteness (see above)
};

// The number of moves a best line shows at most.
inline constexpr int kBestLineMaxMoves = 40;

// The move of best play from a position with this analysis (see BestLine), from
// a loss where no move's remoteness is known the solver's stalling move when it
// names one; nothing when no move is listed.
// A sum's analysis (SumGame) is made so that this is perfectSumMove's move:
// from a loss, or a sum not known, whose moves' remoteness is not known its
// stalling move is that move (engine/sums/SumGame.h).
[[nodiscard]] std::optional<Move> perfectMove(const Analysis& analysis);

// The best line from `position` of a game whose solver is `solver` (the position
// reachable from its setup), of at most `maxMoves` moves. Reports progress after
// each move (the share of maxMoves); throws Stopped when stopped through `context`.
[[nodiscard]] BestLine bestLine(const Game& game, const Board& position, Solver& solver,
                                const SolveContext& context, int maxMoves = kBestLineMaxMoves);

} // namespace engine
