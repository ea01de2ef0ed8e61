#include "engine/games/chomp/ChompSolver.h"

#include "engine/Error.h"

#include <algorithm>
#include <optional>

namespace engine {

namespace {

// The share of prepare()'s progress that the remoteness pass takes when a
// Grundy pass follows: that pass visits every move of every staircase, the
// remoteness pass only those of the rare losses and their parents.
constexpr double kRemotenessShare = 0.1;

// The board mirrored in its diagonal: the same game, every cell (r, c) at (c, r).
Board transposed(const Board& board)
{
    Board mirror(board.cols(), board.rows());
    for (const auto& [cell, kind] : board.markedCells())
        mirror.setCell({cell.col, cell.row}, kind);
    return mirror;
}

} // namespace

ChompSolver::ChompSolver(const Board& setup)
    : m_transposed(setup.cols() > setup.rows())
    , m_table(static_cast<int>(std::max(setup.rows(), setup.cols())),
              static_cast<int>(std::min(setup.rows(), setup.cols())),
              poisonFloor(m_transposed ? transposed(setup) : setup))
{
}

void ChompSolver::prepare(const SolveContext& context)
{
    const std::lock_guard lock(m_mutex);
    const double split = m_table.takesGrundy() && !m_table.hasGrundy() ? kRemotenessShare : 1.0;
    m_table.buildRemoteness(context, 0.0, split);
    m_table.buildGrundy(context, split, 1.0);
}

Analysis ChompSolver::analyse(const Board& position, const SolveContext& context)
{
    const std::lock_guard lock(m_mutex);
    // The outcome bits take boards far beyond the remoteness table; once built,
    // the remoteness answers every later question, outcomes only or not.
    const bool withRemoteness = !context.outcomesOnly || m_table.hasRemoteness();
    if (withRemoteness)
        m_table.buildRemoteness(context);
    else
        m_table.buildOutcomes(context);
    const Board oriented = m_transposed ? transposed(position) : position;
    if (oriented.rows() != m_table.rows() || oriented.cols() != m_table.cols())
        throw InvalidArgument("the position does not belong to this setup");
    const Heights heights = staircaseOf(oriented);
    for (std::size_t c = 0; c < heights.size(); ++c)
        if (heights[c] < m_table.floor()[c])
            throw InvalidArgument("the position does not belong to this setup");

    const std::uint64_t rank = m_table.rankOf(heights);
    Analysis analysis;
    const auto remoteness = [&](std::uint64_t of) {
        return withRemoteness ? std::optional<int>(m_table.remoteness(of)) : std::nullopt;
    };
    analysis.remoteness = remoteness(rank);
    analysis.outcome = m_table.outcome(rank);
    analysis.grundy = m_table.grundy(rank);
    m_table.forEachMove(heights.data(), rank, [&](int r, int c, std::uint64_t child) {
        const Cell bite = m_transposed ? Cell{c, r} : Cell{r, c};
        analysis.moves.push_back(
            MoveVerdict{Move::at(bite), m_table.outcome(child), m_table.grundy(child), remoteness(child)});
    });
    std::sort(analysis.moves.begin(), analysis.moves.end(),
              [](const MoveVerdict& a, const MoveVerdict& b) { return a.move < b.move; });
    return analysis;
}

} // namespace engine
