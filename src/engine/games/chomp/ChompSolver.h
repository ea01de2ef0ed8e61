#pragma once

#include "engine/Solver.h"
#include "engine/games/chomp/ChompCatalog.h"
#include "engine/games/chomp/ChompQuickAnswer.h"
#include "engine/games/chomp/ChompTable.h"

#include <memory>
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
//
// A board beyond the remoteness table (ChompTable::takesRemoteness: the
// window's 16 x 16 to 18 x 18) asked for more than the outcomes is answered
// from a ChompCatalog of its losses, without remoteness or Grundy values: from
// the installed ChompCatalogStore when it has one that covers the board, else
// built from the outcome bits (which are then freed) and left in the store.
// Every later position is a look-up in it.
//
// Under normal play a position that needs no search (ChompQuickAnswer: every
// bite ends the game or leaves a bite that does; every position of a board
// without poison) is answered at once, with no table or catalog, until prepare()
// has built the Grundy values; a setup whose every position is such one builds
// no table beyond them (its catalog and remoteness would add nothing).
//
// Under the misère rule (ChompGame::createMisereSolver) the same, from a misère
// table and catalog: every verdict and remoteness a misère one, no Grundy
// values, and up to kMaxGrundyStates staircases (12 x 12) the normal-play
// outcome beside it (Analysis::normalOutcome, from a normal table's bits) and,
// once prepare() has run, its Grundy value (Analysis::normalGrundy).
class ChompSolver final : public Solver {
public:
    // `setup` must be a valid chomp setup (ChompGame::setupProblem).
    explicit ChompSolver(const Board& setup, PlayRule rule = PlayRule::Normal);

    void prepare(const SolveContext& context) override;
    [[nodiscard]] Analysis analyse(const Board& position, const SolveContext& context) override;
    [[nodiscard]] bool defersGrundyValues() const override { return m_table.takesGrundy(); }
    // The tables' bytes: a stopped build resumes where it stopped (ChompTable).
    [[nodiscard]] std::optional<std::uint64_t> resumableBytes() const override;

private:
    // Whether analyses that are not outcomes only come from the catalog.
    [[nodiscard]] bool usesCatalog() const { return !ChompTable::takesRemoteness(m_table.rows(), m_table.cols()); }
    // Whether no position of the setup needs a table but for its Grundy values.
    [[nodiscard]] bool answersEveryPositionAtOnce() const
    {
        return m_table.rule() == PlayRule::Normal && m_quick.answersEveryPosition();
    }
    void ensureCatalog(const SolveContext& context);
    // The heights of `position` in the table's orientation; throws InvalidArgument
    // when it is no position of this setup.
    [[nodiscard]] Heights heightsOf(const Board& position) const;
    [[nodiscard]] Analysis analyseFromCatalog(const Heights& heights) const;

    std::mutex m_mutex; // serialises callers; guards the tables and m_catalog
    bool m_transposed;  // the table holds the setup mirrored in its diagonal
    ChompTable m_table;
    std::unique_ptr<ChompTable> m_normal; // misère up to 12 x 12: normal play's outcomes, for normalOutcome
    ChompQuickAnswer m_quick;
    std::shared_ptr<const ChompCatalog> m_catalog;
};

} // namespace engine
