#pragma once

#include "engine/SerialSolver.h"
#include "engine/misere/GenusTable.h"
#include "engine/misere/MisereSearch.h"
#include "engine/misere/PartSplitter.h"

#include <cstdint>
#include <memory>
#include <unordered_set>

namespace engine {
class Game;
}

namespace engine::misere {

// How much a misère search may do for one analysis before its verdict is "not
// known": sets of parts expanded for the outcomes (the position's and every
// move's), and for the remoteness.
struct SearchBudget {
    std::uint64_t outcomes = 2'000'000;
    std::uint64_t remoteness = 200'000;
    // Sets valued for the genus of one of the parts shown (Part::genus).
    std::uint64_t genus = 50'000;
};

// The misère solver of a setup through the part search: a position's parts
// (from the splitter), its verdict and every legal move's from MisereSearch,
// the remoteness where the budget allows. When some move's verdict is out of
// reach the analysis is not known (Analysis::unknownReason), never guessed.
// With the game's normal-play solver it adds, where the misère verdict is
// known, the normal verdict and the parts (Analysis::normalOutcome, parts) for
// the teaching view, each part with its genus where the splitter names it and
// the genus is within budget; the normal solver is never prepared ahead (its
// tables can cost far more than the misère search may). The
// outcome searches skip sets of tame parts (GenusTable::tameOutcome).
class MisereSolver final : public SerialSolver {
public:
    MisereSolver(const Game& game, std::unique_ptr<PartSplitter> splitter, std::unique_ptr<Solver> normal = {},
                 SearchBudget budget = {});

    // The search (its shortcut is the genus table's), for tests and benchmarks.
    [[nodiscard]] MisereSearch& search() { return m_search; }
    [[nodiscard]] GenusTable& genus() { return m_genus; }

protected:
    void prepareLocked(const SolveContext& context) override;
    [[nodiscard]] Analysis analyseLocked(const Board& position, const SolveContext& context) override;

private:
    // The normal solver's verdict and parts, with their genus, into `analysis`.
    void addNormalView(Analysis& analysis, const Board& position, const SolveContext& context);

    const Game& m_game;
    std::unique_ptr<PartSplitter> m_splitter;
    std::unique_ptr<Solver> m_normal;
    SearchBudget m_budget;
    PartCatalog m_catalog;
    MisereSearch m_search;
    GenusTable m_genus{m_search};
    std::unordered_set<PartId> m_genusBeyond; // parts whose genus is beyond m_budget.genus
};

// "the misère verdict needs more than 2000000 sets of parts searched": why a
// misère analysis is not known.
[[nodiscard]] std::string beyondSearchText(std::uint64_t budget);

} // namespace engine::misere
