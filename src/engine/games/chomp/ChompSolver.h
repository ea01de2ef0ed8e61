#pragma once

#include "engine/Solver.h"
#include "engine/games/chomp/ChompTable.h"

#include <mutex>

namespace engine {

// Solves every position of one chomp setup from a single ChompTable, built on
// the first call and kept for the setup's lifetime. analyse() builds only the
// outcomes and remoteness, or with SolveContext::outcomesOnly only the outcome
// bits (boards up to ChompTable::takesOutcomes, the remoteness's limits do not
// apply); prepare() adds the remoteness and the Grundy values (up to 12 x 12),
// which analyse() includes from then on.
class ChompSolver final : public Solver {
public:
    // `setup` must be a valid chomp setup (ChompGame::setupProblem).
    explicit ChompSolver(const Board& setup);

    void prepare(const SolveContext& context) override;
    [[nodiscard]] Analysis analyse(const Board& position, const SolveContext& context) override;
    [[nodiscard]] bool defersGrundyValues() const override { return m_table.takesGrundy(); }

private:
    std::mutex m_mutex; // serialises callers; guards m_table
    ChompTable m_table;
};

} // namespace engine
