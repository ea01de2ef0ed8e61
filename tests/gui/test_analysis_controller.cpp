// AnalysisController without a window: its worker threads, the hand-off of
// results and progress, stale runs, cancellation and background positions.

#include "TestRegistry.h"
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
        connect(&controller, &gui::AnalysisController::analysisReady, this,
                [&receiver] { receiver = QThread::currentThread(); });
        QSignalSpy ready(&controller, &gui::AnalysisController::analysisReady);
        QVERIFY(ready.wait(testsupport::scaled(60000)));
        QCOMPARE(receiver, QThread::currentThread());
        QVERIFY(!controller.isRunning());
        const auto expected = testsupport::gameById("chomp").createSolver(setup)->analyse(setup, {});
        QVERIFY(controller.analysis() != nullptr);
        QCOMPARE(controller.analysis()->outcome, expected.outcome);
        QCOMPARE(controller.analysis()->winningMoves(), expected.winningMoves());
        QVERIFY(controller.analysedBoard() == setup);
    }

    void aNewBoardStopsTheStaleRunAndOnlyItsResultArrives()
    {
        gui::GameDocument document(testsupport::gameById("rectangles"));
        document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
        gui::AnalysisController controller(&document);
        QSignalSpy ready(&controller, &gui::AnalysisController::analysisReady);
        QVERIFY(controller.isRunning());
        // Twenty boards in a row: each replaces the one before; only the last is answered.
        Board last;
        for (int i = 0; i < 20; ++i) {
            last = chompBoard(4 + i % 5, 5, {0, 0});
            document.reset(testsupport::gameById("chomp"), gui::DocumentState{last, {}, 0}, QString());
        }
        QVERIFY(ready.wait(testsupport::scaled(60000)));
        QCOMPARE(ready.count(), 1);
        QVERIFY(controller.analysedBoard() == last);
        QVERIFY(controller.analysis()->moves.size() == testsupport::gameById("chomp").legalMoves(last).size());
        // Once a run queued behind every stale one is answered, the stale ones have
        // all ended: still only the last board's results.
        controller.restart();
        QVERIFY(ready.wait(testsupport::scaled(60000)));
        QCOMPARE(ready.count(), 2);
        QVERIFY(controller.analysedBoard() == last);
    }

    void cancelStopsTheRunAndNothingArrivesAfterIt()
    {
        gui::GameDocument document(testsupport::gameById("rectangles"));
        document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
        gui::AnalysisController controller(&document);
        QSignalSpy ready(&controller, &gui::AnalysisController::analysisReady);
        QSignalSpy cancelled(&controller, &gui::AnalysisController::cancelled);
        QSignalSpy busy(&controller, &gui::AnalysisController::busyChanged);
        controller.cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!controller.isRunning());
        QVERIFY(controller.analysis() == nullptr);
        // A small board analysed afterwards arrives; the cancelled run never does.
        const Board small = chompBoard(3, 3, {0, 0});
        document.reset(testsupport::gameById("chomp"), gui::DocumentState{small, {}, 0}, QString());
        QVERIFY(ready.wait(testsupport::scaled(60000)));
        QCOMPARE(ready.count(), 1);
        QVERIFY(controller.analysedBoard() == small);
        QCOMPARE(cancelled.count(), 1);
    }

    void progressOfALongRunArrivesAndRises()
    {
        gui::GameDocument document(testsupport::gameById("rectangles"));
        document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
        gui::AnalysisController controller(&document);
        std::vector<double> fractions;
        connect(&controller, &gui::AnalysisController::progressChanged, this, [&](double fraction) {
            QCOMPARE(QThread::currentThread(), this->thread());
            fractions.push_back(fraction);
        });
        QTRY_VERIFY_WITH_TIMEOUT(fractions.size() >= 3, testsupport::scaled(120000));
        QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
        QVERIFY(fractions.back() > 0.0 && fractions.back() < 1.0);
        QVERIFY(controller.isRunning());
        // Destroying the controller mid-run stops its workers and joins them.
    }

    void backgroundPositionsArriveForTheCurrentSetupOnly()
    {
        const Board setup = chompBoard(5, 5, {0, 0});
        gui::GameDocument document(testsupport::gameById("chomp"));
        document.reset(testsupport::gameById("chomp"), gui::DocumentState{setup, {}, 0}, QString());
        gui::AnalysisController controller(&document);
        std::vector<std::pair<Board, engine::Analysis>> analysed;
        connect(&controller, &gui::AnalysisController::positionAnalysed, this,
                [&analysed](const Board& board, const engine::Analysis& analysis) {
                    analysed.emplace_back(board, analysis);
                });
        const std::vector<engine::Move> moves = testsupport::gameById("chomp").legalMoves(setup);
        std::vector<Board> positions;
        for (const engine::Move& move : moves)
            positions.push_back(testsupport::gameById("chomp").play(setup, move));
        for (const Board& position : positions)
            controller.analysePosition(position);
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
        controller.analysePosition(longBoard()); // waits behind the running search: stopped with it
        document.reset(testsupport::gameById("chomp"), gui::DocumentState{setup, {}, 0}, QString());
        QSignalSpy ready(&controller, &gui::AnalysisController::analysisReady);
        QVERIFY(ready.wait(testsupport::scaled(60000)));
        controller.analysePosition(positions.front());
        QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), std::size_t(1), testsupport::scaled(60000));
        QVERIFY(analysed.front().first == positions.front());
    }

    void destroyingTheControllerMidRunStopsItsWorkers()
    {
        for (int i = 0; i < 5; ++i) {
            gui::GameDocument document(testsupport::gameById("rectangles"));
            document.reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard(), {}, 0}, QString());
            auto controller = std::make_unique<gui::AnalysisController>(&document);
            controller->analysePosition(longBoard());
            QVERIFY(controller->isRunning());
            controller.reset(); // returns once both workers noticed the stop
        }
    }
};

GRUNDYGRID_TEST_MAIN(test_analysis_controller, TestAnalysisController)
#include "test_analysis_controller.moc"
