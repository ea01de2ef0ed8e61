#include "TestRegistry.h"
#include "engine/QuadrantRemoteness.h"
#include "engine/RemotenessFold.h"
#include "engine/games/attractions/AttractionsGame.h"
#include "engine/games/volcano/VolcanoGame.h"

#include "SolverChecks.h"

#include <QTest>

#include <climits>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <stop_token>
#include <vector>

using engine::Board;
using engine::QuadrantRemoteness;
using engine::QuadrantTable;

namespace {

constexpr std::int64_t kNoBudget = std::numeric_limits<std::int64_t>::max();

struct Grid {
    int rows = 0;
    int cols = 0;
    std::vector<std::uint64_t> points;
};

// A rectangle of grid `grid`, rows [top, bottom) x columns [left, right), uncompressed.
struct PlainRect {
    int grid, top, bottom, left, right;
};

Grid randomPointGrid(std::mt19937_64& rng, int rows, int cols, int pointCount)
{
    Grid grid{rows, cols, std::vector<std::uint64_t>(static_cast<std::size_t>(rows), 0)};
    for (int placed = 0; placed < pointCount;) {
        const auto r = static_cast<std::size_t>(rng() % static_cast<unsigned>(rows));
        const auto bit = std::uint64_t{1} << (rng() % static_cast<unsigned>(cols));
        if ((grid.points[r] & bit) == 0) {
            grid.points[r] |= bit;
            ++placed;
        }
    }
    return grid;
}

// Remoteness by the definition: every move of every rectangle, no memo, no
// shrinking, no pruning by Grundy values.
int plainRemoteness(const std::vector<Grid>& grids, const std::vector<PlainRect>& rects)
{
    int quickestLoss = INT_MAX;
    int longest = -1;
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const PlainRect p = rects[i];
        for (int r = p.top; r < p.bottom; ++r)
            for (int k = p.left; k < p.right; ++k) {
                if (((grids[static_cast<std::size_t>(p.grid)].points[static_cast<std::size_t>(r)] >> k) & 1U) == 0)
                    continue;
                std::vector<PlainRect> child = rects;
                child[i] = {p.grid, p.top, r, p.left, k};
                child.push_back({p.grid, p.top, r, k + 1, p.right});
                child.push_back({p.grid, r + 1, p.bottom, p.left, k});
                child.push_back({p.grid, r + 1, p.bottom, k + 1, p.right});
                const int value = plainRemoteness(grids, child);
                if (value % 2 == 0)
                    quickestLoss = std::min(quickestLoss, value);
                longest = std::max(longest, value);
            }
    }
    return quickestLoss != INT_MAX ? quickestLoss + 1 : longest + 1;
}

QuadrantRemoteness::Rect compressed(const QuadrantTable& table, const PlainRect& p)
{
    return QuadrantRemoteness::pack(p.grid, table.rowsBefore(p.top), table.rowsBefore(p.bottom),
                                    table.colsBefore(p.left), table.colsBefore(p.right));
}

// Two small grids with their tables, the position of both whole grids.
struct TwoGrids {
    std::vector<Grid> grids;
    std::vector<std::unique_ptr<QuadrantTable>> tables;
    std::vector<QuadrantRemoteness::Rect> whole;

    explicit TwoGrids(std::mt19937_64& rng, int pointsEach)
    {
        grids = {randomPointGrid(rng, 4, 5, pointsEach), randomPointGrid(rng, 5, 3, pointsEach)};
        for (int g = 0; g < 2; ++g) {
            const Grid& grid = grids[static_cast<std::size_t>(g)];
            tables.push_back(std::make_unique<QuadrantTable>(grid.rows, grid.cols, grid.points));
            (void)tables.back()->build({});
            whole.push_back(compressed(*tables.back(), {g, 0, grid.rows, 0, grid.cols}));
        }
    }
    [[nodiscard]] std::vector<const QuadrantTable*> tablePointers() const { return {tables[0].get(), tables[1].get()}; }
    [[nodiscard]] int plainWhole() const
    {
        return plainRemoteness(grids,
                               {{0, 0, grids[0].rows, 0, grids[0].cols}, {1, 0, grids[1].rows, 0, grids[1].cols}});
    }
};

} // namespace

