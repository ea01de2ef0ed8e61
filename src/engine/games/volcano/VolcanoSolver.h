#pragma once

#include "engine/SerialSolver.h"
#include "engine/QuadrantRemoteness.h"
#include "engine/games/volcano/VolcanoTable.h"

#include <cstdint>

namespace engine {

// Solves every position of one volcano setup.
//
// Grundy values, outcomes and move verdicts are exact for every position: a
// position is the sum of its lava-free rectangles, and the VolcanoTable (built
// once, on the first call, and kept for the setup's lifetime) holds the value of
// every sub-rectangle of the setup. Analysis::parts lists the rectangles.
//
// Remoteness is exact where it is given and empty otherwise: it comes from an
// explicit search over whole positions (QuadrantRemoteness on the table), which
// is attempted only for positions with at most kMaxMonsters monsters and gives
// up when its work budget runs out, so large open boards get no remoteness. A
// move's resultRemoteness is likewise present only when found.
class VolcanoSolver final : public SerialSolver {
public:
    // A position is searched for its remoteness only when it holds at most this
    // many monsters, which also bounds the search depth (every move removes a monster).
    static constexpr int kMaxMonsters = 160;
    // Child positions one analysis may visit in that search.
    static constexpr std::int64_t kWorkBudget = 100'000;

    // `setup` must be a valid volcano setup (VolcanoGame::setupProblem); its
    // Monster cells are the monsters.
    explicit VolcanoSolver(const Board& setup);

private:
    void prepareLocked(const SolveContext& context) override;
    // Throws InvalidArgument for a position that does not belong to the
    // setup (another size, cells that differ from the setup outside the lava, a
    // volcano where the setup had no monster) or whose lava-free cells do not
    // form rectangles bounded by lava.
    [[nodiscard]] Analysis analyseLocked(const Board& position, const SolveContext& context) override;
    void checkBelongsToSetup(const Board& position) const;

    // All guarded by the mutex.
    Board m_setup;
    VolcanoTable m_table;
    QuadrantRemoteness m_remoteness;
};

} // namespace engine
