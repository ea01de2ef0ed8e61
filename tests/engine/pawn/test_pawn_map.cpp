#include "TestRegistry.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnSolver.h"

#include "RandomTrials.h"
#include "SolveContexts.h"

#include <QTest>

#include <random>
#include <set>
#include <thread>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Coord;
using engine::Outcome;
using engine::PawnGame;
using engine::PawnMap;
using engine::PawnSolver;
using engine::PlayRule;

namespace {

const PawnGame kGame;
constexpr Coord kMax = PawnGame::kMaxCoord;

Coord uniform(std::mt19937_64& rng, Coord low, Coord high)
{
    return std::uniform_int_distribution<Coord>(std::max<Coord>(low, 0), std::min(high, kMax))(rng);
}

// A setup with `count` impassable cells in one of several layouts (as cells {row = Y, col = X}).
Board layoutBoard(std::mt19937_64& rng, int layout, int count, Cell pawn)
{
    std::set<Cell> cells;
    std::vector<Coord> rows;
    for (int i = 0; i < 5; ++i)
        rows.push_back(uniform(rng, 0, 3000));
    while (static_cast<int>(cells.size()) < count) {
        Cell cell;
        switch (layout) {
        case 0: // anywhere
            cell = {uniform(rng, 0, kMax), uniform(rng, 0, kMax)};
            break;
        case 1: { // around the diagonal, far from the origin
            const Coord y = uniform(rng, 500'000'000, 500'003'000);
            cell = {y, y + uniform(rng, -4, 4)};
            break;
        }
        case 2: // a few rows near the origin
            cell = {rows[rng() % rows.size()], uniform(rng, 0, 4000)};
            break;
        default: // near the origin, scattered
            cell = {uniform(rng, 0, 3000), uniform(rng, 0, 3000)};
            break;
        }
        if (cell != pawn)
            cells.insert(cell);
    }
    Board board = kGame.emptyBoard(PawnGame::kSide, PawnGame::kSide);
    for (const Cell cell : cells)
        board.setCell(cell, CellKind::Impassable);
    board.setCell(pawn, CellKind::Pawn);
    return board;
}

std::vector<Cell> cellsOf(const std::vector<engine::DiagonalSegment>& segments)
{
    std::vector<Cell> cells;
    for (const auto& segment : segments)
        for (Coord i = 0; i < segment.length; ++i)
            cells.push_back({segment.start.row + i, segment.start.col + i});
    return cells;
}

// Cells worth checking: anywhere, on and next to losing cells, next to impassable cells.
std::vector<Cell> sampleCells(std::mt19937_64& rng, const PawnMap& map, int count)
{
    std::vector<Cell> sample;
    const auto& obstacles = map.obstacles().byRow();
    while (static_cast<int>(sample.size()) < count) {
        Cell cell;
        switch (rng() % 3) {
        case 0:
            cell = {uniform(rng, 0, kMax), uniform(rng, 0, kMax)};
            break;
        case 1: {
            const Cell near = obstacles[rng() % obstacles.size()];
            cell = {uniform(rng, near.row - 2, near.row + 3), uniform(rng, near.col - 2, near.col + 3)};
            break;
        }
        default: {
            const Coord row = rng() % 2 ? uniform(rng, 0, 5000) : uniform(rng, 0, kMax);
            const auto losing = cellsOf(map.losingSegmentsIn(row, row + 1, 0, PawnGame::kSide));
            if (losing.empty())
                continue;
            const Cell on = losing[rng() % losing.size()];
            cell = {on.row, uniform(rng, on.col - 1, on.col + 1)};
            break;
        }
        }
        if (!map.obstacles().contains(cell))
            sample.push_back(cell);
    }
    return sample;
}

} // namespace

class TestPawnMap : public QObject {
    Q_OBJECT

private slots:
    void satisfiesTheDefinitionAtLargeCoordinates_data()
    {
        QTest::addColumn<bool>("misere");
        QTest::newRow("normal") << false;
        QTest::newRow("misère") << true;
    }

