#pragma once

#include "engine/SolveContext.h"
#include "engine/misere/GenusTable.h"
#include "engine/misere/MisereSearch.h"
#include "engine/misere/MisereSolver.h"
#include "engine/misere/PartCatalog.h"
#include "engine/misere/PartSplitter.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumAnalysis.h"

#include <memory>
#include <vector>

namespace engine {

class Game;

// The misère verdicts (the last move loses) of the positions of a sum of
// boards: ONE memoised part search (misere::MisereSearch) over the multiset of
// every board's parts, each board's parts given by its game's
// Game::misereSplitter for its setup (the whole board as one part by default;
// a game that splits gives its parts, so equal parts of different boards are
// one part of the search). No XOR: the Sprague-Grundy value does not decide a
// misère sum. Where every part of a set is tame (its genus a nim heap's,
// misere::GenusTable) the set is decided by misère nim on the parts' normal
// values without searching it, as for one board (MisereSolver). Kept across
// the positions of sums of the same setups, its memo serves every later
// position; not thread-safe (one caller at a time).
class MisereSumSearch {
public:
    MisereSumSearch() { m_genus.installShortcut(); }
    MisereSumSearch(const MisereSumSearch&) = delete;
    MisereSumSearch& operator=(const MisereSumSearch&) = delete;

    // Fills the misère verdicts of `result` for `sum`: `moves` (every legal move
    // of every board, board by board in its game's order, with the outcome
    // for the opponent after it), `outcome`, and unless the context asks for
    // outcomes only the remoteness of the sum and of every move. When the
    // outcomes would take more than `budget.outcomes` sets of parts searched
    // (or the remoteness more than `budget.remoteness`) they are left empty:
    // the outcome's lack sets result.unknownReason (never a guess). A board
    // whose analysis lists only a window of its moves (Analysis::moveAreas), or
    // a position on the way whose moves its game does not all list
    // (misere::MovesUnlisted), is beyond the search too. Throws Stopped
    // through `context`.
    void analyse(const GameSum& sum, SumAnalysis& result, const SolveContext& context,
                 const misere::SearchBudget& budget);

    // The parts of every board of `sum`, as one normalised set of this search's catalog.
    [[nodiscard]] misere::PartSet partsOf(const GameSum& sum);

private:
    // The splitter of `game`'s boards of `setup`, made on first use and kept
    // (the catalog's parts refer to its families).
    [[nodiscard]] const misere::PartSplitter& splitterFor(const Game& game, const Board& setup);
    [[nodiscard]] misere::PartSet boardParts(const SumComponent& board, const Board& position);
    // analyse() without its catch.
    void search(const GameSum& sum, SumAnalysis& result, const SolveContext& context,
                const misere::SearchBudget& budget);

    struct Splitter {
        const Game* game = nullptr;
        Board setup;
        std::unique_ptr<misere::PartSplitter> splitter;
    };
    // Declared before the catalog and search: destroyed after them.
    std::vector<Splitter> m_splitters;
    misere::PartCatalog m_catalog;
    misere::MisereSearch m_search{m_catalog};
    misere::GenusTable m_genus{m_search}; // the tame shortcut of m_search
};

} // namespace engine
