#include "engine/sums/SumGameSolver.h"

#include "engine/games/pawn/PawnGame.h"
#include "engine/sums/SumSolver.h"

#include <algorithm>

namespace engine {

// A board of a sum shows at most kMaxShownSide x kMaxShownSide cells, so a pawn
// there lists every move and a sum's analysis never needs Analysis::moveAreas
// beside other boards' moves.
static_assert(2 * (SumLayout::kMaxShownSide - 1) <= PawnGame::kMaxListedMoves);

namespace {

// A board that does not split is shown as one part of its whole window, its
// cells listed up to this many (a pawn's window may have 4 million: its part
// then has its bounds and value but no cells to outline).
constexpr Coord kWholePartMaxCells = Coord{1} << 16;

MoveVerdict translated(const SumLayout& layout, std::size_t board, const MoveVerdict& verdict)
{
    MoveVerdict result = verdict;
    result.move = layout.toCombined(SumMove{board, verdict.move});
    return result;
}

// The board's parts on the combined board (cells outside its shown window, which
// no game gives, are left out), or one part of its whole window when it does not
// split and its value is known.
void addParts(const SumLayout& layout, std::size_t board, const SumBoardAnalysis& own, std::vector<Part>& parts)
{
    const SumLayout::Slot& slot = layout.slot(board);
    const auto shown = [&slot](Cell cell) {
        return cell.row >= 0 && cell.col >= 0 && cell.row < slot.shownRows && cell.col < slot.shownCols;
    };
    for (const Part& part : own.analysis.parts) {
        Part result{{}, slot.area, part.grundy};
        for (const Cell& cell : part.cells)
            if (shown(cell))
                result.cells.push_back(layout.toCombined(board, cell));
        if (shown(part.bounds.topLeft) && shown(part.bounds.bottomRight))
            result.bounds = layout.toCombined(SumMove{board, part.bounds});
        parts.push_back(std::move(result));
    }
    if (!own.analysis.parts.empty() || !own.value)
        return;
    Part whole{{}, slot.area, *own.value};
    if (slot.shownRows * slot.shownCols <= kWholePartMaxCells)
        for (Coord row = slot.area.topLeft.row; row <= slot.area.bottomRight.row; ++row)
            for (Coord col = slot.area.topLeft.col; col <= slot.area.bottomRight.col; ++col)
                whole.cells.push_back(Cell{row, col});
    parts.push_back(std::move(whole));
}

std::optional<std::size_t> onlyBoardWithMoves(const SumAnalysis& analysis)
{
    std::optional<std::size_t> only;
    for (std::size_t i = 0; i < analysis.boards.size(); ++i)
        if (analysis.boards[i].analysis.legalMoveCount() > 0) {
            if (only)
                return std::nullopt;
            only = i;
        }
    return only;
}

} // namespace

SumGameSolver::SumGameSolver(SumLayout layout, const Board& setup, PlayRule rule)
    : m_layout(std::move(layout))
    , m_setups(m_layout.componentBoards(setup))
    , m_rule(rule)
{
    for (std::size_t i = 0; i < m_layout.size(); ++i)
        m_solvers.push_back(m_layout.game(i).solverFor(m_setups[i], rule));
}

void SumGameSolver::prepareLocked(const SolveContext& context)
{
    for (std::size_t i = 0; i < m_solvers.size(); ++i)
        m_solvers[i]->prepare(context.partOf(i, m_solvers.size()));
}

Analysis SumGameSolver::analyseLocked(const Board& position, const SolveContext& context)
{
    const std::vector<Board> positions = m_layout.componentBoards(position);
    std::vector<SumComponent> boards;
    std::vector<Solver*> solvers;
    for (std::size_t i = 0; i < m_layout.size(); ++i) {
        boards.push_back({&m_layout.module(i), m_setups[i], positions[i]});
        solvers.push_back(m_solvers[i].get());
    }
    const GameSum sum(std::move(boards));
    SumOptions options;
    options.cache = &m_cache;
    options.rule = m_rule;
    options.misere = &m_misere;
    return combinedAnalysis(m_layout, sum, analyseSum(sum, solvers, context, options));
}

Analysis combinedAnalysis(const SumLayout& layout, const GameSum& sum, const SumAnalysis& analysis)
{
    Analysis result;
    result.rule = analysis.rule;
    result.normalGrundy = analysis.normalValue;
    result.normalOutcome = analysis.normalOutcome;
    for (std::size_t i = 0; i < analysis.boards.size(); ++i) {
        const SumBoardAnalysis& own = analysis.boards[i];
        BoardSummary summary{layout.area(i), own.value, own.analysis.outcome, own.analysis.remoteness, {}};
        for (const MoveVerdict& verdict : own.analysis.moves)
            summary.ownMoves.push_back(translated(layout, i, verdict));
        result.boards.push_back(std::move(summary));
        addParts(layout, i, own, result.parts);
    }
    for (const SumMoveVerdict& verdict : analysis.moves)
        result.moves.push_back(MoveVerdict{layout.toCombined(verdict.move), verdict.resultOutcome.value_or(Outcome::Win),
                                           verdict.known() ? verdict.resultValue : std::nullopt,
                                           verdict.known() ? verdict.resultRemoteness : std::nullopt});
    if (analysis.known()) {
        result.outcome = *analysis.outcome;
        result.grundy = analysis.value;
        result.remoteness = analysis.remoteness;
    } else {
        result.unknownReason = unknownSumText(sum, analysis);
    }

    if (const std::optional<std::size_t> only = onlyBoardWithMoves(analysis)) {
        // The sum is this board's game: its own stalling move and move areas.
        const Analysis& own = analysis.boards[*only].analysis;
        if (own.stallingMove)
            result.stallingMove = layout.toCombined(SumMove{*only, *own.stallingMove});
        for (const Move& area : own.moveAreas)
            result.moveAreas.push_back(layout.toCombined(SumMove{*only, area}));
        return result;
    }
    // engine::perfectMove takes the move of greatest remoteness from a loss,
    // counting an unknown one as farthest, and perfectSumMove the greatest
    // known one: they agree when all or none are known.
    const auto hasRemoteness = [](const MoveVerdict& v) { return v.resultRemoteness.has_value(); };
    if (result.known() && result.outcome == Outcome::Loss
        && !std::all_of(result.moves.begin(), result.moves.end(), hasRemoteness))
        for (MoveVerdict& verdict : result.moves)
            verdict.resultRemoteness.reset();
    if ((!result.known() || result.outcome == Outcome::Loss)
        && std::none_of(result.moves.begin(), result.moves.end(), hasRemoteness))
        if (const std::optional<SumMove> move = perfectSumMove(analysis))
            result.stallingMove = layout.toCombined(*move);
    return result;
}

} // namespace engine
