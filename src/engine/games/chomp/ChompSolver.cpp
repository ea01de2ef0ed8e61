#include "engine/games/chomp/ChompSolver.h"

#include "engine/Error.h"
#include "engine/games/chomp/ChompCatalogStore.h"

#include <algorithm>
#include <optional>

namespace engine {

namespace {

// The share of prepare()'s progress that the remoteness pass takes when a
// Grundy pass follows: that pass visits every move of every staircase, the
// remoteness pass only those of the rare losses and their parents.
constexpr double kRemotenessShare = 0.1;
// The share of a catalog's build that the outcome bits take; listing their
// losses into the catalog is a second, lighter walk over the runs.
constexpr double kOutcomesShare = 0.8; // 16 x 16: 23 s and 5 s on a loaded machine

// The board mirrored in its diagonal: the same game, every cell (r, c) at (c, r).
Board transposed(const Board& board)
{
    Board mirror(board.cols(), board.rows());
    for (const auto& [cell, kind] : board.markedCells())
        mirror.setCell({cell.col, cell.row}, kind);
    return mirror;
}

} // namespace

ChompSolver::ChompSolver(const Board& setup, PlayRule rule)
    : m_transposed(setup.cols() > setup.rows())
    , m_table(static_cast<int>(std::max(setup.rows(), setup.cols())),
              static_cast<int>(std::min(setup.rows(), setup.cols())),
              poisonFloor(m_transposed ? transposed(setup) : setup), rule)
    , m_quick(m_table.floor(), m_transposed)
{
    if (rule == PlayRule::Misere && m_table.stateCount() <= ChompTable::kMaxGrundyStates)
        m_normal = std::make_unique<ChompTable>(m_table.rows(), m_table.cols(), m_table.floor());
}

void ChompSolver::prepare(const SolveContext& context)
{
    const std::lock_guard lock(m_mutex);
    if (answersEveryPositionAtOnce() && !m_table.takesGrundy())
        return;
    if (usesCatalog()) {
        ensureCatalog(context);
        return;
    }
    const double split = m_table.takesGrundy() && !m_table.hasGrundy() ? kRemotenessShare : 1.0;
    m_table.buildRemoteness(context, 0.0, split);
    m_table.buildGrundy(context, split, 1.0);
    if (m_normal) // misère up to 12 x 12: normal play's Grundy values too, for the teaching view and sums
        m_normal->buildGrundy(context);
}

std::optional<std::uint64_t> ChompSolver::resumableBytes() const
{
    return m_table.heldBytes() + (m_normal ? m_normal->heldBytes() : 0);
}

Heights ChompSolver::heightsOf(const Board& position) const
{
    const Board oriented = m_transposed ? transposed(position) : position;
    if (oriented.rows() != m_table.rows() || oriented.cols() != m_table.cols())
        throw InvalidArgument("the position does not belong to this setup");
    Heights heights = staircaseOf(oriented);
    for (std::size_t c = 0; c < heights.size(); ++c)
        if (heights[c] < m_table.floor()[c])
            throw InvalidArgument("the position does not belong to this setup");
    return heights;
}

void ChompSolver::ensureCatalog(const SolveContext& context)
{
    if (m_catalog)
        return;
    const std::shared_ptr<ChompCatalogStore> store = ChompCatalogStore::installed();
    if (store) {
        m_catalog = store->find(m_table.rows(), m_table.cols(), m_table.floor(), m_table.rule());
        if (m_catalog)
            return;
    }
    m_table.buildOutcomes(context, 0.0, kOutcomesShare);
    auto catalog = std::make_shared<const ChompCatalog>(ChompCatalog::ofTable(m_table, context, kOutcomesShare, 1.0));
    m_table.releaseOutcomes(); // the catalog answers from now on, 80 times smaller
    m_catalog = std::move(catalog);
    if (store)
        store->keep(m_catalog);
}

Analysis ChompSolver::analyseFromCatalog(const Heights& heights) const
{
    Analysis analysis;
    analysis.rule = m_table.rule();
    analysis.outcome = m_catalog->outcome(heights);
    const Heights& floor = m_table.floor();
    Heights child = heights;
    for (int r = 0; r < m_table.rows(); ++r)
        for (int c = 0; c < m_table.cols(); ++c) {
            const auto col = static_cast<std::size_t>(c);
            if (r < floor[col] || r >= heights[col])
                continue;
            for (std::size_t i = col; i < child.size(); ++i)
                child[i] = std::min(heights[i], r);
            const Cell bite = m_transposed ? Cell{c, r} : Cell{r, c};
            analysis.moves.push_back(MoveVerdict{Move::at(bite), m_catalog->outcome(child), std::nullopt, std::nullopt});
            std::copy(heights.begin() + static_cast<std::ptrdiff_t>(col), heights.end(),
                      child.begin() + static_cast<std::ptrdiff_t>(col));
            // From a loss with no remoteness known, the slowest loss it can tell is a
            // bite of one cell (the last of its column and row).
            const bool oneCell = r + 1 == heights[col] && (col + 1 == heights.size() || heights[col + 1] <= r);
            if (oneCell && analysis.outcome == Outcome::Loss && !analysis.stallingMove)
                analysis.stallingMove = Move::at(bite);
        }
    std::sort(analysis.moves.begin(), analysis.moves.end(),
              [](const MoveVerdict& a, const MoveVerdict& b) { return a.move < b.move; });
    return analysis;
}

Analysis ChompSolver::analyse(const Board& position, const SolveContext& context)
{
    const std::lock_guard lock(m_mutex);
    if (m_table.rule() == PlayRule::Normal && !m_table.hasGrundy())
        if (std::optional<Analysis> quick = m_quick.analyse(heightsOf(position)))
            return *std::move(quick);
    if (m_catalog || (usesCatalog() && !context.outcomesOnly)) {
        ensureCatalog(context);
        return analyseFromCatalog(heightsOf(position));
    }
    // The outcome bits take boards far beyond the remoteness table; once built,
    // the remoteness answers every later question, outcomes only or not.
    const bool withRemoteness = !context.outcomesOnly || m_table.hasRemoteness();
    if (withRemoteness)
        m_table.buildRemoteness(context);
    else
        m_table.buildOutcomes(context);
    const Heights heights = heightsOf(position);

    const std::uint64_t rank = m_table.rankOf(heights);
    Analysis analysis;
    analysis.rule = m_table.rule();
    if (m_normal) {
        m_normal->buildOutcomes(context); // 12 x 12: a few milliseconds
        analysis.normalOutcome = m_normal->outcome(rank);
        analysis.normalGrundy = m_normal->grundy(rank); // once prepare() has run
    }
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