    void satisfiesTheDefinitionAtLargeCoordinates()
    {
        // A cell loses exactly when no losing cell is one move away (under misère:
        // and it has a move, since a cell without moves wins). That property
        // determines the set, so checking it on many cells checks the sweeps, here
        // with long obstacle-free runs and coordinates up to 10^9.
        QFETCH(bool, misere);
        const PlayRule rule = misere ? PlayRule::Misere : PlayRule::Normal;
        int losses = 0;
        for (const auto& [rng, layout] : testsupport::RandomTrials<std::mt19937_64>(5, 4)) {
            const Board setup = layoutBoard(rng, layout, 3000, {kMax, kMax});
            PawnSolver solver(setup, rule);
            QVERIFY_THROWS_NO_EXCEPTION(solver.prepare({}));
            const auto map = solver.map();
            for (const Cell cell : sampleCells(rng, *map, 1500)) {
                const engine::PawnReach reach = map->reachOf(cell);
                const auto up = cellsOf(map->losingSegmentsIn(reach.minRow, cell.row, cell.col, cell.col + 1));
                const auto left = cellsOf(map->losingSegmentsIn(cell.row, cell.row + 1, reach.minCol, cell.col));
                QVERIFY(up.size() <= 1 && left.size() <= 1);
                const bool loses = up.empty() && left.empty() && (!misere || reach.moveCount() > 0);
                if (map->isLosing(cell) != loses)
                    QFAIL(qPrintable(QStringLiteral("layout %1, cell (%2, %3)").arg(layout).arg(cell.col).arg(cell.row)));
                std::vector<Cell> expected = up;
                expected.insert(expected.end(), left.begin(), left.end());
                QCOMPARE(map->winningDestinations(cell), expected); // the column sweep agrees with the row sweep
                losses += loses ? 1 : 0;
            }
        }
        QVERIFY(losses > 500);
    }

    void windowsListExactlyTheLosingCells_data()
    {
        satisfiesTheDefinitionAtLargeCoordinates_data();
    }

    void windowsListExactlyTheLosingCells()
    {
        QFETCH(bool, misere);
        std::mt19937_64 rng(11);
        const Board setup = layoutBoard(rng, 3, 4000, {kMax, kMax});
        PawnSolver solver(setup, misere ? PlayRule::Misere : PlayRule::Normal);
        QVERIFY_THROWS_NO_EXCEPTION(solver.prepare({}));
        const auto map = solver.map();
        for (int i = 0; i < 300; ++i) {
            const bool edge = i % 10 == 0;
            const Coord row = edge ? kMax - 20 : uniform(rng, 0, 3100);
            const Coord col = edge ? kMax - 25 : uniform(rng, 0, 3100);
            const Coord height = uniform(rng, 1, 40);
            const Coord width = uniform(rng, 1, 40);
            std::vector<Cell> expected;
            for (Coord r = row; r < row + height && r <= kMax; ++r)
                for (Coord c = col; c < col + width && c <= kMax; ++c)
                    if (!map->obstacles().contains({r, c}) && map->isLosing({r, c}))
                        expected.push_back({r, c});
            auto listed = cellsOf(map->losingSegmentsIn(row, row + height, col, col + width));
            std::sort(listed.begin(), listed.end());
            QCOMPARE(listed, expected);
        }
        QVERIFY(map->losingSegmentsIn(5, 5, 0, 10).empty());
        QCOMPARE(cellsOf(map->losingSegmentsIn(kMax, kMax + 10, kMax, kMax + 10)).size(),
                 std::size_t(map->isLosing({kMax, kMax}) ? 1 : 0));
    }

    void stopsAndReportsProgress()
    {
        std::mt19937_64 rng(3);
        const Board setup = layoutBoard(rng, 0, 100'000, {kMax, kMax});
        PawnSolver solver(setup);
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, solver.prepare(testsupport::alreadyStopped()));
        QVERIFY(!solver.map());
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver.analyse(setup, testsupport::alreadyStopped()));

