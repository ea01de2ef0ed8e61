#pragma once

#include "engine/Solver.h"
#include "engine/games/volcano/VolcanoRemoteness.h"
#include "engine/games/volcano/VolcanoTable.h"

#include <mutex>

namespace engine {

// Solves every position of one volcano setup.
//
// Grundy values, outcomes and move verdicts are exact for every position: a
// position is the sum of its lava-free rectangles, and the VolcanoTable (built
// once, on the first call, and kept for the setup's lifetime) holds the value of
// every sub-rectangle of the setup. Analysis::parts lists the rectangles.
//
// Remoteness is exact where it is given and empty otherwise: it comes from an
// explicit search over whole positions (VolcanoRemoteness), which is attempted
// only for positions with at most VolcanoRemoteness::kMaxMonsters monsters and
// gives up when its work budget runs out, so large open boards get no
// remoteness. A move's resultRemoteness is likewise present only when found.
class VolcanoSolver final : public Solver {
public:
    // `setup` must be a valid volcano setup (VolcanoGame::setupProblem); its
    // Monster cells are the monsters.
    explicit VolcanoSolver(const Board& setup);

    bool prepare(const SolveContext& context) override;
    // Throws InvalidArgument for a position that does not belong to the
    // setup (another size, cells that differ from the setup outside the lava, a
    // volcano where the setup had no monster) or whose lava-free cells do not
    // form rectangles bounded by lava.
    [[nodiscard]] std::optional<Analysis> analyse(const Board& position, const SolveContext& context) override;

private:
    void checkBelongsToSetup(const Board& position) const;

    std::mutex m_mutex; // serialises callers; guards everything below
    Board m_setup;
    VolcanoTable m_table;
    VolcanoRemoteness m_remoteness;
};

} // namespace engine
