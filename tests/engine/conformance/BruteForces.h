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
};

// Whether `gameId` has a brute force in the table (every game must: add one
// to BruteForces.cpp when adding a game).
[[nodiscard]] bool hasBruteForce(std::string_view gameId);

// The brute force's verdict on `position` of the game `gameId`, or nothing for a
// game without one. The position must be small enough for a plain search.
[[nodiscard]] std::optional<BruteForceVerdict> bruteForceVerdict(std::string_view gameId,
                                                                 const engine::Board& position);

} // namespace conformance
