#include "TestRegistry.h"
#include "RandomBoards.h"
#include "RectanglesTestSupport.h"

#include "engine/GameModules.h"
#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/rectangles/MaskTable.h"
#include "engine/games/rectangles/MemoGate.h"
#include "engine/games/rectangles/RectanglesSolver.h"

#include "SolverChecks.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <random>
#include <thread>
#include <stop_token>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::Outcome;

namespace {

Board fullBoard(int rows, int cols)
{
    return testsupport::filledBoard(rectangles(), rows, cols, CellKind::Filled);
}

} // namespace

// Features of the rectangles solver: stopping and resuming, progress, foreign
// positions, and the parallel search.
class TestRectanglesSolver : public QObject {
    Q_OBJECT

private slots:
    void outcomesOnlyLeaveTheRemotenessSearchOut()
    {
        // The full 4 x 4 board: 16 ones, so a full analysis has the exact remoteness.
        const Board setup = fullBoard(4, 4);
        engine::RectanglesSolver solver(setup);
        engine::SolveContext outcomesOnly;
        outcomesOnly.outcomesOnly = true;
        const engine::Analysis outcomes = solver.analyse(setup, outcomesOnly);
        QVERIFY(!outcomes.remoteness.has_value());
        for (const engine::MoveVerdict& verdict : outcomes.moves)
            QVERIFY(!verdict.resultRemoteness.has_value());
        const engine::Analysis full = solver.analyse(setup, {});
        QVERIFY(full.remoteness.has_value());
        QCOMPARE(outcomes.outcome, full.outcome);
        QCOMPARE(outcomes.grundy, full.grundy);
        QCOMPARE(outcomes.winningMoves(), full.winningMoves());
    }

    void stoppedAnalysisThrowsThenResumes_data()
    {
        QTest::addColumn<int>("workers");
        QTest::addColumn<int>("minReports"); // a helper leaves the caller fewer sets to search
        QTest::newRow("one thread") << 1 << 10;
        QTest::newRow("two threads") << 2 << 3;
    }