class TestQuadrantRemoteness : public QObject {
    Q_OBJECT

private slots:
    void foldTakesTheQuickestWinOrTheLongestLoss()
    {
        engine::RemotenessFold none;
        QCOMPARE(none.result(), 0);
        engine::RemotenessFold wins; // every child a win: the loser stalls
        for (const int child : {1, 5, 3})
            wins.add(child);
        QCOMPARE(wins.result(), 6);
        engine::RemotenessFold mixed; // the winner hurries to the nearest loss
        for (const int child : {7, 4, 2, 9})
            mixed.add(child);
        QCOMPARE(mixed.result(), 3);
    }

    void positionsOfTwoTablesMatchThePlainSearch()
    {
        std::mt19937_64 rng(3);
        for (int trial = 0; trial < 60; ++trial) {
            const TwoGrids two(rng, 1 + trial % 4);
            QuadrantRemoteness search(two.tablePointers(), {100, kNoBudget});
            const auto value = search.remoteness(search.stateOf(two.whole), {});
            QVERIFY(value.has_value());
            QCOMPARE(*value, two.plainWhole());
            // A single table's grid alone, and a part of it.
            const Grid& first = two.grids[0];
            const PlainRect part{0, 1, first.rows, 0, first.cols - 1};
            QCOMPARE(search.remoteness(search.stateOf({compressed(*two.tables[0], part)}), {}),
                     std::optional<int>(plainRemoteness(two.grids, {part})));
        }
    }

    void limitsLeaveTheAnswerEmpty()
    {
        std::mt19937_64 rng(4);
        const TwoGrids two(rng, 4);
        QuadrantRemoteness tooMany(two.tablePointers(), {7, kNoBudget});
        QVERIFY(!tooMany.remoteness(tooMany.stateOf(two.whole), {}).has_value());
        QuadrantRemoteness poor(two.tablePointers(), {8, 3});
        QVERIFY(!poor.remoteness(poor.stateOf(two.whole), {}).has_value());
        QCOMPARE(poor.work(), std::int64_t{4});
        poor.resetBudget();
        QCOMPARE(poor.work(), std::int64_t{0});
    }

    void aStopRequestEndsTheSearchAndLeavesNoWrongMemo()
    {
        std::mt19937_64 rng(5);
        const TwoGrids two(rng, 4);
        QuadrantRemoteness search(two.tablePointers(), {8, kNoBudget});
        std::stop_source stop;
        stop.request_stop();
        QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                 (void)search.remoteness(search.stateOf(two.whole), {stop.get_token(), {}}));
        QCOMPARE(search.work(), std::int64_t{0});
        QCOMPARE(search.remoteness(search.stateOf(two.whole), {}), std::optional<int>(two.plainWhole()));
    }

    void stoppedAttractionsAnalysisThrows()
    {
        // The tables are built; only the remoteness search is left to stop.
        const engine::AttractionsGame game;
        Board setup = game.emptyBoard(6, 6);
        for (const engine::Cell cell : {engine::Cell{0, 0}, {0, 3}, {1, 1}, {2, 4}, {3, 0}, {3, 3}, {4, 5}, {5, 2}})
            setup.setCell(cell, engine::CellKind::Spot);
        auto solver = game.createSolver(setup);
        QVERIFY_THROWS_NO_EXCEPTION(solver->prepare({}));
        testsupport::expectStoppedThenAnalysed(*solver, setup);
    }

    void stoppedVolcanoAnalysisThrows()
    {
        const engine::VolcanoGame game;
        Board setup(6, 6);
        for (const engine::Cell cell : {engine::Cell{1, 1}, {1, 4}, {3, 2}, {4, 4}})
            setup.setCell(cell, engine::CellKind::Monster);
        auto solver = game.createSolver(setup);
        QVERIFY_THROWS_NO_EXCEPTION(solver->prepare({}));
        testsupport::expectStoppedThenAnalysed(*solver, setup);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_quadrant_remoteness, TestQuadrantRemoteness)
#include "test_quadrant_remoteness.moc"
