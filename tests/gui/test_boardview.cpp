// The board view of the real main window: painting by click, drag and keyboard,
// undo/redo, zoom, and analysis marks that match the engine.
#include "CpuTimer.h"
#include "AnalysisStates.h"
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"
#include "TestSlowdown.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"

#include "engine/GameModules.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <set>
#include <utility>

using engine::Cell;
using engine::CellKind;

class TestBoardView : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    // Marks for the board shown, once they have arrived.
    const engine::Analysis* waitForMarks()
    {
        const gui::AnalysisOverlay* overlay = scene().overlay();
        if (!QTest::qWaitFor([&] { return overlay->showsMarks(); }, testsupport::scaled(10000)))
            return nullptr;
        return overlay->shownAnalysis();
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow());
        document().reset(chomp(), gui::DocumentState{chomp().emptyBoard(6, 6), {}, 0}, QString());
    }

    void cleanup() { closeWindow(); }

    void clickTogglesPoison()
    {
        testsupport::clickCell(view(), {2, 3});
        QCOMPARE(document().setup().cellAt({2, 3}), CellKind::Poison);
        QCOMPARE(document().undoStack()->count(), 1);
        testsupport::clickCell(view(), {2, 3});
        QCOMPARE(document().setup().cellAt({2, 3}), CellKind::Empty);
        QCOMPARE(document().undoStack()->count(), 2);
        session().undo();
        QCOMPARE(document().setup().cellAt({2, 3}), CellKind::Poison);
        session().redo();
        QCOMPARE(document().setup().cellAt({2, 3}), CellKind::Empty);
    }

    void dragPaintsARunAsOneUndoStep()
    {
        // Skipping cells in the drag: the line between them is painted too.
        testsupport::dragCells(view(), {{1, 0}, {1, 2}, {1, 5}});
        for (engine::Coord c = 0; c < 6; ++c)
            QCOMPARE(document().setup().cellAt({1, c}), CellKind::Poison);
        QCOMPARE(document().setup().countOf(CellKind::Poison), std::size_t{6});
        QCOMPARE(document().undoStack()->count(), 1);

        // A drag that starts on poison erases.
        testsupport::dragCells(view(), {{1, 4}, {1, 3}, {1, 2}});
        QCOMPARE(document().setup().countOf(CellKind::Poison), std::size_t{3});
        QCOMPARE(document().undoStack()->count(), 2);

        // A right drag erases, whatever it starts on.
        testsupport::dragCells(view(), {{0, 0}, {1, 0}, {1, 1}}, Qt::RightButton);
        QCOMPARE(document().setup().countOf(CellKind::Poison), std::size_t{1});
        QCOMPARE(document().setup().cellAt({1, 5}), CellKind::Poison);

        session().undo();
        session().undo();
        QCOMPARE(document().setup().countOf(CellKind::Poison), std::size_t{6});
        session().undo();
        QCOMPARE(document().setup().countOf(CellKind::Poison), std::size_t{0});
        QVERIFY(!document().undoStack()->canUndo());
    }

    void fastLShapedDragPaintsEveryCellCrossed()
    {
        // A quick L on a 12 x 12 volcano: the pointer's events lie cells apart, one of
        // them just before the corner, so the turn is a short slanted segment.
        openBoard(game("volcano"), game("volcano").emptyBoard(12, 12));
        QWidget* viewport = view().viewport();
        const gui::BoardGeometry& geometry = scene().geometry();
        const QList<QPointF> targets = {{1.5, 1.3}, {9.7, 1.6}, {10.4, 4.8}, {10.6, 10.5}, {3.2, 10.4}};
        QList<QPoint> points;
        for (const QPointF& target : targets)
            points.append(view().viewportPointAt(target).toPoint());
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, points.front());
        for (qsizetype i = 1; i < points.size(); ++i)
            QTest::mouseMove(viewport, points[i]);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, points.back());

        // Every cell the pointer crossed, from the events' own positions finely sampled.
        std::set<std::pair<engine::Coord, engine::Coord>> crossed;
        for (qsizetype i = 1; i < points.size(); ++i) {
            const QPointF from = geometry.absoluteAt(view().mapToScene(points[i - 1]));
            const QPointF to = geometry.absoluteAt(view().mapToScene(points[i]));
            for (int k = 0; k <= 10000; ++k) {
                const QPointF at = from + (to - from) * (k / 10000.0);
                crossed.insert({static_cast<engine::Coord>(std::floor(at.y())),
                                static_cast<engine::Coord>(std::floor(at.x()))});
            }
        }
        std::set<std::pair<engine::Coord, engine::Coord>> painted;
        for (engine::Coord r = 0; r < 12; ++r)
            for (engine::Coord c = 0; c < 12; ++c)
                if (document().setup().cellAt({r, c}) == CellKind::Wall)
                    painted.insert({r, c});
        for (const auto& [r, c] : crossed)
            QVERIFY2(painted.count({r, c}) == 1, qPrintable(QStringLiteral("(%1, %2) was crossed, not painted").arg(r).arg(c)));
        // Only what was crossed (give or take a cell where a segment runs exactly through a
        // grid corner), and no painted cell touches the rest only at a corner.
        QVERIFY(painted.size() <= crossed.size() + 2);
        for (const auto& [r, c] : painted)
            QVERIFY2(painted.size() == 1 || painted.count({r - 1, c}) + painted.count({r + 1, c})
                             + painted.count({r, c - 1}) + painted.count({r, c + 1}) > 0,
                     qPrintable(QStringLiteral("(%1, %2) touches the stroke only at a corner").arg(r).arg(c)));
        QCOMPARE(document().undoStack()->count(), 1);
    }

    void keyboardCursorActs()
    {
        view().setFocus();
        QTest::keyClick(&view(), Qt::Key_Right); // shows the cursor at (0, 0)
        QVERIFY(view().cursorCell() == (Cell{0, 0}));
        QTest::keyClick(&view(), Qt::Key_Right);
        QTest::keyClick(&view(), Qt::Key_Down);
        QTest::keyClick(&view(), Qt::Key_Down);
        QVERIFY(view().cursorCell() == (Cell{2, 1}));
        QTest::keyClick(&view(), Qt::Key_Space);
        QCOMPARE(document().setup().cellAt({2, 1}), CellKind::Poison);
        QTest::keyClick(&view(), Qt::Key_Return);
        QCOMPARE(document().setup().cellAt({2, 1}), CellKind::Empty);
        for (int i = 0; i < 10; ++i)
            QTest::keyClick(&view(), Qt::Key_Left);
        QVERIFY(view().cursorCell() == (Cell{2, 0}));
    }

    void spaceDragPansAndASpaceTapStillActs()
    {
        view().setFocus();
        QTest::keyClick(&view(), Qt::Key_Right); // the cursor at (0, 0)
        for (int i = 0; i < 8; ++i)
            view().zoomIn(); // the board is far larger than the window now
        view().goToCell({3, 3});
        const int undoIndex = document().undoStack()->index();
        const engine::Board setup = document().setup();
        QWidget* viewport = view().viewport();
        const QPoint start = viewport->rect().center();
        const QPoint end = start + QPoint(-70, -50);
        const QPoint cellBefore = view().viewportPointOf({3, 3});
        QTest::keyPress(&view(), Qt::Key_Space);
        QCOMPARE(viewport->cursor().shape(), Qt::OpenHandCursor);
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, start);
        QCOMPARE(viewport->cursor().shape(), Qt::ClosedHandCursor);
        QTest::mouseMove(viewport, start + QPoint(-30, -20));
        QTest::mouseMove(viewport, end);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, end);
        // Held Space auto-repeats: that neither acts nor ends the pan.
        QKeyEvent repeatRelease(QEvent::KeyRelease, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), true);
        QKeyEvent repeatPress(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), true);
        QApplication::sendEvent(&view(), &repeatRelease);
        QApplication::sendEvent(&view(), &repeatPress);
        QTest::keyRelease(&view(), Qt::Key_Space);
        QCOMPARE(viewport->cursor().shape(), Qt::ArrowCursor);
        // The view moved by the distance dragged; nothing was painted or played.
        QCOMPARE(view().viewportPointOf({3, 3}), cellBefore + (end - start));
        QCOMPARE(document().undoStack()->index(), undoIndex);
        QVERIFY(document().setup() == setup);
        // A Space tap with no drag still acts on the cursor cell.
        QTest::keyClick(&view(), Qt::Key_Space);
        QCOMPARE(document().setup().cellAt({0, 0}), CellKind::Poison);
    }

    void zoomChangesScaleAndFitRestores()
    {
        const qreal fitted = view().zoom();
        view().zoomIn();
        QVERIFY(view().zoom() > fitted * 1.2);
        view().zoomOut();
        view().zoomOut();
        QVERIFY(view().zoom() < fitted);
        view().fitBoard();
        QVERIFY(qAbs(view().zoom() - fitted) < 1e-6);
        // Clicks still land on the right cell when zoomed.
        view().zoomIn();
        testsupport::clickCell(view(), {0, 0});
        QCOMPARE(document().setup().cellAt({0, 0}), CellKind::Poison);
    }

    void marksAfterEditMatchEngine()
    {
        testsupport::clickCell(view(), {0, 0});
        testsupport::clickCell(view(), {3, 2});
        const engine::Analysis* shown = waitForMarks();
        QVERIFY(shown != nullptr);
        QVERIFY(overlay().shownAnalysis() != nullptr);
        QVERIFY(testsupport::analysisOf(*m_window)->state().board() == document().currentBoard());
        const engine::Analysis expected = testsupport::engineAnalysis(chomp(), document().setup(),
                                                                      document().currentBoard());
        QVERIFY(shown->winningMoves() == expected.winningMoves());
        QCOMPARE(shown->moves.size(), expected.moves.size());
        QVERIFY(shown->outcome == expected.outcome);
        QVERIFY(shown->remoteness == expected.remoteness);
        QCOMPARE(testsupport::panelOf(*m_window)->verdictText(),
                 expected.outcome == engine::Outcome::Win ? QStringLiteral("Player to move wins")
                                                          : QStringLiteral("Player to move loses"));
        QVERIFY(testsupport::panelOf(*m_window)->detailsText().contains(QStringLiteral("winning move")));
    }

    void marksOnEightByEightArriveQuickly()
    {
        document().reset(chomp(), gui::DocumentState{chomp().exampleBoard(), {}, 0}, QString());
        QVERIFY(waitForMarks() != nullptr);
        testsupport::StateSpy states(testsupport::analysisOf(*m_window));
        // The process's work (the GUI thread's and the analysis worker's), which load does not stretch.
        const testsupport::CpuTimer timer(testsupport::CpuTimer::Of::Process);
        testsupport::clickCell(view(), {4, 4});
        QVERIFY(states.wait(gui::AnalysisState::Status::Ready, testsupport::scaled(5000)));
        const qint64 elapsed = timer.elapsed();
        qInfo("8x8 marks after an edit: %lld ms", static_cast<long long>(elapsed));
        QVERIFY2(elapsed < 1000 * testsupport::slowdown(), "marks of an 8x8 board took a second or more");
        QVERIFY(overlay().showsMarks());
    }

    void marksHideWhenSwitchedOff()
    {
        QVERIFY(waitForMarks() != nullptr);
        m_window->findChild<QAction*>(QStringLiteral("actionShowMarks"))->trigger();
        QVERIFY(!overlay().showsMarks());
        m_window->findChild<QAction*>(QStringLiteral("actionShowMarks"))->trigger();
        QVERIFY(overlay().showsMarks());
    }
};

GRUNDYGRID_TEST_MAIN(test_boardview, TestBoardView)
#include "test_boardview.moc"
