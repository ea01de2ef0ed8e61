// Every solver but chomp's (test_chomp_stop_checks) checks its stop by work done
// (WorkMeter), at a large legal size of its game: no stretch of work between two
// checks is longer than WorkMeter::kCheckUnits and one step of bounded work, the
// progress never goes back, and a stop asked for at a check ends the solve at
// the next one (no check, and no more than one check interval of work, after it).
#include "TestRegistry.h"
#include "WorkChecks.h"

#include "sums/RandomSums.h"

#include "engine/Cell.h"
#include "engine/Error.h"
#include "engine/QuadrantRemoteness.h"
#include "engine/QuadrantTable.h"
#include "engine/WorkMeter.h"
#include "engine/games/nim/NimRemoteness.h"
#include "engine/games/pawn/PawnExactTable.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnObstacles.h"
#include "engine/games/pawn/PawnSweep.h"
#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/ComponentValues.h"
#include "engine/games/rectangles/MaskTable.h"
#include "engine/games/rectangles/RemotenessSearch.h"
#include "engine/games/volcano/VolcanoSolver.h"
#include "engine/misere/MisereSearch.h"
#include "engine/misere/NimHeapParts.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumRemotenessSearch.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <set>
#include <stop_token>
#include <string>
#include <vector>

using engine::Cell;
using engine::Coord;
using engine::PlayRule;
using engine::SolveContext;
using engine::WorkMeter;

namespace {

// The most work one step of these solvers adds at once, bar the quadrant
// table's row ranges (see there): a pawn table's row (1024 cells of 33 words),
// a set's children, a rectangle's points.
constexpr std::uint64_t kMaxStep = std::uint64_t{1} << 16;

using Checks = testsupport::WorkChecks;

using Solve = std::function<void(const SolveContext&)>;

// What is wrong with `solve`'s stop checks (empty: nothing). `solve` makes its
// own solver each time: it runs twice, through and stopped at its third check.
std::string stopCheckProblem(const Solve& solve, std::uint64_t maxStep)
{
    Checks through;
    solve(through.context());
    if (through.work.size() < 4)
        return "only " + std::to_string(through.work.size()) + " checks";
    if (through.largestGap() > WorkMeter::kCheckUnits + maxStep)
        return "a gap of " + std::to_string(through.largestGap()) + " units between two checks";
    if (!std::is_sorted(through.work.begin(), through.work.end()))
        return "the work went back";
    if (!std::is_sorted(through.progress.begin(), through.progress.end()))
        return "the progress went back";

    Checks stopped;
    stopped.stopAt = 3;
    try {
        solve(stopped.context());
        return "not stopped";
    } catch (const engine::Stopped&) {
    }
    if (stopped.work.size() != 3)
        return std::to_string(stopped.work.size()) + " checks when stopped at the third";
    return {};
}

// `count` distinct random cells of [0, side)^2, row-major.
std::vector<Cell> randomCells(std::size_t count, Coord side, unsigned seed)
{
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<Coord> coord(0, side - 1);
    std::set<std::pair<Coord, Coord>> cells;
    while (cells.size() < count)
        cells.emplace(coord(random), coord(random));
    std::vector<Cell> sorted;
    for (const auto& [row, col] : cells)
        sorted.push_back(Cell{row, col});
    return sorted;
}

} // namespace

class TestSolverStopChecks : public QObject {
    Q_OBJECT

private slots:
    void pawnSweep()
    {
        // The contest's limit: 100 000 impassable cells on the 10^9 board.
        const std::vector<Cell> obstacles
            = randomCells(engine::PawnGame::kMaxImpassable, engine::PawnGame::kMaxCoord, 1);
        for (const PlayRule rule : {PlayRule::Normal, PlayRule::Misere}) {
            const std::string problem = stopCheckProblem(
                [&](const SolveContext& context) {
                    (void)engine::sweepLosingCells(obstacles, engine::PawnGame::kSide, context, 0.0, 1.0, rule);
                },
                kMaxStep);
            QVERIFY2(problem.empty(), problem.c_str());
        }
    }

    void pawnExactTable()
    {
        const Coord side = engine::PawnExactTable::kMaxSide;
        const engine::PawnObstacles obstacles(randomCells(2000, side, 2));
        for (const PlayRule rule : {PlayRule::Normal, PlayRule::Misere}) {
            const std::string problem = stopCheckProblem(
                [&](const SolveContext& context) {
                    engine::PawnExactTable table(rule);
                    table.ensure(Cell{side - 1, side - 1}, obstacles, context);
                },
                kMaxStep);
            QVERIFY2(problem.empty(), problem.c_str());
        }
    }

