// The pawn game in the real main window on its 10^9 x 10^9 board: editing and
// playing with mouse events on the viewport, a game against the computer, the
// win/loss map against the engine's PawnMap, and board files with large
// coordinates. Moving about the board is tested in test_pawn_navigation.
#include "CpuTimer.h"
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "PawnBoard.h"
#include "WindowTest.h"
#include "TestSlowdown.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardRuler.h"
#include "gui/board/BoardScene.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/files/BoardFile.h"
#include "gui/looks/GameLooks.h"
#include "gui/games/pawn/PawnMapLayer.h"
#include "gui/board/tools/EditTool.h"

#include "engine/GameModules.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnSolver.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using engine::Cell;
using engine::CellKind;

using testsupport::kFar;
using testsupport::kLast;
using testsupport::xy;

class TestPawnView : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    const gui::BoardGeometry& geometry() { return scene().geometry(); }
    const engine::Game& pawn() { return *engine::findGame("pawn"); }

    const engine::Analysis* waitForMarks()
    {
        const gui::AnalysisOverlay* overlay = scene().overlay();
        if (!QTest::qWaitFor([&] { return overlay->showsMarks(); }, testsupport::scaled(20000)))
            return nullptr;
        return overlay->shownAnalysis();
    }

    // The map the GUI paints, once the analysis has built it.
    std::shared_ptr<const engine::PawnMap> waitForMap()
    {
        if (!QTest::qWaitFor([&] { return scene().mapLayer() != nullptr; }, testsupport::scaled(20000)))
            return nullptr;
        const auto* layer = dynamic_cast<const gui::PawnMapLayer*>(scene().mapLayer());
        if (layer == nullptr)
            return nullptr;
        const auto deferred = testsupport::analysisOf(*m_window)->state().solver();
        const auto* solver
            = deferred ? dynamic_cast<const engine::PawnSolver*>(deferred->ifBuilt()) : nullptr;
        return solver != nullptr ? solver->map() : nullptr;
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        document().reset(pawn(), gui::DocumentState{pawn().exampleBoard(), {}, 0}, QString());
    }

    void cleanup() { closeWindow(); }

    void pawnIsOfferedWithItsOwnLook()
    {
        QVERIFY(gui::GameLooks::isSupported("pawn"));
        QVERIFY(geometry().isWindowed());
        QVERIFY(view().horizontalRuler()->isVisible());
        QVERIFY(view().verticalRuler()->isVisible());
        // Fit shows the example's cells, not a speck of the 10^9 board.
        view().fitBoard();
        for (const auto& [cell, kind] : document().setup().markedCells())
            QVERIFY2(view().viewport()->rect().contains(view().viewportPointOf(cell)), "a marked cell is off view");
        QVERIFY(view().zoom() * gui::BoardGeometry::kCellSize > 20.0);
        // The move names use the contest's (X, Y).
        QCOMPARE(gui::GameLooks::find("pawn").moveName(engine::Move::at(xy(4, 7))), QStringLiteral("(4, 7)"));
    }

    void paintImpassableAndMovePawnWithTheMouse()
    {
        gui::EditTool* edit = testsupport::editToolOf(*m_window);
        edit->setPaletteKind(CellKind::Impassable);
        testsupport::clickCell(view(), xy(5, 3));
        QCOMPARE(document().setup().cellAt(xy(5, 3)), CellKind::Impassable);
        // A drag blocks a run of cells in one undo step.
        const int before = document().undoStack()->count();
        testsupport::dragCells(view(), {xy(1, 9), xy(3, 9)});
        for (engine::Coord x = 1; x <= 3; ++x)
            QCOMPARE(document().setup().cellAt(xy(x, 9)), CellKind::Impassable);
        QCOMPARE(document().undoStack()->count(), before + 1);

        // Placing the pawn moves the one pawn.
        edit->setPaletteKind(CellKind::Pawn);
        testsupport::clickCell(view(), xy(6, 5));
        QCOMPARE(document().setup().cellAt(xy(6, 5)), CellKind::Pawn);
        QCOMPARE(document().setup().cellAt(xy(9, 7)), CellKind::Empty);
        QCOMPARE(document().setup().countOf(CellKind::Pawn), std::size_t{1});
        QVERIFY(!pawn().setupProblem(document().setup()).has_value());
        session().undo();
        QCOMPARE(document().setup().cellAt(xy(9, 7)), CellKind::Pawn);
        QCOMPARE(document().setup().countOf(CellKind::Pawn), std::size_t{1});

        // Far away from the origin the clicks land on the right cell too.
        edit->setPaletteKind(CellKind::Impassable);
        view().goToCell(xy(kFar, kFar));
        testsupport::clickCell(view(), xy(kFar, kFar));
        QCOMPARE(document().setup().cellAt(xy(kFar, kFar)), CellKind::Impassable);
        testsupport::clickCell(view(), xy(kLast, kFar));
        QCOMPARE(document().setup().cellAt(xy(kLast, kFar)), CellKind::Impassable);
    }

    void playClicksMoveThePawnAndIllegalClicksExplain()
    {
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(waitForMarks() != nullptr);
        // Right of the pawn: refused with a reason.
        testsupport::clickCell(view(), xy(10, 7));
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(statusMessage().contains(QStringLiteral("never right or down")));
        testsupport::clickCell(view(), xy(4, 3));
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(statusMessage().contains(QStringLiteral("in neither")));
        testsupport::clickCell(view(), xy(5, 7)); // left along its row, nothing in between
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().currentBoard().cellAt(xy(5, 7)), CellKind::Pawn);
        QCOMPARE(document().currentBoard().cellAt(xy(9, 7)), CellKind::Empty);
        // Up its column: (5, y) is free for every y < 7.
        testsupport::clickCell(view(), xy(5, 2));
        QCOMPARE(document().currentMove(), 2);
        QCOMPARE(document().currentBoard().cellAt(xy(5, 2)), CellKind::Pawn);
        testsupport::clickCell(view(), xy(5, 4)); // below the pawn now
        QCOMPARE(document().currentMove(), 2);
    }

    void gameAgainstTheComputerEnds()
    {
        computer().setReplyDelay(0);
        session().setOpponent(gui::Opponent::Computer);
        session().setComputerMovesFirst(false);
        session().setMode(gui::PlaySession::Mode::Play);
        int guard = 0;
        while (!document().isGameOver() && guard++ < 200) {
            if (computer().isToMove()) {
                const int move = document().currentMove();
                QVERIFY(QTest::qWaitFor([&] { return document().currentMove() > move || document().isGameOver(); },
                                        testsupport::scaled(20000)));
                continue;
            }
            const engine::Analysis* analysis = waitForMarks();
            QVERIFY(analysis != nullptr);
            QVERIFY(!analysis->moves.empty());
            // The user plays its losing moves first (the smallest step), so the computer has to win.
            const engine::Move move = analysis->moves.back().move;
            view().goToCell(move.topLeft);
            const int played = document().currentMove();
            testsupport::clickCell(view(), move.topLeft);
            QCOMPARE(document().currentMove(), played + 1);
        }
        QVERIFY(document().isGameOver());
        QVERIFY(isBannerShown());
        // The position left has no move: the pawn is boxed in on the left and above.
        const auto reach = engine::PawnGame::reachOf(document().currentBoard());
        QCOMPARE(reach.moveCount(), engine::Coord{0});
    }

    void mapColoursEqualThePawnMap()
    {
        QVERIFY(waitForMarks() != nullptr);
        const std::shared_ptr<const engine::PawnMap> map = waitForMap();
        QVERIFY(map != nullptr);
        view().fitBoard();
        const QImage image = view().viewport()->grab().toImage();
        const qreal cell = view().zoom() * gui::BoardGeometry::kCellSize;
        const Cell pawnCell = xy(9, 7);
        int losing = 0;
        int checked = 0;
        for (engine::Coord y = 0; y < 12; ++y)
            for (engine::Coord x = 0; x < 12; ++x) {
                const Cell c = xy(x, y);
                if (document().currentBoard().cellAt(c) != CellKind::Empty || c.row == pawnCell.row
                    || c.col == pawnCell.col)
                    continue; // marked cells, and the move marks of the pawn's row and column
                const QPoint probe = view().viewportPointOf(c) - QPoint(qRound(cell * 0.3), qRound(cell * 0.3));
                if (!view().viewport()->rect().adjusted(0, 0, -qRound(cell), -qRound(cell)).contains(probe))
                    continue;
                const QColor expected = map->isLosing(c) ? gui::PawnMapLayer::losingColor()
                                                         : gui::PawnMapLayer::winningColor();
                QCOMPARE(QColor(image.pixel(probe)), expected);
                losing += map->isLosing(c) ? 1 : 0;
                ++checked;
            }
        QVERIFY(checked > 50);
        QVERIFY(losing >= 5); // the bent diagonal is in the sample
        // The pawn's winning destinations are marked as winning moves.
        const engine::Analysis* analysis = overlay().shownAnalysis();
        for (const Cell& destination : map->winningDestinations(pawnCell)) {
            const engine::MoveVerdict* verdict = analysis->verdictFor(engine::Move::at(destination));
            QVERIFY(verdict != nullptr && verdict->wins());
        }
        // Far out the map still paints quickly: segments, not cells.
        for (int i = 0; i < 80; ++i)
            view().zoomOut();
        const testsupport::CpuTimer timer; // the GUI thread's work, which load does not stretch
        const QImage far = view().viewport()->grab().toImage();
        QVERIFY(!far.isNull());
        QVERIFY2(timer.elapsed() < 2000 * testsupport::slowdown(), "painting far out took too long");
    }

    void largeCoordinatesRoundTripThroughTheFile()
    {
        engine::Board setup = pawn().emptyBoard(engine::PawnGame::kSide, engine::PawnGame::kSide);
        setup.setCell(xy(kLast, kLast), CellKind::Impassable);
        setup.setCell(xy(123'456'789, kLast - 3), CellKind::Impassable);
        setup.setCell(xy(kLast, kFar), CellKind::Pawn);
        const std::vector<engine::Move> moves{engine::Move::at(xy(kLast - 5, kFar))};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("far.grundy"));
        QVERIFY(!gui::BoardFile::write(path, gui::BoardFileContents{QStringLiteral("pawn"), setup, moves}));
        QVERIFY(testsupport::openFileIn(*m_window, path));
        QVERIFY(document().setup() == setup);
        QCOMPARE(document().moves().size(), std::size_t{1});
        QVERIFY(document().moves().front() == moves.front());
        QCOMPARE(document().currentBoard().cellAt(xy(kLast - 5, kFar)), CellKind::Pawn);
    }
};

GRUNDYGRID_TEST_MAIN(test_pawn_view, TestPawnView)
#include "test_pawn_view.moc"
