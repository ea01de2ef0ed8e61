#pragma once

#include "engine/Analysis.h"
#include "engine/Nimbers.h"
#include "engine/PlayRule.h"
#include "engine/sums/SumMove.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace engine {

// One board of a sum as its own solver sees it.
struct SumBoardAnalysis {
    // The board's analysis as if it were alone (its own marks, parts, remoteness).
    Analysis analysis;
    // Its Grundy value: the solver's, 0 for a board without moves; nothing when
    // the solver gives none (a pawn beyond its exact table, chomp above 12 x 12).
    // Under misère its normal-play value (Analysis::normalGrundy) for the
    // teaching view, which decides nothing there.
    std::optional<Nimber> value;
};

// The verdict on one move of a sum: what the whole sum after it is worth to the
// opponent. Every field is "not known" (empty) rather than guessed.
struct SumMoveVerdict {
    SumMove move;
    std::optional<Nimber> resultValue;    // the XOR of the boards' values after the move
    std::optional<Outcome> resultOutcome; // for the opponent, who moves next
    std::optional<int> resultRemoteness;  // of the sum after the move, where the search reached it

    [[nodiscard]] bool known() const { return resultOutcome.has_value(); }
    // The move leaves the whole sum at *0 (a loss for the opponent).
    [[nodiscard]] bool wins() const { return resultOutcome == Outcome::Loss; }
};

// What analyseSum says about a position of a sum (SumSolver.h).
//
// Under the misère rule (`rule`, the last move loses) no value decides: the
// outcome, the moves' outcomes and the remoteness come from one part search
// over the whole sum (MisereSumSearch), `value` and the moves' resultValue
// stay empty, the boards' analyses are their own misère ones, and when the
// search is out of reach `unknownReason` says so. What follows is normal play.
//
// A sum is known when every board's value that matters is known: its value is
// the XOR of the boards' values, a move on board i wins exactly when its
// board's value after it XOR the other boards' values is 0. A sum in which only
// one board has moves left is that board's game, so it is known whenever that
// board's outcome is, value or not. Otherwise a board without a value leaves
// the sum's outcome and every verdict not known, and `unknownBoards` names it.
struct SumAnalysis {
    std::vector<SumBoardAnalysis> boards; // one per board, in the sum's order
    std::optional<Nimber> value;          // the XOR of the boards' values
    std::optional<Outcome> outcome;       // for the player to move
    // Moves to the end under perfect play of the whole sum: exact where a search
    // over the sum's positions fits its work budget (SumRemotenessSearch), else
    // nothing; never derived from the boards' own remoteness (it is no function of them).
    std::optional<int> remoteness;
    // Every move each board's analysis lists, board by board, each board's in
    // the order of its analysis. A board whose analysis lists only a window of
    // its moves (`Analysis::moveAreas`, a pawn far from the origin) has no
    // value, so its unlisted moves matter only when it is the one board with
    // moves, and then they lose, as its own analysis says.
    std::vector<SumMoveVerdict> moves;
    // The boards whose unknown value leaves the sum not known, in order.
    std::vector<std::size_t> unknownBoards;

    // The rule of the verdicts above.
    PlayRule rule = PlayRule::Normal;
    // Under misère, why the sum is not known (the search out of reach), or nothing.
    std::optional<std::string> unknownReason;
    // Under misère, what normal play says of the same sum when every board's
    // normal value is known: their XOR and its outcome (the teaching view).
    std::optional<Nimber> normalValue;
    std::optional<Outcome> normalOutcome;

    [[nodiscard]] bool known() const { return outcome.has_value(); }

    // The moves that win, in the order of `moves`.
    [[nodiscard]] std::vector<SumMove> winningMoves() const;
    // The verdict on `move`, or null when `moves` does not list it.
    [[nodiscard]] const SumMoveVerdict* verdictFor(const SumMove& move) const;
};

} // namespace engine