    void misereSearch()
    {
        // Misère nim heaps by the part search, with remoteness, within the solvers' budget.
        const std::string problem = stopCheckProblem(
            [](const SolveContext& context) {
                const engine::misere::NimHeapParts heaps;
                engine::misere::PartCatalog catalog;
                engine::misere::MisereSearch search(catalog);
                engine::misere::PartSet set;
                for (const unsigned size : {9u, 9u, 8u, 7u, 6u, 5u})
                    set.push_back(catalog.intern(heaps, engine::misere::NimHeapParts::keyOf(size)));
                (void)search.verdictOf(catalog.normalised(std::move(set)), true, 200'000, context);
            },
            kMaxStep);
        QVERIFY2(problem.empty(), problem.c_str());
    }

    void rectanglesComponentSearch()
    {
        // A full 4 x 5 board of ones: its component search, one worker (the
        // helper's checks have a context of their own).
        const std::string problem = stopCheckProblem(
            [](const SolveContext& context) {
                engine::rectangles::ComponentValues values;
                values.setWorkers(1);
                (void)values.valueOf(engine::rectangles::fullRectangle(4, 5), context);
            },
            kMaxStep);
        QVERIFY2(problem.empty(), problem.c_str());
    }

    void rectanglesMemoRehashIsStoppable()
    {
        // The memo made room for a large search (reserve): its entries are moved
        // 2^20 old slots at a time with a stop check between, and a stop leaves
        // the table as it was. 1.4 M entries: 2^21 slots, moved into 2^23.
        constexpr std::uint64_t kEntries = 1'400'000;
        const auto filled = [] {
            auto table = std::make_unique<engine::rectangles::MaskTable>();
            for (std::uint64_t key = 1; key <= kEntries; ++key)
                table->insert(key * 0x10001, static_cast<std::uint8_t>(key % 251));
            return table;
        };
        auto through = filled();
        const std::size_t oldBytes = through->memoryBytes();
        int calls = 0;
        through->reserve(3 * kEntries, [&calls] { ++calls; });
        QVERIFY2(static_cast<std::size_t>(calls) >= oldBytes / sizeof(std::uint64_t) / (std::size_t{1} << 20),
                 std::to_string(calls).c_str());
        QVERIFY(through->memoryBytes() > oldBytes);

        auto stopped = filled();
        int call = 0;
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, stopped->reserve(3 * kEntries, [&call, calls] {
            if (++call == calls) // the last check, the entries almost all moved
                throw engine::Stopped();
        }));
        QCOMPARE(stopped->memoryBytes(), oldBytes);
        QCOMPARE(stopped->size(), std::size_t{kEntries});
        bool same = true;
        for (std::uint64_t key = 1; key <= kEntries; ++key)
            same = same && stopped->find(key * 0x10001) == static_cast<int>(key % 251)
                && through->find(key * 0x10001) == static_cast<int>(key % 251);
        QVERIFY(same);
    }

    void rectanglesRemotenessSearch()
    {
        // The largest set of the remoteness table: 16 ones.
        const std::string problem = stopCheckProblem(
            [](const SolveContext& context) {
                engine::rectangles::RemotenessSearch search;
                (void)search.remotenessOf(engine::rectangles::fullRectangle(4, 4), context);
            },
            kMaxStep);
        QVERIFY2(problem.empty(), problem.c_str());
    }

    void quadrantTable()
    {
        // A full grid of points; one row range's work is at most
        // h * binomial(m + 2, 3) + 1 units, checked after it.
        const int side = 40;
        const std::vector<std::uint64_t> rows(side, (std::uint64_t{1} << side) - 1);
        const std::uint64_t rowRange = std::uint64_t{side} * side * (side + 1) * (side + 2) / 6 + 1;
        const std::string problem = stopCheckProblem(
            [&](const SolveContext& context) {
                engine::QuadrantTable table(side, side, rows);
                table.build(context);
            },
            rowRange);
        QVERIFY2(problem.empty(), problem.c_str());
    }

    void quadrantRemoteness()
    {
        // A full 12 x 12 grid of points (144, within volcano's 160), searched to volcano's budget.
        const int side = 12;
        const std::vector<std::uint64_t> rows(side, (std::uint64_t{1} << side) - 1);
        engine::QuadrantTable table(side, side, rows);
        table.build({});
        const std::string problem = stopCheckProblem(
            [&](const SolveContext& context) {
                engine::QuadrantRemoteness search({&table}, {engine::VolcanoSolver::kMaxMonsters,
                                                             engine::VolcanoSolver::kWorkBudget});
                (void)search.remoteness(search.stateOf({engine::QuadrantRemoteness::pack(0, 0, side, 0, side)}),
                                        context);
            },
            kMaxStep);
        QVERIFY2(problem.empty(), problem.c_str());
    }

    void sumRemotenessSearch()
    {
        // Three chomp boards: the search runs to its budget.
        const engine::GameSum sum({sums_test::boardFromText("chomp", "4 4 1\n0 0\n"),
                                   sums_test::boardFromText("chomp", "3 5 1\n0 0\n"),
                                   sums_test::boardFromText("chomp", "4 3 1\n0 0\n")});
        const std::string problem = stopCheckProblem(
            [&](const SolveContext& context) {
                std::vector<std::unique_ptr<engine::Solver>> owned;
                std::vector<engine::Solver*> solvers;
                for (const engine::SumComponent& board : sum.boards()) {
                    owned.push_back(board.game().createSolver(board.setup));
                    owned.back()->prepare({}); // a sum needs every board's value
                    solvers.push_back(owned.back().get());
                }
                engine::SumRemotenessSearch search(sum, solvers, context);
                (void)search.ofPosition();
            },
            kMaxStep);
        QVERIFY2(problem.empty(), problem.c_str());
    }

    void nimRemoteness()
    {
        // Near the search's limit: 6 heaps of 16 reach 74 613 heap lists.
        for (const PlayRule rule : {PlayRule::Normal, PlayRule::Misere}) {
            const std::string problem = stopCheckProblem(
                [rule](const SolveContext& context) {
                    engine::NimRemoteness search(rule);
                    (void)search.remoteness({16, 16, 16, 16, 16, 16}, context);
                },
                kMaxStep);
            QVERIFY2(problem.empty(), problem.c_str());
        }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_solver_stop_checks, TestSolverStopChecks)
#include "test_solver_stop_checks.moc"
