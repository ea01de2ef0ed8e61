#pragma once

#include "engine/SerialSolver.h"
#include "engine/games/nim/NimRemoteness.h"

#include <vector>

namespace engine {

// Solves every position of one nim setup.
//
// The Grundy value of a heap of k is k, so a position is worth the XOR of its
// heaps (the Sprague-Grundy theorem) and each non-empty heap is one of its
// Analysis::parts; a move on the (j+1)-th counter of a heap of k leaves
// value ^ k ^ j. Nothing to prepare: a position is a count of its rows.
//
// Remoteness, of the position and after each move, comes from NimRemoteness:
// exact for positions that reach at most NimRemoteness::kMaxPositions heap
// lists, else not known. A move's remoteness is that of the position it leaves,
// so it is given whenever that position is small enough; none at all when the
// caller shows none (SolveContext::outcomesOnly: the CLI's moves). From a loss
// of unknown remoteness the stalling move takes the last counter of the
// largest heap (with equal heaps the loser lasts longest taking one at a time).
//
// Under the misère rule (the last move loses) the verdicts follow Bouton's
// misère rule, a loss iff every heap is at most 1 and the XOR is 1, or some
// heap is 2 or more and the XOR is 0; the remoteness is NimRemoteness's under
// the same rule, and the parts (rows) carry their genus (Genus::ofNimHeap)
// beside the normal verdict and value (Analysis::normalOutcome, normalGrundy).
class NimSolver final : public SerialSolver {
public:
    // `setup` must be a valid nim setup (NimGame::setupProblem).
    explicit NimSolver(const Board& setup, PlayRule rule = PlayRule::Normal);

    // Bouton's misère rule on `heaps` (empty heaps allowed).
    [[nodiscard]] static Outcome misereOutcome(const std::vector<int>& heaps);

private:
    void prepareLocked(const SolveContext& context) override;
    // Throws InvalidArgument when `position` is not reachable from the setup:
    // each row must hold the setup row's first counters, left to right.
    [[nodiscard]] Analysis analyseLocked(const Board& position, const SolveContext& context) override;
    // The counters of each row of `position`, left to right, after checking it.
    [[nodiscard]] std::vector<std::vector<Cell>> countersOf(const Board& position) const;

    // Guarded by the mutex.
    Board m_setup;
    PlayRule m_rule;
    NimRemoteness m_remoteness;
};

} // namespace engine
