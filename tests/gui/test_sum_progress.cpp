// The analysis of a sum of boards in the window (issue 25, "Honest limits"):
// one progress bar for all boards, honest while a long board runs beside small
// ones, Cancel stopping every board's work and leaving the window usable; a
// move on a small board bringing the marks back soon; a sum holding a pawn
// far from the origin (a combined board of 4 million cells) painted within a frame budget.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "PawnTiming.h"
#include "SumBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/AnalysisProgress.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QElapsedTimer>
#include <QProgressBar>
#include <QTest>
#include <QToolButton>

#include <time.h>

using engine::Board;
using engine::CellKind;
using engine::SumComponent;
using Status = gui::AnalysisState::Status;

namespace sumprogress {

SumComponent boardOf(const char* id, Board board)
{
    return {engine::findGameModule(id), board, board};
}

SumComponent chompBoard(int side)
{
    Board board = engine::findGame("chomp")->emptyBoard(side, side);
    board.setCell({0, 0}, CellKind::Poison);
    return boardOf("chomp", board);
}

SumComponent nimBoard()
{
    Board board = engine::findGame("nim")->emptyBoard(2, 3);
    for (engine::Coord c = 0; c < 3; ++c)
        board.setCell({1, c}, CellKind::Counter);
    board.setCell({0, 0}, CellKind::Counter);
    board.setCell({0, 1}, CellKind::Counter);
    return boardOf("nim", board);
}

SumComponent volcanoBoard()
{
    return boardOf("volcano", engine::findGame("volcano")->exampleBoard());
}

// The sum of `boards` and its combined setup.
std::pair<const engine::SumGame*, Board> sumOf(const std::vector<SumComponent>& boards)
{
    const engine::SumGame& game = engine::sumGameOf(engine::SumLayout::of(boards));
    std::vector<Board> setups;
    for (const SumComponent& board : boards)
        setups.push_back(board.setup);
    return {&game, game.layout().combinedBoard(setups)};
}

double processCpuMilliseconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

} // namespace sumprogress

