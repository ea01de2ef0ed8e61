#include "engine/sums/MisereSumSearch.h"

#include "engine/Game.h"
#include "engine/misere/WholeBoardParts.h"

#include <algorithm>

namespace engine {

namespace {

// `parts` with `removed` taken out once each (a board's parts leave the
// multiset when the board moves) and `added` put in, not yet normalised.
misere::PartSet replaced(const misere::PartSet& parts, const misere::PartSet& removed, const misere::PartSet& added)
{
    misere::PartSet result = parts;
    for (const misere::PartId part : removed)
        result.erase(std::find(result.begin(), result.end(), part));
    result.insert(result.end(), added.begin(), added.end());
    return result;
}

// Why a sum with board `index` whose analysis lists only a window of its moves
// is not known under misère.
std::string windowText(const GameSum& sum, std::size_t index)
{
    return sum.boardName(index) + " has more moves than the misère search lists";
}

} // namespace

const misere::PartSplitter& MisereSumSearch::splitterFor(const Game& game, const Board& setup)
{
    for (const Splitter& kept : m_splitters)
        if (kept.game == &game && kept.setup == setup)
            return *kept.splitter;
    m_splitters.push_back({&game, setup, game.misereSplitter(setup)});
    return *m_splitters.back().splitter;
}

misere::PartSet MisereSumSearch::boardParts(const SumComponent& board, const Board& position)
{
    return splitterFor(board.game(), board.setup).partsOf(position, m_catalog);
}

misere::PartSet MisereSumSearch::partsOf(const GameSum& sum)
{
    misere::PartSet parts;
    for (const SumComponent& board : sum.boards()) {
        const misere::PartSet own = boardParts(board, board.position);
        parts.insert(parts.end(), own.begin(), own.end());
    }
    return m_catalog.normalised(std::move(parts));
}

void MisereSumSearch::analyse(const GameSum& sum, SumAnalysis& result, const SolveContext& context,
                              const misere::SearchBudget& budget)
{
    try {
        search(sum, result, context, budget);
    } catch (const misere::MovesUnlisted& error) {
        for (SumMoveVerdict& move : result.moves)
            move = SumMoveVerdict{move.move, std::nullopt, std::nullopt, std::nullopt};
        result.outcome.reset();
        result.remoteness.reset();
        result.unknownReason = error.what();
    }
}

void MisereSumSearch::search(const GameSum& sum, SumAnalysis& result, const SolveContext& context,
                             const misere::SearchBudget& budget)
{
    result.moves.clear();
    for (std::size_t i = 0; i < result.boards.size(); ++i)
        if (!result.boards[i].analysis.listsEveryMove()) {
            result.unknownReason = windowText(sum, i);
            return;
        }

    // Each move's part set: the sum's parts with the moved board's replaced.
    const misere::PartSet root = partsOf(sum);
    std::vector<misere::PartSet> children;
    for (std::size_t i = 0; i < sum.size(); ++i) {
        const SumComponent& board = sum.board(i);
        const misere::PartSet before = m_catalog.normalised(boardParts(board, board.position));
        for (const Move& move : board.game().legalMoves(board.position)) {
            const misere::PartSet after = boardParts(board, board.game().play(board.position, move));
            children.push_back(m_catalog.normalised(replaced(root, before, after)));
            result.moves.push_back({{i, move}, std::nullopt, std::nullopt, std::nullopt});
        }
    }

    // The outcomes are the first half of the progress, the remoteness the second.
    const SolveContext outcomes = context.partOf(0, 2);
    std::uint64_t budgetLeft = budget.outcomes;
    bool anyLoss = false;
    for (std::size_t k = 0; k < children.size(); ++k) {
        const std::size_t knownBefore = m_search.knownCount();
        const std::optional<misere::MisereVerdict> verdict
            = m_search.verdictOf(children[k], false, budgetLeft, outcomes.partOf(k, children.size()));
        budgetLeft -= std::min<std::uint64_t>(budgetLeft, m_search.knownCount() - knownBefore);
        if (!verdict) {
            for (SumMoveVerdict& move : result.moves)
                move.resultOutcome.reset();
            result.unknownReason = misere::beyondSearchText(budget.outcomes);
            return;
        }
        result.moves[k].resultOutcome = verdict->outcome;
        anyLoss = anyLoss || verdict->outcome == Outcome::Loss;
    }
    // No move at all: the previous player moved last and lost.
    result.outcome = children.empty() || anyLoss ? Outcome::Win : Outcome::Loss;
    if (context.outcomesOnly)
        return;

    if (const auto full = m_search.verdictOf(root, true, budget.remoteness, context.partOf(1, 2))) {
        result.remoteness = full->remoteness;
        // The root's full search valued every child: no budget needed.
        for (std::size_t k = 0; k < children.size(); ++k)
            if (const auto verdict = m_search.verdictOf(children[k], true, 0, context))
                result.moves[k].resultRemoteness = verdict->remoteness;
    }
}

} // namespace engine