    void stoppedAnalysisThrowsThenResumes()
    {
        QFETCH(int, workers);
        QFETCH(int, minReports);
        const Board setup = boardOf({"11111", "11111", "11111", "11111"});
        auto solver = std::make_unique<engine::RectanglesSolver>(setup);
        solver->setWorkers(workers);
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver->analyse(setup, testsupport::alreadyStopped()));
        std::vector<double> progress;
        engine::Analysis analysis;
        QVERIFY_THROWS_NO_EXCEPTION(analysis = solver->analyse(setup, testsupport::recordingProgress(progress)));
        QVERIFY(progress.size() > static_cast<std::size_t>(minReports));
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() >= 0.0 && progress.back() == 1.0);
        // The same value as a solver that was never interrupted.
        QCOMPARE(rectangles().createSolver(setup)->analyse(setup, {}).grundy, analysis.grundy);
    }

    void stopDuringTheSearchIsHonoured()
    {
        const Board setup = fullBoard(5, 6);
        QVERIFY(!rectangles().setupProblem(setup).has_value());
        auto solver = rectangles().createSolver(setup);
        testsupport::expectStopsAtReport(*solver, setup, 3);
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, solver->prepare(testsupport::alreadyStopped()));
    }

    void foreignPositionsAreRefused()
    {
        const Board setup = boardOf({"110", "011"});
        auto solver = rectangles().createSolver(setup);
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver->analyse(boardOf({"11", "01"}), {}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver->analyse(boardOf({"111", "011"}), {}));
        Board poisoned = setup;
        poisoned.setCell({0, 0}, CellKind::Poison);
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver->analyse(poisoned, {}));
        QVERIFY_THROWS_NO_EXCEPTION((void)solver->analyse(boardOf({"100", "011"}), {}));
    }

    void oneAndTwoWorkersGiveTheSameValues()
    {
        // Components of 20 cells or more are searched by two threads sharing
        // the memo: every value, and the classes memoised, match one thread's.
        std::mt19937 rng(31);
        std::vector<Board> setups{fullBoard(4, 5), fullBoard(5, 4)};
        while (setups.size() < 6) {
            Board setup = randomSetup(rng, 5, 5);
            if (setup.rows() == 5 && setup.cols() == 5 && setup.countOf(CellKind::Filled) >= 21)
                setups.push_back(setup);
        }
        for (const Board& setup : setups) {
            engine::RectanglesSolver one(setup);
            one.setWorkers(1);
            engine::RectanglesSolver two(setup);
            two.setWorkers(2);
            QVERIFY_THROWS_NO_EXCEPTION(two.prepare({}));
            const auto single = one.analyse(setup, {});
            const auto parallel = two.analyse(setup, {});
            QCOMPARE(parallel.grundy, single.grundy);
            QCOMPARE(parallel.moves.size(), single.moves.size());
            for (std::size_t i = 0; i < single.moves.size(); ++i) {
                QCOMPARE(parallel.moves[i].move, single.moves[i].move);
                QCOMPARE(parallel.moves[i].resultGrundy, single.moves[i].resultGrundy);
            }
            QCOMPARE(two.stateCount(), one.stateCount());
            QVERIFY(one.stateCount() > 1000);
        }
    }

    void stopDuringAParallelSearchEndsItAndResumes()
    {
        // The stop arrives from the progress callback once the search is under way
        // (never from a clock), so the test checks the same thing on any machine.
        const Board setup = fullBoard(5, 5);
        engine::RectanglesSolver solver(setup);
        solver.setWorkers(2);
        std::stop_source stop;
        const engine::SolveContext stopPastFivePercent{stop.get_token(), [&stop](double fraction) {
                                                           if (fraction >= 0.05)
                                                               stop.request_stop();
                                                       }};
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, solver.prepare(stopPastFivePercent));
        const std::size_t partial = solver.stateCount();
        QVERIFY(partial > 0);
        // Resumes from what both workers memoised, to one thread's answer.
        engine::Analysis analysis;
        QVERIFY_THROWS_NO_EXCEPTION(analysis = solver.analyse(setup, {}));
        engine::RectanglesSolver single(setup);
        single.setWorkers(1);
        QCOMPARE(analysis.grundy, single.analyse(setup, {}).grundy);
        QCOMPARE(solver.stateCount(), single.stateCount());
        QVERIFY(solver.stateCount() > partial);
    }

    void parallelProgressIsMonotoneOnTheCallersThread()
    {
        const Board setup = fullBoard(5, 5);
        engine::RectanglesSolver solver(setup);
        solver.setWorkers(2);
        std::vector<double> progress;
        bool otherThread = false;
        const auto caller = std::this_thread::get_id();
        const engine::SolveContext recording{{}, [&](double f) {
                                                 otherThread = otherThread || std::this_thread::get_id() != caller;
                                                 progress.push_back(f);
                                             }};
        QVERIFY_THROWS_NO_EXCEPTION(solver.prepare(recording));
        QVERIFY(!otherThread);
        QVERIFY(progress.size() > 10);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() >= 0.0);
        QCOMPARE(progress.back(), 1.0);
    }

    void progressOfALongSearchMovesFromTheStart()
    {
        // The full 5 x 6 board (tens of seconds): the fraction leaves 0 early and
        // takes many values on its way; the search is stopped once it passes 3 %.
        const Board setup = fullBoard(5, 6);
        engine::RectanglesSolver solver(setup);
        std::stop_source stop;
        std::vector<double> progress;
        std::size_t states = 0;
        const engine::SolveContext stopPastThreePercent{stop.get_token(), [&](double f) {
                                                            progress.push_back(f);
                                                            states = solver.statsFromProgressCallback().states;
                                                            if (f >= 0.03)
                                                                stop.request_stop();
                                                        }};
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, solver.prepare(stopPastThreePercent));
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        // Reports come every 1024 positions of each search thread; how many before 3 %
        // depends on how the two threads share the memo (fewer under load).
        QVERIFY2(progress.size() > 20, qPrintable(QString::number(progress.size())));
        QVERIFY2(progress.back() > 0.01 && progress.back() < 0.9, qPrintable(QString::number(progress.back())));
        std::vector<double> percents;
        for (const double f : progress)
            percents.push_back(std::floor(f * 100.0));
        percents.erase(std::unique(percents.begin(), percents.end()), percents.end());
        QVERIFY(percents.size() >= 2);
        QVERIFY(states > 0 && states <= solver.stateCount());
    }

    void sharedMemoGrowsWhileTwoThreadsInsert()
    {
        // Two threads insert overlapping key ranges through the gate, looking
        // keys up as they go, while the table doubles from 4096 slots many times.
        engine::rectangles::MaskTable table;
        engine::rectangles::MemoGate gate(table);
        constexpr std::uint64_t kLast = 300000;
        const auto valueOf = [](std::uint64_t key) { return static_cast<std::uint8_t>(key % 251); };
        std::atomic<int> wrong = 0;
        const auto work = [&](std::uint64_t from, std::uint64_t to) {
            const engine::rectangles::MemoGateMembership member(gate);
            for (std::uint64_t key = from; key <= to; ++key) {
                const std::uint64_t spread = key * 0x10001; // not in hash order
                gate.beforeInsert();
                table.insertShared(spread, valueOf(spread));
                const int found = table.find(spread);
                if (found != valueOf(spread))
                    ++wrong;
            }
        };
        {
            std::jthread first(work, 1, 2 * kLast / 3);
            std::jthread second(work, kLast / 3, kLast);
        }
        QCOMPARE(wrong.load(), 0);
        QCOMPARE(table.size(), std::size_t{kLast});
        for (std::uint64_t key = 1; key <= kLast; ++key)
            QCOMPARE(table.find(key * 0x10001), int{valueOf(key * 0x10001)});
        QCOMPARE(table.find(0x10001 * (kLast + 1)), engine::rectangles::MaskTable::kMissing);
        QVERIFY(table.memoryBytes() >= kLast * 8);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_rectangles_solver, TestRectanglesSolver)
#include "test_rectangles_solver.moc"