        std::stop_source later;
        int reports = 0;
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, solver.prepare(testsupport::stoppingAtReport(later, 3, reports)));
        QCOMPARE(reports, 3);

        std::vector<double> progress;
        QVERIFY_THROWS_NO_EXCEPTION((void)solver.analyse(setup, testsupport::recordingProgress(progress)));
        QVERIFY(progress.size() > 10);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() >= 0.0 && progress.back() == 1.0);
        QVERIFY(solver.map());
        progress.clear();
        QVERIFY_THROWS_NO_EXCEPTION(solver.prepare(testsupport::recordingProgress(progress))); // kept: nothing to do
        QVERIFY(progress.empty());
    }

    void exactValuesOnlyWithinTheTable()
    {
        Board setup = kGame.emptyBoard(PawnGame::kSide, PawnGame::kSide);
        setup.setCell({1023, 1023}, CellKind::Pawn);
        PawnSolver solver(setup);
        const auto corner = solver.analyse(setup, {});
        QCOMPARE(corner.outcome, Outcome::Loss);
        QCOMPARE(corner.grundy.value(), 0u);
        QCOMPARE(corner.remoteness.value(), 2 * 1023); // the loser steps one cell, the winner mirrors
        const auto inside = solver.analysePawnAt({1000, 777}, {});
        QCOMPARE(inside.grundy.value(), 1000u ^ 777u);
        QCOMPARE(inside.remoteness.value(), 2 * 777 + 1);
        QCOMPARE(inside.moves.size(), std::size_t{1777});
        for (const auto& verdict : inside.moves)
            QCOMPARE(verdict.resultGrundy.value(), engine::Nimber(verdict.move.topLeft.row ^ verdict.move.topLeft.col));
        const auto outside = solver.analysePawnAt({0, 1024}, {});
        QCOMPARE(outside.outcome, Outcome::Win);
        QVERIFY(!outside.grundy && !outside.remoteness);
        QVERIFY(!outside.moves.front().resultGrundy && !outside.moves.front().resultRemoteness);
    }

    void refusesPositionsOfOtherSetups()
    {
        Board setup = kGame.emptyBoard(PawnGame::kSide, PawnGame::kSide);
        setup.setCell({3, 3}, CellKind::Impassable);
        setup.setCell({9, 9}, CellKind::Pawn);
        PawnSolver solver(setup);
        const auto refuses = [&](const Board& position) {
            QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver.analyse(position, {}));
        };
        const Board moved = kGame.play(setup, engine::Move::at({9, 4}));
        QVERIFY_THROWS_NO_EXCEPTION((void)solver.analyse(moved, {}));
        // The moved position with one cell changed: an extra or a missing
        // impassable cell, a second pawn, no pawn.
        const auto movedWith = [&moved](engine::Cell cell, CellKind kind) {
            Board changed = moved;
            changed.setCell(cell, kind);
            return changed;
        };
        refuses(movedWith({2, 2}, CellKind::Impassable));
        refuses(movedWith({3, 3}, CellKind::Empty));
        refuses(movedWith({0, 0}, CellKind::Pawn));
        refuses(movedWith({9, 4}, CellKind::Empty));
        Board right = setup;
        right.setCell({9, 9}, CellKind::Empty);
        right.setCell({9, 10}, CellKind::Pawn);
        refuses(right);
        refuses(Board(10, 10));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver.analysePawnAt({3, 3}, {}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver.analysePawnAt({-1, 3}, {}));
    }

    void servesSeveralThreads()
    {
        std::mt19937_64 rng(8);
        const Board setup = layoutBoard(rng, 3, 5000, {kMax, kMax});
        PawnSolver solver(setup);
        std::vector<Cell> cells;
        while (cells.size() < 400) {
            const Cell cell{uniform(rng, 0, 3000), uniform(rng, 0, 3000)};
            if (setup.cellAt(cell) == CellKind::Empty)
                cells.push_back(cell);
        }
        std::vector<std::optional<engine::Analysis>> results(cells.size());
        std::vector<std::thread> threads;
        for (std::size_t t = 0; t < 4; ++t)
            threads.emplace_back([&, t] {
                for (std::size_t i = t; i < cells.size(); i += 4)
                    results[i] = solver.analysePawnAt(cells[i], {});
            });
        for (auto& thread : threads)
            thread.join();
        const auto map = solver.map();
        for (std::size_t i = 0; i < cells.size(); ++i) {
            QVERIFY(results[i].has_value());
            QCOMPARE(results[i]->outcome, map->outcomeAt(cells[i]));
            QCOMPARE(results[i]->winningMoves().size(), map->winningDestinations(cells[i]).size());
        }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_pawn_map, TestPawnMap)
#include "test_pawn_map.moc"
