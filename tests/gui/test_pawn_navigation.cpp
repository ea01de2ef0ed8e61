// Moving about the pawn game's 10^9 x 10^9 board in the real main window: Go to
// the far corner with its rulers, zooming about the cursor down to the smallest
// zoom, panning far with the absolute scroll bars and the middle button. And the
// pawn stays in sight (issue 13, items 1 and 3): the view follows it after the
// computer's move and after an undo, View ▸ Centre on Pawn brings it back, and a
// board opens on its pawn with the board's edge in sight when it is near.
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "PawnBoard.h"
#include "WindowTest.h"

#include "gui/board/BoardRuler.h"
#include "gui/board/BoardScene.h"
#include "gui/board/GoToCellDialog.h"
#include "gui/files/BoardFile.h"
#include "gui/play/ComputerPlayer.h"

#include "engine/games/pawn/PawnGame.h"

#include <QAction>
#include <QApplication>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

using engine::Cell;
using engine::CellKind;
using testsupport::kFar;
using testsupport::kLast;
using testsupport::xy;

class TestPawnNavigation : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    const gui::BoardGeometry& geometry() { return scene().geometry(); }

    void wheelAt(QPoint point, int delta, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget* viewport = view().viewport();
        QWheelEvent event(QPointF(point), QPointF(viewport->mapToGlobal(point)), QPoint(), QPoint(0, delta),
                          Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
        QApplication::sendEvent(viewport, &event);
    }

    [[nodiscard]] Cell pawnCell() const
    {
        for (const auto& [cell, kind] : document().currentBoard().markedCells())
            if (kind == CellKind::Pawn)
                return cell;
        return Cell{-1, -1};
    }
    // The whole cell inside the viewport (give or take the pixels of rounding: an
    // exact fit puts the edge cells' outer sides on the viewport's edges).
    [[nodiscard]] bool shows(Cell cell) const
    {
        const qreal half = view().zoom() * gui::BoardGeometry::kCellSize / 2.0 - 2.0;
        const QPointF centre = view().viewportPointOf(cell);
        return QRectF(view().viewport()->rect()).contains(QRectF(centre - QPointF(half, half),
                                                                 centre + QPointF(half, half)));
    }
    [[nodiscard]] static engine::Board emptyPawnBoard()
    {
        return engine::Board(engine::PawnGame::kSide, engine::PawnGame::kSide);
    }
    [[nodiscard]] QString writeBoard(const QTemporaryDir& dir, const engine::Board& setup) const
    {
        const QString path = dir.filePath(QStringLiteral("board.grundy"));
        const auto error = gui::BoardFile::write(path, gui::BoardFileContents{QStringLiteral("pawn"), setup, {}});
        return error ? QString() : path;
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        openBoard(game("pawn"), game("pawn").exampleBoard());
    }

    void cleanup() { closeWindow(); }

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

    // The steps: far out, the computer's answer used to leave the view
    // empty. A random computer jumps far (its moves range over all 2 * 10^9).
    void viewFollowsTheComputersMove()
    {
        const engine::Coord far = 999'999'990;
        engine::Board setup = emptyPawnBoard();
        setup.setCell(xy(far + 2, far), CellKind::Pawn);
        openBoard(game("pawn"), setup);
        view().goToCell(xy(far, far));
        computer().setReplyDelay(0);
        computer().setStrength(gui::Strength::Random);
        computer().chooser().seed(13);
        session().setOpponent(gui::Opponent::Computer);
        session().setComputerMovesFirst(false);
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(waitForMarks());
        testsupport::clickCell(view(), xy(far, far));
        QCOMPARE(pawnCell(), xy(far, far));
        QVERIFY(QTest::qWaitFor([&] { return document().currentMove() == 2; }, testsupport::scaled(20000)));
        const Cell answer = pawnCell();
        QVERIFY(far - answer.row + far - answer.col > 100); // far enough to leave the first view
        QVERIFY2(shows(pawnCell()), "the computer's move took the pawn out of sight");
        if (!qEnvironmentVariableIsEmpty("GRUNDYGRID_SCREENSHOT_DIR"))
            QTest::qWait(400); // the pawn's glide (320 ms) has ended
        saveScreenshot(QStringLiteral("pawn-after-computer-move.png"));

        // An undo that puts the pawn back where the view is not brings the view along.
        view().goToCell(xy(5, 5));
        QVERIFY(!shows(pawnCell()));
        session().undo(); // back to the user's turn: the pawn at (far + 2, far)
        QCOMPARE(pawnCell(), xy(far + 2, far));
        QVERIFY2(shows(pawnCell()), "undo left the pawn out of sight");
    }

    void centreOnPawnShowsItAndIsOnlyForBoardsWithAPawn()
    {
        QAction* centre = action("actionCentreOnKeptCell");
        QVERIFY(centre != nullptr);
        QVERIFY(centre->isEnabled());
        QVERIFY(centre->text().contains(QStringLiteral("Pawn")));
        QVERIFY(centre->toolTip().contains(centre->shortcut().toString(QKeySequence::NativeText)));
        view().goToCell(xy(500'000'000, 400'000'000));
        QVERIFY(!shows(pawnCell()));
        centre->trigger();
        QVERIFY(shows(pawnCell()));
        QCOMPARE(*view().centreCell(), pawnCell());
        // Painting elsewhere does not move the view: only the pawn moving does.
        const Cell centreBefore = *view().centreCell();
        engine::Board withoutPawn = emptyPawnBoard();
        withoutPawn.setCell(xy(3, 3), CellKind::Impassable);
        openBoard(game("pawn"), withoutPawn);
        QVERIFY(!centre->isEnabled());
        QCOMPARE(*view().centreCell(), centreBefore);
        openBoard(chomp(), chomp().exampleBoard());
        QVERIFY(!centre->isEnabled());
    }

    // Opening a file, from another game (the board's size changes) or from a pawn
    // board (it does not), shows the pawn at a readable zoom.
    void openingAFileShowsThePawn()
    {
        engine::Board setup = emptyPawnBoard();
        setup.setCell(xy(0, 0), CellKind::Impassable);
        setup.setCell(xy(kLast, kLast), CellKind::Impassable);
        setup.setCell(xy(700'000'000, 300'000'000), CellKind::Pawn);
        QTemporaryDir dir;
        const QString path = writeBoard(dir, setup);
        QVERIFY(!path.isEmpty());
        for (const bool fromChomp : {true, false}) {
            if (fromChomp)
                openBoard(chomp(), chomp().exampleBoard());
            else
                view().goToCell(xy(9, 7)); // looking at the example's pawn
            QVERIFY(testsupport::openFileIn(*m_window, path));
            QVERIFY2(shows(xy(700'000'000, 300'000'000)), fromChomp ? "from chomp" : "from a pawn board");
            saveScreenshot(fromChomp ? QStringLiteral("pawn-opened-from-chomp.png")
                                     : QStringLiteral("pawn-opened-from-pawn.png"));
            QVERIFY(view().zoom() * gui::BoardGeometry::kCellSize > 10.0);
            const Cell centre = view().centreCell().value(); // a lone pawn far out is centred
            QVERIFY(std::abs(centre.col - 700'000'000) <= 1 && std::abs(centre.row - 300'000'000) <= 1);
            openBoard(game("pawn"), game("pawn").exampleBoard());
        }
    }

    // Near the board's edge, the edge shows too: the example's columns 0 and 1
    // used to be cut off, and a pawn a few cells from the top shows row 0.
    void fitShowsTheEdgeNearThePawn()
    {
        view().fitBoard();
        for (const auto& [cell, kind] : document().setup().markedCells())
            QVERIFY2(shows(cell), "a marked cell of the example is cut off");
        QVERIFY(shows(xy(0, 0)));
        engine::Board setup = emptyPawnBoard();
        setup.setCell(xy(400'000'000, 9), CellKind::Pawn);
        openBoard(game("pawn"), setup);
        view().fitBoard();
        QVERIFY(shows(xy(400'000'000, 9)));
        QVERIFY(shows(xy(400'000'000, 0)));
        QVERIFY(view().zoom() * gui::BoardGeometry::kCellSize > 10.0);
    }
};

GRUNDYGRID_TEST_MAIN(test_pawn_navigation, TestPawnNavigation)
#include "test_pawn_navigation.moc"
