// The pawn game in the real main window on its 10^9 x 10^9 board: editing and
// playing with mouse events on the viewport, a game against the computer, Go to
// the far corner, zooming about the cursor, the win/loss map against the
// engine's PawnMap, and board files with large coordinates.
#include "GuiTestSupport.h"
#include "TestSlowdown.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardRuler.h"
#include "gui/board/BoardScene.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/board/GoToCellDialog.h"
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
#include <QScrollBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

using engine::Cell;
using engine::CellKind;

namespace {

constexpr engine::Coord kLast = engine::PawnGame::kMaxCoord; // the largest X or Y
constexpr engine::Coord kFar = kLast - 1;                     // (10^9 - 1, 10^9 - 1)

// Cell{row = Y, col = X} from the contest's (X, Y).
Cell xy(engine::Coord x, engine::Coord y)
{
    return Cell{y, x};
}

} // namespace

class TestPawnView : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<gui::MainWindow> m_window;

    gui::GameDocument& document() { return *m_window->document(); }
    gui::BoardView& view() { return *m_window->boardView(); }
    const gui::BoardGeometry& geometry() { return m_window->boardScene()->geometry(); }
    const engine::Game& pawn() { return *engine::findGame("pawn"); }

    const engine::Analysis* waitForMarks()
    {
        const gui::AnalysisOverlay* overlay = m_window->boardScene()->overlay();
        if (!QTest::qWaitFor([&] { return overlay->showsMarks(); }, testsupport::scaled(20000)))
            return nullptr;
        return overlay->shownAnalysis();
    }

    void wheelAt(QPoint point, int delta, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget* viewport = view().viewport();
        QWheelEvent event(QPointF(point), QPointF(viewport->mapToGlobal(point)), QPoint(), QPoint(0, delta),
                          Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
        QApplication::sendEvent(viewport, &event);
    }

    // The map the GUI paints, once the analysis has built it.
    std::shared_ptr<const engine::PawnMap> waitForMap()
    {
        if (!QTest::qWaitFor([&] { return m_window->boardScene()->mapLayer() != nullptr; }, testsupport::scaled(20000)))
            return nullptr;
        const auto* layer = dynamic_cast<const gui::PawnMapLayer*>(m_window->boardScene()->mapLayer());
        if (layer == nullptr)
            return nullptr;
        const auto* solver = dynamic_cast<const engine::PawnSolver*>(m_window->analysisController()->solver().get());
        return solver != nullptr ? solver->map() : nullptr;
    }

private slots:
    void initTestCase()
    {
        Q_INIT_RESOURCE(grundygrid);
        testsupport::initApplication();
    }

    void init()
    {
        m_window = testsupport::showMainWindow(QSize(1200, 800));
        QVERIFY(m_window);
        document().reset(pawn(), gui::DocumentState{pawn().exampleBoard(), {}, 0}, QString());
    }

    void cleanup() { m_window.reset(); }

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
        gui::EditTool* edit = m_window->editTool();
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
        m_window->undo();
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
        m_window->setOpponentIsComputer(false);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QVERIFY(waitForMarks() != nullptr);
        // Right of the pawn: refused with a reason.
        testsupport::clickCell(view(), xy(10, 7));
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("never right or down")));
        testsupport::clickCell(view(), xy(4, 3));
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("in neither")));
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
        m_window->computerPlayer()->setReplyDelay(0);
        m_window->setOpponentIsComputer(true);
        m_window->setComputerMovesFirst(false);
        m_window->setMode(gui::MainWindow::Mode::Play);
        int guard = 0;
        while (!document().isGameOver() && guard++ < 200) {
            if (m_window->computerPlayer()->isToMove()) {
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
        QVERIFY(m_window->isBannerShown());
        // The position left has no move: the pawn is boxed in on the left and above.
        const auto reach = engine::PawnGame::reachOf(document().currentBoard());
        QCOMPARE(reach.moveCount(), engine::Coord{0});
    }

    void goToFarCornerShowsIt()
    {
        view().goToCell(xy(kFar, kFar));
        // The board's edge stays at the view's edge, so the corner cell is shown, not centred.
        const QPoint point = view().viewportPointOf(xy(kFar, kFar));
        QVERIFY(view().viewport()->rect().contains(point));
        QVERIFY(std::floor(view().absoluteAt(QPointF(point)).x()) == kFar);
        QVERIFY(std::floor(view().absoluteAt(QPointF(point)).y()) == kFar);
        QVERIFY(std::abs(view().centreCell()->col - kFar) < 20);
        QVERIFY(std::abs(geometry().origin().col - kFar) <= 1);
        // The rulers label the absolute coordinates around it, every k-th cell.
        const QList<gui::BoardRuler::Label> columns = view().horizontalRuler()->labels();
        const QList<gui::BoardRuler::Label> rows = view().verticalRuler()->labels();
        QVERIFY(!columns.isEmpty());
        QVERIFY(!rows.isEmpty());
        const qint64 step = view().horizontalRuler()->step();
        QVERIFY(columns.first().cell > kFar - 100);
        QVERIFY(columns.last().cell <= kLast);
        for (const gui::BoardRuler::Label& label : columns) {
            QCOMPARE(label.cell % step, qint64{0});
            // The label stands over its cell's centre.
            QVERIFY(std::abs(label.position - view().viewportPointOf(xy(label.cell, kFar)).x()) <= 1.0);
        }
        QVERIFY(rows.first().cell > kFar - 100);

        // The dialog asks for X and Y within the board.
        gui::GoToCellDialog dialog(geometry().rows(), geometry().cols(), xy(3, 4));
        QVERIFY(dialog.cell() == xy(3, 4));
        dialog.setCell(xy(kLast + 5, 12));
        QVERIFY(dialog.cell() == xy(kLast, 12));
    }

    void zoomKeepsTheCellUnderTheCursor()
    {
        const Cell target = xy(400'000'000, 700'000'000);
        view().goToCell(target);
        const QPoint point = view().viewportPointOf(target) + QPoint(37, -23);
        const QPointF before = view().absoluteAt(QPointF(point));
        const qreal zoom = view().zoom();
        wheelAt(point, 120); // a plain wheel zooms the windowed board
        QVERIFY(view().zoom() > zoom * 1.2);
        const qreal tolerance = 1.5 / (view().zoom() * gui::BoardGeometry::kCellSize); // cells per 1.5 pixels
        QVERIFY(std::abs(view().absoluteAt(QPointF(point)).x() - before.x()) < tolerance);
        QVERIFY(std::abs(view().absoluteAt(QPointF(point)).y() - before.y()) < tolerance);
        // Far out, down to the smallest zoom, every step keeps the point under the cursor.
        for (int i = 0; i < 80; ++i) {
            const QPointF under = view().absoluteAt(QPointF(point));
            wheelAt(point, -120);
            const qreal pixel = 1.0 / (view().zoom() * gui::BoardGeometry::kCellSize);
            QVERIFY(std::abs(view().absoluteAt(QPointF(point)).x() - under.x()) < 1.5 * pixel);
            QVERIFY(std::abs(view().absoluteAt(QPointF(point)).y() - under.y()) < 1.5 * pixel);
        }
        QVERIFY(view().zoom() * gui::BoardGeometry::kCellSize < 0.1);
        const qreal farPixel = 1.0 / (view().zoom() * gui::BoardGeometry::kCellSize);
        QVERIFY(std::abs(view().absoluteAt(QPointF(point)).x() - before.x()) < 6 * farPixel);
        QVERIFY(std::abs(view().absoluteAt(QPointF(point)).y() - before.y()) < 6 * farPixel);
        // The ruler labels stay apart at that zoom: a 1-2-5 step of many cells.
        const QList<gui::BoardRuler::Label> labels = view().horizontalRuler()->labels();
        QVERIFY(labels.size() >= 2);
        QVERIFY(labels[1].position - labels[0].position >= 40.0);
        QVERIFY(view().horizontalRuler()->step() >= 1000);
    }

    void panningFarReanchorsWithoutAJump()
    {
        view().goToCell(xy(1000, 1000));
        for (int i = 0; i < 80; ++i)
            wheelAt(view().viewport()->rect().center(), -120);
        // The absolute scroll bar moves across the whole board.
        auto* bar = view().findChild<QScrollBar*>(QStringLiteral("columnBar"));
        QVERIFY(bar != nullptr && bar->isVisible());
        QCOMPARE(bar->maximum(), static_cast<int>(kLast));
        bar->setValue(700'000'000);
        const qreal pixel = 1.0 / (view().zoom() * gui::BoardGeometry::kCellSize);
        QVERIFY(std::abs(view().absoluteAt(QRectF(view().viewport()->rect()).center()).x() - 700'000'000.5)
                < 1.5 * pixel);
        QVERIFY(std::abs(geometry().origin().col - 700'000'000) <= 1);
        // A middle button drag pans; crossing the window's edge moves the origin, not the view.
        const engine::Coord originBefore = geometry().origin().col;
        QWidget* viewport = view().viewport();
        const QPoint centre = viewport->rect().center();
        QTest::mousePress(viewport, Qt::MiddleButton, Qt::NoModifier, centre);
        for (int i = 0; i < 40; ++i) {
            const QPointF under = view().absoluteAt(QPointF(centre));
            QTest::mouseMove(viewport, centre - QPoint(200, 0));
            // What was under the centre is now 200 pixels to the left of it.
            QVERIFY(std::abs(view().absoluteAt(QPointF(centre - QPoint(200, 0))).x() - under.x())
                    < 2.0 / (view().zoom() * gui::BoardGeometry::kCellSize));
            QTest::mouseRelease(viewport, Qt::MiddleButton, Qt::NoModifier, centre - QPoint(200, 0));
            QTest::mousePress(viewport, Qt::MiddleButton, Qt::NoModifier, centre);
        }
        QTest::mouseRelease(viewport, Qt::MiddleButton, Qt::NoModifier, centre);
        QVERIFY(geometry().origin().col > originBefore);
        QCOMPARE(bar->value(),
                 static_cast<int>(std::floor(view().absoluteAt(QRectF(viewport->rect()).center()).x())));
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
        const engine::Analysis* analysis = m_window->boardScene()->overlay()->shownAnalysis();
        for (const Cell& destination : map->winningDestinations(pawnCell)) {
            const engine::MoveVerdict* verdict = analysis->verdictFor(engine::Move::at(destination));
            QVERIFY(verdict != nullptr && verdict->wins());
        }
        // Far out the map still paints quickly: segments, not cells.
        for (int i = 0; i < 80; ++i)
            view().zoomOut();
        QElapsedTimer timer;
        timer.start();
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
        QVERIFY(m_window->openFile(path));
        QVERIFY(document().setup() == setup);
        QCOMPARE(document().moves().size(), std::size_t{1});
        QVERIFY(document().moves().front() == moves.front());
        QCOMPARE(document().currentBoard().cellAt(xy(kLast - 5, kFar)), CellKind::Pawn);
    }
};

QTEST_MAIN(TestPawnView)
#include "test_pawn_view.moc"