class TestSumProgress : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void cleanup() { closeWindow(); }

    // Two small boards done at once and a chomp board of seconds: the one bar
    // follows the long board's share, not a third of the bar per board; Cancel
    // stops every board's work and the window goes on.
    void oneHonestProgressBarAndCancelStopsEveryBoard()
    {
        QVERIFY(showWindow());
        const auto [game, setup] = sumprogress::sumOf({sumprogress::nimBoard(), sumprogress::volcanoBoard(), sumprogress::chompBoard(15)});
        openBoard(*game, setup);
        auto* progress = m_window->findChild<gui::AnalysisProgress*>();
        QVERIFY(progress);
        auto* bar = progress->findChild<QProgressBar*>();
        QVERIFY(bar);
        QTRY_VERIFY_WITH_TIMEOUT(progress->isVisible(), testsupport::scaled(10'000));
        QVERIFY(testsupport::analysisOf(*m_window)->state().isRunning());
        QVERIFY2(bar->format().startsWith(QStringLiteral("Analysing 3 boards")), qPrintable(bar->format()));
        // The two small boards are done within the first moments: by board count they
        // would fill two thirds of the bar as soon as the chomp board begins; by their
        // work, next to nothing. The bar's first values follow the chomp board's share.
        int first = 0;
        QElapsedTimer watch;
        watch.start();
        while (first == 0 && watch.elapsed() < testsupport::scaled(15'000)
               && testsupport::analysisOf(*m_window)->state().isRunning()) {
            first = bar->value();
            QTest::qWait(10);
        }
        qInfo("the bar's first value: %d of %d, %lld ms after it showed", first, bar->maximum(), watch.elapsed());
        QVERIFY(testsupport::analysisOf(*m_window)->state().isRunning());
        QVERIFY2(first > 0, "the bar never moved");
        QVERIFY2(first < bar->maximum() / 2, qPrintable(QString::number(first)));

        auto* cancel = progress->findChild<QToolButton*>(QStringLiteral("cancelAnalysisButton"));
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QCOMPARE(testsupport::analysisOf(*m_window)->state().status(), Status::Cancelled);
        QTRY_VERIFY(!progress->isVisible());
        // Every board's work stops: the process idles (a board still at work would keep a core busy).
        QTest::qWait(200);
        const double cpuBefore = sumprogress::processCpuMilliseconds();
        QTest::qWait(1000);
        const double cpu = sumprogress::processCpuMilliseconds() - cpuBefore;
        qInfo("CPU time of the process in the second after Cancel: %.0f ms", cpu);
        QVERIFY2(cpu < 400.0, qPrintable(QString::number(cpu)));

        // The window goes on: another sum is analysed and its marks shown.
        openBoard(testsupport::threeBoardSum(), testsupport::threeBoardSetup());
        QVERIFY(waitForMarks(30'000));
    }

    // A move on the nim board of a sum with a chomp board of a second: the marks
    // come back without the chomp board's analysis of its unchanged position run
    // again (test_sum_parallel counts the runs). The time printed is mostly the
    // sum's remoteness search, which runs out of its budget here (about 0.1 s).
    void aMoveOnASmallBoardBringsTheMarksBack()
    {
        QVERIFY(showWindow());
        const std::vector<SumComponent> boards{sumprogress::chompBoard(12), sumprogress::nimBoard(), sumprogress::volcanoBoard()};
        const auto [game, setup] = sumprogress::sumOf(boards);
        QElapsedTimer watch;
        watch.start();
        openBoard(*game, setup);
        QVERIFY(waitForMarks(60'000));
        const double first = static_cast<double>(watch.nsecsElapsed()) / 1e6;

        const engine::GameSum sum = game->sumOf(setup, setup);
        std::vector<double> times;
        for (const engine::SumMove& move : sum.legalMoves()) {
            if (move.board != 1)
                continue;
            watch.restart();
            document().undoStack()->push(
                new gui::PlayMoveCommand(&document(), game->layout().toCombined(move), QStringLiteral("Play")));
            QVERIFY(waitForMarks(60'000));
            times.push_back(static_cast<double>(watch.nsecsElapsed()) / 1e6);
            document().undoStack()->undo();
            QVERIFY(waitForMarks(60'000));
        }
        QVERIFY(!times.empty());
        const double median = testsupport::medianOf(times);
        qInfo("first analysis %.0f ms; after a move on the nim board: median %.0f ms to the marks (%d moves)", first,
              median, static_cast<int>(times.size()));
        QVERIFY2(median < testsupport::scaled(3'000), qPrintable(QStringLiteral("%1 ms after %2 ms").arg(median).arg(first)));
    }

    // A pawn far out makes the combined board 2048 x 2048 cells and more: fitted in
    // the view, the whole board paints within a frame budget.
    void aSumWithAFarPawnPaintsFast()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        const engine::GameModule& pawn = *engine::findGameModule("pawn");
        Board far = pawn.game.emptyBoard(1000000001, 1000000001);
        far.setCell({2040, 2040}, CellKind::Pawn);
        far.setCell({100, 7}, CellKind::Impassable);
        const auto [game, setup] = sumprogress::sumOf({sumprogress::chompBoard(3), sumprogress::boardOf("pawn", far), sumprogress::nimBoard()});
        QVERIFY(setup.rows() >= 2041 && setup.cols() >= 2041);
        openBoard(*game, setup);
        view().fitBoard();
        QTest::qWait(300);
        std::vector<double> cpu;
        std::vector<double> wall;
        for (int i = 0; i < 7; ++i) {
            QElapsedTimer timer;
            timer.start();
            const double before = testsupport::threadCpuMilliseconds();
            view().viewport()->repaint();
            cpu.push_back(testsupport::threadCpuMilliseconds() - before);
            wall.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        saveScreenshot(QStringLiteral("sum-far-pawn.png"));
        // Far out, the pawn is drawn as large as on its own board, to be found.
        QCOMPARE(gui::GameLooks::find(*game).minimumCellPixels(CellKind::Pawn),
                 gui::GameLooks::find("pawn").minimumCellPixels(CellKind::Pawn));
        const double limit = 50.0 * testsupport::slowdown();
        qInfo("a paint of the whole sum: median %.1f ms of GUI-thread CPU time, %.1f ms wall (limit %.0f ms)",
              testsupport::medianOf(cpu), testsupport::medianOf(wall), limit);
        QVERIFY2(testsupport::medianOf(cpu) <= limit, qPrintable(QString::number(testsupport::medianOf(cpu))));
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_progress, TestSumProgress)
#include "test_sum_progress.moc"
