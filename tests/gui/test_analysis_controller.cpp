// AnalysisController without a window: its worker threads, the hand-off of
// results and progress, stale runs, cancellation and background positions.

#include "TestRegistry.h"
#include "AnalysisStates.h"
#include "GuiTestSupport.h"
#include "TestSlowdown.h"
#include "gui/analysis/AnalysisController.h"
#include "gui/document/DocumentState.h"
#include "gui/document/GameDocument.h"

#include "engine/GameModules.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <memory>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using Status = gui::AnalysisState::Status;

namespace {

// The full 5 x 6 rectangles board: tens of seconds of search, far longer than
// any of these tests lets it run.
Board longBoard()
{
    Board board = testsupport::gameById("rectangles").emptyBoard(5, 6);
    for (engine::Coord r = 0; r < 5; ++r)
        for (engine::Coord c = 0; c < 6; ++c)
            board.setCell({r, c}, CellKind::Filled);
    return board;
}

Board chompBoard(engine::Coord rows, engine::Coord cols, Cell poison)
{
    Board board = testsupport::gameById("chomp").emptyBoard(rows, cols);
    board.setCell(poison, CellKind::Poison);
    return board;
}

} // namespace

class TestAnalysisController : public QObject {
    Q_OBJECT

private slots:
    void resultArrivesOnTheGuiThreadAndMatchesTheEngine()
    {
        gui::GameDocument document(testsupport::gameById("chomp"));
        const Board setup = chompBoard(6, 7, {2, 0});
        document.reset(testsupport::gameById("chomp"), gui::DocumentState{setup, {}, 0}, QString());
        gui::AnalysisController controller(&document);
        QThread* receiver = nullptr;
        connect(&controller, &gui::AnalysisController::stateChanged, this,
                [&receiver] { receiver = QThread::currentThread(); });
        testsupport::StateSpy states(&controller);
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(60000)));
        QCOMPARE(receiver, QThread::currentThread());
        const gui::AnalysisState& state = controller.state();
        QVERIFY(!state.isRunning());
        const auto expected = testsupport::gameById("chomp").createSolver(setup)->analyse(setup, {});
        QVERIFY(state.analysis() != nullptr);
        QCOMPARE(state.analysis()->outcome, expected.outcome);
        QCOMPARE(state.analysis()->winningMoves(), expected.winningMoves());
        QVERIFY(state.board() == setup);
    }

    void aNewBoardStopsTheStaleRunAndOnlyItsResultArrives()
    {
        gui::GameDocument document(testsupport::gameById("rectangles"));
        document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
        gui::AnalysisController controller(&document);
        testsupport::StateSpy states(&controller);
        QVERIFY(controller.state().isRunning());
        // Twenty boards in a row: each replaces the one before; only the last is answered.
        Board last;
        for (int i = 0; i < 20; ++i) {
            last = chompBoard(4 + i % 5, 5, {0, 0});
            document.reset(testsupport::gameById("chomp"), gui::DocumentState{last, {}, 0}, QString());
        }
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(60000)));
        QCOMPARE(states.count(Status::Ready), 1);
        QVERIFY(controller.state().board() == last);
        QVERIFY(controller.state().analysis()->moves.size()
                == testsupport::gameById("chomp").legalMoves(last).size());
        // Once a run queued behind every stale one is answered, the stale ones have
        // all ended: still only the last board's results.
        controller.restart();
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(60000)));
        QCOMPARE(states.count(Status::Ready), 2);
        QVERIFY(controller.state().board() == last);
        // Every state published was of a newer position than the one before, or of the same one.
        for (std::size_t i = 1; i < states.states().size(); ++i)
            QVERIFY(states.states()[i].position() >= states.states()[i - 1].position());
    }

    void cancelStopsTheRunAndNothingArrivesAfterIt()
    {
        gui::GameDocument document(testsupport::gameById("rectangles"));
        document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
        gui::AnalysisController controller(&document);
        testsupport::StateSpy states(&controller);
        controller.cancel();
        QCOMPARE(states.count(Status::Cancelled), 1);
        QVERIFY(!controller.state().isRunning());
        QVERIFY(controller.state().analysis() == nullptr);
        QVERIFY(controller.state().solver() == nullptr);
        // A small board analysed afterwards arrives; the cancelled run never does.
        const Board small = chompBoard(3, 3, {0, 0});
        document.reset(testsupport::gameById("chomp"), gui::DocumentState{small, {}, 0}, QString());
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(60000)));
        QCOMPARE(states.count(Status::Ready), 1);
        QVERIFY(controller.state().board() == small);
        QCOMPARE(states.count(Status::Cancelled), 1);
    }

    void aSetupThatComesBackResumesItsAnalysis()
    {
        // A full 14 x 14 chomp table (a second of work): left at a fifth, then come back to (Undo, Redo).
        const engine::Game& chomp = testsupport::gameById("chomp");
        const Board large = chompBoard(14, 14, {0, 0});
        gui::GameDocument document(chomp);
        document.reset(chomp, gui::DocumentState{large, {}, 0}, QString());
        gui::AnalysisController controller(&document);
        testsupport::StateSpy states(&controller);
        double latest = 0.0;
        std::vector<double> afterReturn;
        bool returned = false;
        connect(&controller, &gui::AnalysisController::progressChanged, this, [&] {
            if (!controller.state().isRunning() || controller.progress() <= 0.0)
                return;
            latest = controller.progress();
            if (returned)
                afterReturn.push_back(latest);
        });
        QTRY_VERIFY_WITH_TIMEOUT(latest > 0.2, testsupport::scaled(120000));
        QVERIFY(controller.state().isRunning());
        const double left = latest;
        // Another setup (analysed at once), then the large one again.
        document.reset(chomp, gui::DocumentState{chompBoard(3, 3, {0, 0}), {}, 0}, QString());
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(60000)));
        returned = true;
        document.reset(chomp, gui::DocumentState{large, {}, 0}, QString());
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(120000)));
        QVERIFY(!afterReturn.empty());
        QVERIFY2(afterReturn.front() >= left, std::to_string(afterReturn.front()).c_str()); // resumed, not from 0
        // A square is won by the bite at (1, 1) alone.
        QCOMPARE(controller.state().analysis()->outcome, engine::Outcome::Win);
        QCOMPARE(controller.state().analysis()->winningMoves(), std::vector<engine::Move>{engine::Move::at({1, 1})});
    }

    void cancelLetsTheSolverGo()
    {
        const engine::Game& chomp = testsupport::gameById("chomp");
        gui::GameDocument document(chomp);
        document.reset(chomp, gui::DocumentState{chompBoard(14, 14, {0, 0}), {}, 0}, QString());
        gui::AnalysisController controller(&document);
        const std::weak_ptr<engine::DeferredSolver> solver = controller.state().solver();
        QTRY_VERIFY_WITH_TIMEOUT(controller.progress() > 0.0, testsupport::scaled(120000));
        controller.cancel();
        // Freed on the worker once the run notices the stop: the tables go with it.
        QTRY_VERIFY_WITH_TIMEOUT(solver.expired(), testsupport::scaled(30000));
    }

    void progressOfALongRunArrivesAndRises()
    {
        gui::GameDocument document(testsupport::gameById("rectangles"));
        document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
        gui::AnalysisController controller(&document);
        std::vector<double> fractions;
        connect(&controller, &gui::AnalysisController::progressChanged, this, [&] {
            QCOMPARE(QThread::currentThread(), this->thread());
            if (fractions.empty() || fractions.back() != controller.progress())
                fractions.push_back(controller.progress());
        });
        QTRY_VERIFY_WITH_TIMEOUT(fractions.size() >= 3, testsupport::scaled(120000));
        QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
        QVERIFY(fractions.back() > 0.0 && fractions.back() < 1.0);
        QVERIFY(controller.state().isRunning());
        // Destroying the controller mid-run stops its workers and joins them.
    }

    void backgroundPositionsArriveForTheCurrentSetupOnly()
    {
        const Board setup = chompBoard(5, 5, {0, 0});
        gui::GameDocument document(testsupport::gameById("chomp"));
        document.reset(testsupport::gameById("chomp"), gui::DocumentState{setup, {}, 0}, QString());
        gui::AnalysisController controller(&document);
        std::vector<std::pair<Board, engine::Analysis>> analysed;
        const auto answer = [&analysed](const Board& board, const engine::Analysis* analysis) {
            QVERIFY(analysis != nullptr);
            analysed.emplace_back(board, *analysis);
        };
        const std::vector<engine::Move> moves = testsupport::gameById("chomp").legalMoves(setup);
        std::vector<Board> positions;
        for (const engine::Move& move : moves)
            positions.push_back(testsupport::gameById("chomp").play(setup, move));
        for (const Board& position : positions)
            controller.analysePosition(position, this, answer);
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), positions.size(), testsupport::scaled(60000));
        const auto solver = testsupport::gameById("chomp").createSolver(setup);
        for (std::size_t i = 0; i < analysed.size(); ++i) {
            const auto& [board, analysis] = analysed[i];
            QVERIFY(board == positions[i]); // in the order asked
            QCOMPARE(analysis.outcome, solver->analyse(board, {}).outcome);
            QCOMPARE(analysis.winningMoves(), solver->analyse(board, {}).winningMoves());
        }
        // Positions asked for under the old setup are dropped once the setup changes.
        analysed.clear();
        document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
        controller.analysePosition(longBoard(), this, answer); // waits behind the running search: stopped with it
        document.reset(testsupport::gameById("chomp"), gui::DocumentState{setup, {}, 0}, QString());
        testsupport::StateSpy states(&controller);
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(60000)));
        controller.analysePosition(positions.front(), this, answer);
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), std::size_t(1), testsupport::scaled(60000));
        QVERIFY(analysed.front().first == positions.front());
    }

    void destroyingTheControllerMidRunStopsItsWorkers()
    {
        for (int i = 0; i < 5; ++i) {
            gui::GameDocument document(testsupport::gameById("rectangles"));
            document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
            auto controller = std::make_unique<gui::AnalysisController>(&document);
            controller->analysePosition(longBoard(), controller.get(), [](const Board&, const engine::Analysis*) {});
            QVERIFY(controller->state().isRunning());
            controller.reset(); // returns once both workers noticed the stop
        }
    }
};

GRUNDYGRID_TEST_MAIN(test_analysis_controller, TestAnalysisController)
#include "test_analysis_controller.moc"
