#include "engine/misere/MisereSolver.h"

#include "engine/Game.h"

#include <algorithm>

namespace engine::misere {

std::string beyondSearchText(std::uint64_t budget)
{
    return "the misère verdict needs more than " + std::to_string(budget) + " positions of parts searched";
}

MisereSolver::MisereSolver(const Game& game, std::unique_ptr<PartSplitter> splitter, std::unique_ptr<Solver> normal,
                           SearchBudget budget)
    : m_game(game)
    , m_splitter(std::move(splitter))
    , m_normal(std::move(normal))
    , m_budget(budget)
    , m_search(m_catalog)
{
    m_genus.installShortcut();
}

void MisereSolver::prepareLocked(const SolveContext&)
{
    // Nothing: the normal solver's tables may cost far more than the misère
    // search's budget (a full 6 x 6 rectangles board: 20 minutes), so it runs
    // only for positions whose misère verdict is known (analyseLocked).
}

void MisereSolver::addNormalView(Analysis& analysis, const Board& position, const SolveContext& context)
{
    const Analysis normal = m_normal->analyse(position, context);
    analysis.normalOutcome = normal.outcome;
    analysis.normalGrundy = normal.grundy;
    analysis.parts = normal.parts;
    for (Part& part : analysis.parts) {
        const std::optional<PartId> id = m_splitter->partOfCells(position, part.cells, m_catalog);
        if (!id || m_genusBeyond.contains(*id))
            continue;
        part.genus = m_genus.genusOf(PartSet{*id}, m_budget.genus);
        if (!part.genus)
            m_genusBeyond.insert(*id); // not tried again with the same budget
    }
}

namespace {

// The share of the progress bar the verdicts take when the remoteness follows.
constexpr double kOutcomesShare = 0.92;

} // namespace

Analysis MisereSolver::analyseLocked(const Board& position, const SolveContext& context)
{
    Analysis analysis;
    analysis.rule = PlayRule::Misere;

    const std::vector<Move> moves = m_game.legalMoves(position);
    std::uint64_t budgetLeft = m_budget.outcomes;
    bool allKnown = true;
    bool anyLoss = false;
    // Progress: the larger of the moves' share searched and the budget's share
    // used, so that it nears 1 whether the moves or the budget run out first
    // (one move's search may use up the whole budget). The verdicts take the
    // first kOutcomesShare of the bar when the normal view and the remoteness
    // follow (their budgets are a tenth of the verdicts'), and the bar never
    // goes back from one phase to the next.
    const double outcomesShare = context.outcomesOnly ? 1.0 : kOutcomesShare;
    double shown = 0;
    const auto show = [&](double fraction) {
        shown = std::max(shown, fraction);
        context.report(shown);
    };
    double progress = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const PartSet child = m_splitter->partsOf(m_game.play(position, moves[i]), m_catalog);
        const std::size_t knownBefore = m_search.knownCount();
        SolveContext moveContext = context.partOf(i, moves.size());
        if (context.onProgress)
            moveContext.onProgress = [&, i, budgetBefore = budgetLeft](double fraction) {
                const double byMoves = (static_cast<double>(i) + fraction) / static_cast<double>(moves.size());
                const double byBudget = (static_cast<double>(m_budget.outcomes - budgetBefore)
                                         + fraction * static_cast<double>(budgetBefore))
                    / static_cast<double>(m_budget.outcomes);
                progress = std::max({progress, byMoves, std::min(byBudget, 1.0)});
                show(outcomesShare * progress);
            };
        const std::optional<MisereVerdict> verdict = m_search.verdictOf(child, false, budgetLeft, moveContext);
        const std::uint64_t used = m_search.knownCount() - knownBefore;
        budgetLeft -= std::min(budgetLeft, used);
        MoveVerdict entry{moves[i]};
        if (!verdict) {
            allKnown = false;
        } else {
            entry.resultOutcome = verdict->outcome;
            entry.resultRemoteness = verdict->remoteness;
            anyLoss = anyLoss || verdict->outcome == Outcome::Loss;
        }
        analysis.moves.push_back(entry);
    }
    if (!allKnown) {
        analysis.unknownReason = beyondSearchText(m_budget.outcomes);
        analysis.outcome = Outcome::Loss;
        for (MoveVerdict& entry : analysis.moves)
            entry = MoveVerdict{entry.move};
        return analysis;
    }
    analysis.outcome = moves.empty() || anyLoss ? Outcome::Win : Outcome::Loss;
    SolveContext rest{context.stopToken, {}, context.outcomesOnly};
    if (context.onProgress)
        rest.onProgress = [&](double fraction) { show(outcomesShare + (1.0 - outcomesShare) * fraction); };
    // Within the misère search's reach the normal solver's work is smaller
    // (it values parts alone, the search their multisets).
    if (m_normal)
        addNormalView(analysis, position, rest);
    if (context.outcomesOnly)
        return analysis;

    // The remoteness: a full search of the position, within its own budget;
    // then every move's is known too.
    const PartSet parts = m_splitter->partsOf(position, m_catalog);
    if (const std::optional<MisereVerdict> full = m_search.verdictOf(parts, true, m_budget.remoteness, rest)) {
        analysis.remoteness = full->remoteness;
        for (MoveVerdict& entry : analysis.moves) {
            const PartSet child = m_splitter->partsOf(m_game.play(position, entry.move), m_catalog);
            if (const std::optional<MisereVerdict> verdict = m_search.verdictOf(child, true, 0, rest))
                entry.resultRemoteness = verdict->remoteness;
        }
    }
    return analysis;
}

} // namespace engine::misere
