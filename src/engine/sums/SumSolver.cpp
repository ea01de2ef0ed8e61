#include "engine/sums/SumSolver.h"

#include "engine/BestLine.h"
#include "engine/Error.h"
#include "engine/Game.h"
#include "engine/sums/SumBoardRuns.h"

#include <algorithm>
#include <limits>

namespace engine {

namespace {

// The one board with moves left, if exactly one has any.
std::optional<std::size_t> onlyBoardWithMoves(const std::vector<SumBoardAnalysis>& boards)
{
    std::optional<std::size_t> only;
    for (std::size_t i = 0; i < boards.size(); ++i)
        if (boards[i].analysis.legalMoveCount() > 0) {
            if (only)
                return std::nullopt;
            only = i;
        }
    return only;
}

// A sum whose other boards have no moves is board `only`'s game: its own analysis.
void takeSingleBoard(SumAnalysis& sum, std::size_t only)
{
    const Analysis& own = sum.boards[only].analysis;
    sum.value = sum.boards[only].value;
    sum.outcome = own.outcome;
    sum.remoteness = own.remoteness;
    for (const MoveVerdict& verdict : own.moves)
        sum.moves.push_back({{only, verdict.move}, verdict.resultGrundy, verdict.resultOutcome,
                             verdict.resultRemoteness});
}

// Every listed move of every board, with the sum's verdict when the values give it.
void addVerdictsByXor(SumAnalysis& sum)
{
    for (std::size_t i = 0; i < sum.boards.size(); ++i) {
        const std::optional<Nimber> others = sum.value ? std::optional<Nimber>(*sum.value ^ *sum.boards[i].value)
                                                       : std::nullopt;
        for (const MoveVerdict& verdict : sum.boards[i].analysis.moves) {
            SumMoveVerdict move{{i, verdict.move}, std::nullopt, std::nullopt, std::nullopt};
            if (others && verdict.resultGrundy) {
                move.resultValue = *others ^ *verdict.resultGrundy;
                move.resultOutcome = outcomeOfGrundy(*move.resultValue);
            }
            sum.moves.push_back(move);
        }
    }
}

void addRemoteness(SumAnalysis& sum, const GameSum& position, std::span<Solver* const> solvers,
                   const SolveContext& context, std::int64_t budget)
{
    SumRemotenessSearch search(position, solvers, context, budget);
    sum.remoteness = search.ofPosition();
    for (SumMoveVerdict& verdict : sum.moves)
        if (verdict.known())
            verdict.resultRemoteness = search.afterMove(verdict.move);
}

int remotenessOrFar(const SumMoveVerdict& verdict)
{
    return verdict.resultRemoteness.value_or(std::numeric_limits<int>::max());
}

// The board a lost or unknown sum plays on when no sum remoteness is known:
// the greatest own remoteness, then the most legal moves.
std::optional<std::size_t> longestBoard(const std::vector<SumBoardAnalysis>& boards)
{
    std::optional<std::size_t> best;
    auto key = [&boards](std::size_t i) {
        const Analysis& own = boards[i].analysis;
        return std::pair(own.remoteness.value_or(-1), own.legalMoveCount());
    };
    for (std::size_t i = 0; i < boards.size(); ++i)
        if (boards[i].analysis.legalMoveCount() > 0 && (!best || key(i) > key(*best)))
            best = i;
    return best;
}

// On `own`, the move leaving the greatest own remoteness, else the stalling move, else the first.
Move longestOwnMove(const Analysis& own)
{
    const MoveVerdict* best = nullptr;
    for (const MoveVerdict& verdict : own.moves)
        if (verdict.resultRemoteness && (best == nullptr || *verdict.resultRemoteness > *best->resultRemoteness))
            best = &verdict;
    if (best != nullptr)
        return best->move;
    if (own.stallingMove)
        return *own.stallingMove;
    return own.legalMoveAt(0);
}

// Under misère, the normal-play XOR of the boards' values beside the verdict
// (the teaching view), when every value is known.
void addNormalValue(SumAnalysis& sum)
{
    Nimber total = 0;
    for (const SumBoardAnalysis& board : sum.boards) {
        if (!board.value)
            return;
        total ^= *board.value;
    }
    sum.normalValue = total;
    sum.normalOutcome = outcomeOfGrundy(total);
}

// The misère verdicts of a sum: a sum of one board with moves whose own
// analysis is known is that board's game; any other is searched whole.
void addMisereVerdicts(SumAnalysis& sum, const GameSum& position, const SolveContext& context,
                       const SumOptions& options)
{
    addNormalValue(sum);
    if (const std::optional<std::size_t> only = onlyBoardWithMoves(sum.boards)) {
        const Analysis& own = sum.boards[*only].analysis;
        if (own.known()) {
            sum.outcome = own.outcome;
            sum.remoteness = own.remoteness;
            for (const MoveVerdict& verdict : own.moves)
                sum.moves.push_back({{*only, verdict.move}, std::nullopt, verdict.resultOutcome,
                                     verdict.resultRemoteness});
            return;
        }
    }
    MisereSumSearch ownSearch;
    MisereSumSearch& search = options.misere != nullptr ? *options.misere : ownSearch;
    search.analyse(position, sum, context, options.misereBudget);
}

} // namespace

std::vector<SumMove> SumAnalysis::winningMoves() const
{
    std::vector<SumMove> result;
    std::for_each(moves.begin(), moves.end(), [&result](const SumMoveVerdict& verdict) {
        if (verdict.wins())
            result.push_back(verdict.move);
    });
    return result;
}

const SumMoveVerdict* SumAnalysis::verdictFor(const SumMove& move) const
{
    const auto it = std::find_if(moves.begin(), moves.end(), [&move](const SumMoveVerdict& v) { return v.move == move; });
    return it == moves.end() ? nullptr : &*it;
}

SumAnalysis analyseSum(const GameSum& sum, std::span<Solver* const> solvers, const SolveContext& context,
                       const SumOptions& options)
{
    if (solvers.size() != sum.size() || std::find(solvers.begin(), solvers.end(), nullptr) != solvers.end())
        throw InvalidArgument("a sum of " + std::to_string(sum.size()) + " boards needs one solver per board");
    SumAnalysis result;
    result.rule = options.rule;
    // Under misère the boards' own analyses are the first half of the
    // progress and the sum's search the second, so it never goes back.
    const bool misere = options.rule == PlayRule::Misere;
    result.boards = analyseBoards(sum, solvers, misere ? context.partOf(0, 2) : context, options.cache,
                                  options.threads, options.rule);

    if (misere) {
        addMisereVerdicts(result, sum, context.partOf(1, 2), options);
    } else if (const std::optional<std::size_t> only = onlyBoardWithMoves(result.boards)) {
        takeSingleBoard(result, *only);
    } else {
        Nimber total = 0;
        for (std::size_t i = 0; i < result.boards.size(); ++i) {
            if (result.boards[i].value)
                total ^= *result.boards[i].value;
            else
                result.unknownBoards.push_back(i);
        }
        if (result.unknownBoards.empty()) {
            result.value = total;
            result.outcome = outcomeOfGrundy(total);
        }
        addVerdictsByXor(result);
        const bool everyVerdict = std::all_of(result.moves.begin(), result.moves.end(),
                                              [](const SumMoveVerdict& v) { return v.known(); });
        if (result.known() && everyVerdict && !context.outcomesOnly)
            addRemoteness(result, sum, solvers, context, options.remotenessBudget);
    }
    context.report(1.0);
    return result;
}

std::string unknownSumText(const GameSum& sum, const SumAnalysis& analysis)
{
    if (analysis.unknownReason)
        return *analysis.unknownReason;
    if (analysis.unknownBoards.empty())
        return {};
    std::string names;
    for (std::size_t k = 0; k < analysis.unknownBoards.size(); ++k) {
        if (k > 0)
            names += k + 1 == analysis.unknownBoards.size() ? " and " : ", ";
        names += sum.boardName(analysis.unknownBoards[k]);
    }
    const bool one = analysis.unknownBoards.size() == 1;
    return std::string(one ? "the Grundy value of " : "the Grundy values of ") + names + (one ? " is" : " are")
        + " not known, so neither is the sum's";
}

std::optional<SumMove> perfectSumMove(const SumAnalysis& analysis)
{
    if (const std::optional<std::size_t> only = onlyBoardWithMoves(analysis.boards)) {
        const Analysis& own = analysis.boards[*only].analysis;
        return SumMove{*only, perfectMove(own).value_or(own.legalMoveAt(0))};
    }
    const SumMoveVerdict* best = nullptr;
    if (analysis.outcome == Outcome::Win) {
        for (const SumMoveVerdict& verdict : analysis.moves)
            if (verdict.wins() && (best == nullptr || remotenessOrFar(verdict) < remotenessOrFar(*best)))
                best = &verdict;
    } else if (analysis.outcome == Outcome::Loss) {
        for (const SumMoveVerdict& verdict : analysis.moves)
            if (verdict.resultRemoteness && (best == nullptr || *verdict.resultRemoteness > *best->resultRemoteness))
                best = &verdict;
    }
    if (best != nullptr)
        return best->move;
    const std::optional<std::size_t> board = longestBoard(analysis.boards);
    if (!board)
        return std::nullopt;
    return SumMove{*board, longestOwnMove(analysis.boards[*board].analysis)};
}

SumSolver::SumSolver(PlayRule rule)
    : m_rule(rule)
{
}

SumAnalysis SumSolver::analyse(const GameSum& sum, const SolveContext& context, const SumOptions& options)
{
    bool sameBoards = m_entries.size() == sum.size();
    std::vector<Entry> entries;
    for (const SumComponent& board : sum.boards()) {
        const auto kept = std::find_if(m_entries.begin(), m_entries.end(), [&board](const Entry& entry) {
            return entry.solver && entry.game == &board.game() && entry.setup == board.setup;
        });
        if (kept != m_entries.end()) {
            sameBoards = sameBoards && kept - m_entries.begin() == static_cast<std::ptrdiff_t>(entries.size());
            entries.push_back(std::move(*kept));
        } else {
            sameBoards = false;
            entries.push_back({&board.game(), board.setup, board.game().solverFor(board.setup, m_rule)});
        }
    }
    m_entries = std::move(entries);
    SumOptions cached = options;
    if (cached.cache == nullptr)
        cached.cache = &m_cache;
    cached.rule = m_rule;
    if (m_rule == PlayRule::Misere && cached.misere == nullptr) {
        // The search's memo holds part sets of these boards' splitters: kept while they stay.
        if (!m_misere || !sameBoards)
            m_misere = std::make_unique<MisereSumSearch>();
        cached.misere = m_misere.get();
    }
    return analyseSum(sum, solvers(), context, cached);
}

std::vector<Solver*> SumSolver::solvers() const
{
    std::vector<Solver*> result;
    for (const Entry& entry : m_entries)
        result.push_back(entry.solver.get());
    return result;
}

} // namespace engine
