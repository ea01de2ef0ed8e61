#pragma once

#include "engine/SolveContext.h"
#include "engine/Solver.h"
#include "engine/misere/MisereSolver.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/MisereSumSearch.h"
#include "engine/sums/SumBoardCache.h"
#include "engine/sums/SumAnalysis.h"
#include "engine/sums/SumRemotenessSearch.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace engine {

struct SumOptions {
    // The work the remoteness search of the whole sum may do (SumRemotenessSearch).
    std::int64_t remotenessBudget = SumRemotenessSearch::kDefaultBudget;
    // The boards' analyses kept from earlier positions (may be null: none kept).
    SumBoardCache* cache = nullptr;
    // How many threads analyse the boards at once (0: sumBoardThreads()).
    unsigned threads = 0;
    // The rule the sum is played by; `solvers` must follow it (Game::solverFor).
    PlayRule rule = PlayRule::Normal;
    // Under misère, the part search kept across positions (may be null: one
    // for this call alone), and how much it may search for one position.
    MisereSumSearch* misere = nullptr;
    misere::SearchBudget misereBudget;
};

// Analyses a position of a sum with each board's own solver: `solvers[i]`
// belongs to the setup of board i (one per setup, kept across the positions of
// a game, as Game::createSolver or a DeferredSolver gives it). Each board is
// analysed as if alone (a solver that defers Grundy values is prepared first),
// then the sum's value, outcome and verdicts follow by XOR (SumAnalysis says
// when they are not known); the sum's remoteness, and each move's, come from a
// SumRemotenessSearch within `options.remotenessBudget` unless the context asks
// for outcomes only. The boards are analysed at once on `options.threads`
// threads, and a board that `options.cache` keeps for its position is not
// analysed again (analyseBoards); the progress is theirs combined
// (SumProgress). Throws Stopped when stopped through `context` (every board's
// work stopped), and InvalidArgument when the solvers do not match the boards.
// Under misère (`options.rule`; every solver a misère one) the boards are
// analysed the same way, each by its own misère verdict, and the sum's
// verdicts come from MisereSumSearch over the multiset of all boards' parts
// (a sum of one board with moves is that board's game: its own analysis),
// with the normal value's XOR beside them (SumAnalysis::normalValue).
[[nodiscard]] SumAnalysis analyseSum(const GameSum& sum, std::span<Solver* const> solvers,
                                     const SolveContext& context, const SumOptions& options = {});

// Why a sum that is not known is not: "the Grundy value of board 2 (pawn) is
// not known" (every board of `unknownBoards` named), or a misère sum's
// unknownReason; empty for a known sum.
[[nodiscard]] std::string unknownSumText(const GameSum& sum, const SumAnalysis& analysis);

// The move perfect play makes from a sum, what the computer plays at its
// perfect strength:
// - a sum of one board with moves (the others have none) is that board's game:
//   engine::perfectMove of its analysis (fastest win, slowest loss, the
//   solver's stalling move);
// - from a win: the winning move of least sum remoteness, a move of unknown
//   remoteness counting as farthest; ties to the first in the order of `moves`;
// - from a loss: the move of greatest known sum remoteness (the slowest loss);
// - from a loss where no move's sum remoteness is known, and from a sum that is
//   not known (its outcome unknown: no move is claimed to win): on the board of
//   greatest own remoteness (boards of unknown remoteness after those of known,
//   then the board with more legal moves; ties to the first board), the move
//   that leaves that board the greatest own remoteness, else the solver's
//   stalling move, else its first move. The longest board lasts longest.
// Nothing when no board has a move. The same under misère: the verdicts and
// remoteness are misère ones (the search's fold, wins even), so the fastest
// win and the slowest loss are those of the misère game.
[[nodiscard]] std::optional<SumMove> perfectSumMove(const SumAnalysis& analysis);

// One solver per board of a sum, made from each board's setup by its game
// (Game::solverFor its rule) when first needed and kept while the board's game and
// setup stay, so analysing the positions of a game of the sum reuses their
// tables, and keeps the boards' analyses (a SumBoardCache of its own, unless
// the options name one), so a move on one board analyses only that board. A
// front end that keeps its own solvers (DeferredSolver) calls analyseSum directly.
class SumSolver {
public:
    // Under `rule` (Game::solverFor makes each board's solver; under misère the
    // sum's part search is kept while the boards' games and setups stay).
    explicit SumSolver(PlayRule rule = PlayRule::Normal);
    SumSolver(const SumSolver&) = delete;
    SumSolver& operator=(const SumSolver&) = delete;

    [[nodiscard]] SumAnalysis analyse(const GameSum& sum, const SolveContext& context,
                                      const SumOptions& options = {});
    // The solvers of the last sum analysed, in its order (valid until the next analyse).
    [[nodiscard]] std::vector<Solver*> solvers() const;

private:
    struct Entry {
        const Game* game = nullptr;
        Board setup;
        std::unique_ptr<Solver> solver;
    };
    PlayRule m_rule;
    std::vector<Entry> m_entries;
    SumBoardCache m_cache;
    std::unique_ptr<MisereSumSearch> m_misere;
};

} // namespace engine
