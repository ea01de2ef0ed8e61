// ChompTable's stop checks and progress by work done (WorkMeter): no stretch of
// work goes unchecked, even the one loss that marks every other staircase (the
// empty staircase of a board without poison); progress comes early and never
// goes back; a stopped build keeps its work and resumes it to the same answer.
#include "TestRegistry.h"
#include "WorkChecks.h"

#include "chomp/ChompStaircases.h"

#include "engine/GameModules.h"
#include "engine/WorkMeter.h"
#include "engine/games/chomp/ChompSolver.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/RunParents.h"
#include "engine/games/chomp/Staircase.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <stop_token>
#include <vector>

using engine::Board;
using engine::CellKind;
using engine::ChompTable;
using engine::Heights;
using engine::WorkMeter;

namespace {

// The most work one step adds at once: a run's staircases (a side and one), a
// loss's children (at most kMaxCells moves), a kept list of parents.
constexpr std::uint64_t kMaxStep = ChompTable::kMaxCells + ChompTable::kMaxSide + 1 + engine::RunParents::kMaxListLength;

// A board without poison: its floor is empty, and the empty staircase, the one
// loss without moves, is every other staircase's child.
Heights emptyFloor(int cols)
{
    return Heights(static_cast<std::size_t>(cols), 0);
}

Heights cornerFloor(int rows, int cols)
{
    Board board(rows, cols);
    board.setCell({0, 0}, CellKind::Poison);
    return engine::poisonFloor(board);
}

} // namespace

class TestChompStopChecks : public QObject {
    Q_OBJECT

private:
    using Checks = testsupport::WorkChecks;

private slots:
    void noStretchOfWorkGoesUnchecked()
    {
        for (const Heights& floor : {emptyFloor(14), cornerFloor(14, 14)}) {
            ChompTable table(14, 14, floor);
            Checks checks;
            table.buildOutcomes(checks.context());
            QVERIFY(checks.work.size() > 100);
            QVERIFY2(checks.largestGap() <= WorkMeter::kCheckUnits + kMaxStep,
                     std::to_string(checks.largestGap()).c_str());
            // The marks are counted: the empty staircase alone marks every other one
            // (the work after the last check is not seen).
            if (floor == emptyFloor(14))
                QVERIFY(checks.work.back() + WorkMeter::kCheckUnits + kMaxStep >= 2 * table.stateCount() - 1);
        }
        // The byte pass too (remoteness), from the empty board's first loss on.
        ChompTable bytes(12, 12, emptyFloor(12));
        Checks checks;
        bytes.buildRemoteness(checks.context());
        QVERIFY(checks.work.back() + WorkMeter::kCheckUnits + kMaxStep >= 2 * bytes.stateCount() - 1);
        QVERIFY(checks.largestGap() <= WorkMeter::kCheckUnits + kMaxStep);
    }

    void progressComesEarlyInTheWorkAndNeverGoesBack()
    {
        // The empty board's first loss marks a third of the work; progress must move during it.
        ChompTable table(14, 14, emptyFloor(14));
        Checks checks;
        table.buildOutcomes(checks.context());
        QVERIFY(std::is_sorted(checks.progress.begin(), checks.progress.end()));
        QCOMPARE(checks.progress.back(), 1.0);
        const std::uint64_t total = checks.work.back();
        // The first report above zero comes within the first 2 % of the work.
        const auto firstMove = std::find_if(checks.progress.begin(), checks.progress.end(),
                                            [](double fraction) { return fraction > 0.0; });
        QVERIFY(firstMove != checks.progress.end());
        const auto index = static_cast<std::size_t>(firstMove - checks.progress.begin());
        QVERIFY(index < checks.work.size());
        QVERIFY2(checks.work[index] * 50 <= total, std::to_string(checks.work[index]).c_str());
        // And it moves all along: no two reports in a row more than 5 % apart.
        for (std::size_t i = 1; i < checks.progress.size(); ++i)
            QVERIFY2(checks.progress[i] - checks.progress[i - 1] <= 0.05, std::to_string(i).c_str());
    }

