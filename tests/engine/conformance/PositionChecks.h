#pragma once

// The checks of the random games (test_random_games): at every position the
// rules and the solver must agree with themselves, and a setup's analysis with
// the game's brute force. Failures are QVERIFY/QCOMPARE failures: check
// QTest::currentTestFailed() after each call.

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"
#include "engine/Solver.h"

#include <random>
#include <string>
#include <vector>

namespace conformance {

// What the checks of one game's random games covered.
struct Counts {
    int games = 0;
    long long positions = 0;
    long long children = 0;
    long long illegal = 0;
    long long grundyChecks = 0;
    long long remotenessChecks = 0;
    long long partChecks = 0;
    long long verdictRemotenessChecks = 0; // verdicts whose remoteness matched the child's
};

// A move and a board as a failure message shows them: "(r,c)" or "(r,c)-(r,c)";
// the size and the marked cells with their CellKind numbers.
[[nodiscard]] std::string describeMove(const engine::Move& move);
[[nodiscard]] std::string describeBoard(const engine::Board& board);

// Checks one position: every listed move is legal and playable, sampled other
// moves are not and play() refuses them (engine::InvalidArgument), and the solver's analysis obeys normal play's recursions over
// the re-analysed children. Sets `moves` to the legal moves.
void checkPosition(const engine::Game& game, engine::Solver& solver, const engine::Board& position,
                   std::mt19937_64& random, Counts& counts, std::vector<engine::Move>& moves);

// The solver's analysis of `setup` against the game's brute force (BruteForces.h).
void compareSetupWithBruteForce(const engine::Game& game, engine::Solver& solver, const engine::Board& setup);

} // namespace conformance
