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
// which analyse() includes from then on. A board wider than tall is solved
// mirrored in its diagonal (the same game): the table walks the staircases in
// runs of its last column, and fewer, longer columns make fewer runs (the
// 10 x 42 bar has 4 times fewer as 42 x 10).
class ChompSolver final : public Solver {
public:
    // `setup` must be a valid chomp setup (ChompGame::setupProblem).
    explicit ChompSolver(const Board& setup);

    void prepare(const SolveContext& context) override;
    [[nodiscard]] Analysis analyse(const Board& position, const SolveContext& context) override;
    [[nodiscard]] bool defersGrundyValues() const override { return m_table.takesGrundy(); }

private:
    std::mutex m_mutex; // serialises callers; guards m_table
    bool m_transposed;  // the table holds the setup mirrored in its diagonal
    ChompTable m_table;
};

} // namespace engine