    void aStopDuringOneLossEndsTheBuildAtTheNextCheck()
    {
        ChompTable table(14, 14, emptyFloor(14));
        std::stop_source stop;
        Checks checks;
        engine::SolveContext context = checks.context(stop.get_token());
        context.onWorkCheck = [&checks, &stop](std::uint64_t done) {
            checks.work.push_back(done);
            if (checks.work.size() == 3) // inside the first loss's marks
                stop.request_stop();
        };
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, table.buildOutcomes(context));
        QCOMPARE(checks.work.size(), std::size_t{3}); // no check, and no work, after it
        QVERIFY(checks.work.back() < 3 * WorkMeter::kCheckUnits + kMaxStep);
        QVERIFY(!table.hasOutcomes());
        QVERIFY(table.heldBytes() > 0); // kept for the next call to resume
    }

    void anInterruptedBuildResumesToTheSameAnswer()
    {
        struct Case {
            int rows;
            int cols;
            Heights floor;
            bool bytes;
        };
        const std::vector<Case> cases{{13, 13, emptyFloor(13), false},
                                      {12, 12, cornerFloor(12, 12), false},
                                      {12, 12, emptyFloor(12), true},
                                      {12, 12, cornerFloor(12, 12), true}};
        for (const Case& c : cases) {
            ChompTable fresh(c.rows, c.cols, c.floor);
            ChompTable resumed(c.rows, c.cols, c.floor);
            const auto build = [&c](ChompTable& table, const engine::SolveContext& context) {
                if (c.bytes)
                    table.buildRemoteness(context);
                else
                    table.buildOutcomes(context);
            };
            build(fresh, {});
            // Stopped twice, at different points, then left to finish.
            double reached = 0.0;
            for (const std::size_t stopAt : {std::size_t{3}, std::size_t{12}}) {
                std::stop_source stop;
                Checks checks;
                engine::SolveContext context = checks.context(stop.get_token());
                context.onWorkCheck = [&checks, &stop, stopAt](std::uint64_t done) {
                    checks.work.push_back(done);
                    if (checks.work.size() == stopAt)
                        stop.request_stop();
                };
                QVERIFY_THROWS_EXCEPTION(engine::Stopped, build(resumed, context));
                QVERIFY(!checks.progress.empty());
                QVERIFY(checks.progress.front() >= reached); // it resumed: its progress starts where it stopped
                reached = checks.progress.back();
            }
            QVERIFY(reached > 0.0);
            Checks last;
            build(resumed, last.context());
            QVERIFY(last.progress.front() >= reached && last.progress.front() > 0.0);
            QCOMPARE(last.progress.back(), 1.0);
            bool same = true;
            testsupport::forEachStaircase(c.rows, c.floor, [&](const Heights& heights) {
                if (static_cast<int>(heights.size()) != c.cols)
                    return;
                const std::uint64_t rank = fresh.rankOf(heights);
                same = same && fresh.outcome(rank) == resumed.outcome(rank)
                    && (!c.bytes || fresh.remoteness(rank) == resumed.remoteness(rank));
            });
            QVERIFY2(same, (std::to_string(c.rows) + " x " + std::to_string(c.cols)).c_str());
        }
    }

    void aStoppedSolverResumesItsAnalysis()
    {
        // 6 x 42 (252 cells) is beyond the remoteness table: the window's catalog path (bits, then the list of losses).
        Board setup = engine::findGame("chomp")->emptyBoard(6, 42);
        setup.setCell({0, 0}, CellKind::Poison);
        engine::ChompSolver solver(setup);
        std::stop_source stop;
        Checks checks;
        engine::SolveContext context = checks.context(stop.get_token());
        context.onWorkCheck = [&checks, &stop](std::uint64_t done) {
            checks.work.push_back(done);
            if (checks.work.size() == 20)
                stop.request_stop();
        };
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver.analyse(setup, context));
        QVERIFY(solver.resumableBytes().value_or(0) > 0);
        Checks resumed;
        engine::Analysis analysis;
        QVERIFY_THROWS_NO_EXCEPTION(analysis = solver.analyse(setup, resumed.context()));
        QVERIFY(resumed.progress.front() > 0.0);
        QVERIFY(resumed.progress.front() >= checks.progress.back());
        const engine::Analysis expected = engine::ChompSolver(setup).analyse(setup, {});
        QCOMPARE(analysis.outcome, expected.outcome);
        QCOMPARE(analysis.winningMoves(), expected.winningMoves());
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_stop_checks, TestChompStopChecks)
#include "test_chomp_stop_checks.moc"
