// The pawn stays in sight on its 10^9 x 10^9 board (issue 13, items 1 and 3):
// the view follows it after the computer's move and after an undo, View ▸
// Centre on Pawn brings it back, and a board opens on its pawn with the board's
// edge in sight when it is near.
#include "GuiTestSupport.h"
#include "PawnBoard.h"
#include "WindowTest.h"

#include "gui/board/BoardScene.h"
#include "gui/files/BoardFile.h"
#include "gui/play/ComputerPlayer.h"

#include "engine/games/pawn/PawnGame.h"

#include <QAction>
#include <QTemporaryDir>

using engine::Cell;
using engine::CellKind;
using testsupport::kLast;
using testsupport::xy;

class TestPawnKeepInView : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
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
            QVERIFY(m_window->openFile(path));
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

QTEST_MAIN(TestPawnKeepInView)
#include "test_pawn_keep_in_view.moc"
