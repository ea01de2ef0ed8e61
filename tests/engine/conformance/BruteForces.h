#pragma once

// The conformance suite's table game id -> brute force: every game's plain
// search of tests/engine/<game>/, reached through an engine::Board alone.

#include "engine/Board.h"
#include "engine/Move.h"
#include "engine/Nimbers.h"

#include <optional>
#include <set>
#include <string_view>

namespace conformance {

// What a brute-force search says about a position.
struct BruteForceVerdict {
    bool win = false;
    int remoteness = 0;
    engine::Nimber grundy = 0;
    std::set<engine::Move> winningMoves;
    // The same game under the misère rule (the last move loses), from the same
    // search (BruteForceResult): a position without moves is a win, remoteness 0.
    bool misereWin = true;
    int misereRemoteness = 0;
    // The moves that leave the opponent a misère loss, when asked for
    // (bruteForceVerdict's `withMisereMoves`): each child's own brute force.
    std::set<engine::Move> misereWinningMoves;
};

// Whether `gameId` has a brute force in the table (every game must: add one
// to BruteForces.cpp when adding a game).
[[nodiscard]] bool hasBruteForce(std::string_view gameId);

// The brute force's verdict on `position` of the game `gameId`, or nothing for a
// game without one. The position must be small enough for a plain search.
// With `withMisereMoves` also misereWinningMoves: every legal move (the game's
// rules, engine::findGame) whose child the brute force finds a misère loss.
[[nodiscard]] std::optional<BruteForceVerdict> bruteForceVerdict(std::string_view gameId,
                                                                 const engine::Board& position,
                                                                 bool withMisereMoves = false);

} // namespace conformance
