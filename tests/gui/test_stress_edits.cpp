// A thousand rapid edits by mouse while long analyses run: nothing crashes, the
// window never waits for the solver, and the marks finally shown belong to the
// final board and agree with the engine's own analysis of it.
#include "CpuTimer.h"
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"
#include "TestSlowdown.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/board/tools/EditTool.h"

#include "engine/GameModules.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <random>

using engine::Cell;
using engine::CellKind;

class TestStressEdits : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    // 1000 edits; sanitizer builds run many times slower and make fewer (at least 50).
    static int edits() { return std::max(50, 1000 / (2 * testsupport::slowdown())); }

    // Clicks edits() random cells of the current board (each click toggles the
    // palette kind) as fast as the event loop takes them, and returns the longest
    // time one click kept the GUI thread busy.
    qint64 clickRandomCells(std::uint32_t seed)
    {
        std::mt19937 random(seed);
        const engine::Board& board = document().setup();
        std::uniform_int_distribution<engine::Coord> row(0, board.rows() - 1);
        std::uniform_int_distribution<engine::Coord> col(0, board.cols() - 1);
        qint64 longest = 0;
        testsupport::CpuTimer clock; // the GUI thread's work, which load does not stretch
        for (int edit = 0; edit < edits(); ++edit) {
            clock.restart();
            testsupport::clickCell(view(), Cell{row(random), col(random)});
            longest = std::max(longest, clock.elapsed());
        }
        return longest;
    }

    // Waits for the analysis of the board shown and compares it with the engine's.
    void verifyFinalMarks()
    {
        gui::AnalysisController* analysis = testsupport::analysisOf(*m_window);
        const engine::Board finalBoard = document().currentBoard();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->state().isRunning() && analysis->state().analysis() != nullptr, testsupport::scaled(120000));
        QVERIFY(analysis->state().board() == finalBoard);
        const gui::AnalysisOverlay* overlay = scene().overlay();
        QVERIFY(overlay->showsMarks());
        const engine::Analysis expected = testsupport::engineAnalysis(document().game(), document().setup(), finalBoard);
        QCOMPARE(overlay->shownAnalysis()->outcome, expected.outcome);
        QCOMPARE(overlay->shownAnalysis()->grundy, expected.grundy);
        QVERIFY(overlay->shownAnalysis()->winningMoves() == expected.winningMoves());
        // No late result of a stale run replaces it.
        QTest::qWait(300);
        QVERIFY(analysis->state().board() == finalBoard);
    }

    void startOn(const engine::Game& game, const engine::Board& setup)
    {
        document().reset(game, gui::DocumentState{setup, {}, 0}, QString());
        QVERIFY(testsupport::analysisOf(*m_window)->state().isRunning());
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow());
    }

    void cleanup()
    {
        document().markSaved();
        m_window.reset();
    }

    // The full 5x5 rectangles board takes the solver about a second; every edit
    // starts a new run that the next edit cancels.
    void rectanglesDuringLongAnalysis()
    {
        const engine::Game& rectangles = *engine::findGame("rectangles");
        engine::Board full = rectangles.emptyBoard(5, 5);
        for (engine::Coord r = 0; r < 5; ++r)
            for (engine::Coord c = 0; c < 5; ++c)
                full.setCell({r, c}, CellKind::Filled);
        startOn(rectangles, full);
        QCOMPARE(testsupport::editToolOf(*m_window)->paletteKind(), CellKind::Filled);
        const qint64 longest = clickRandomCells(20261122);
        qInfo("rectangles: longest click %lld ms", static_cast<long long>(longest));
        QVERIFY2(longest < 1000 * testsupport::slowdown(), "an edit waited for the solver");
        QCOMPARE(document().undoStack()->count(), edits());
        verifyFinalMarks();
    }

    // Chomp 14x14 analyses take seconds; edits change the setup, so each one
    // throws the solver away and starts again.
    void chompDuringLongAnalysis()
    {
        const engine::Game& chomp = *engine::findGame("chomp");
        engine::Board setup = chomp.emptyBoard(14, 14);
        setup.setCell({0, 0}, CellKind::Poison);
        startOn(chomp, setup);
        QCOMPARE(testsupport::editToolOf(*m_window)->paletteKind(), CellKind::Poison);
        const qint64 longest = clickRandomCells(7);
        qInfo("chomp: longest click %lld ms", static_cast<long long>(longest));
        QVERIFY2(longest < 1000 * testsupport::slowdown(), "an edit waited for the solver");
        verifyFinalMarks();
    }

    // Undo and redo as fast as possible through the whole history, ending on a
    // board in the middle of it.
    void undoRedoStorm()
    {
        const engine::Game& rectangles = *engine::findGame("rectangles");
        startOn(rectangles, rectangles.emptyBoard(5, 5));
        clickRandomCells(99);
        QUndoStack* stack = document().undoStack();
        std::mt19937 random(3);
        for (int step = 0; step < edits(); ++step) {
            if (random() % 2 == 0 && stack->canUndo())
                session().undo();
            else if (stack->canRedo())
                session().redo();
        }
        verifyFinalMarks();
    }
};

GRUNDYGRID_TEST_MAIN(test_stress_edits, TestStressEdits)
#include "test_stress_edits.moc"
