// Every route that plays a move goes through the one PlaySession: a click on the
// board, Enter on the keyboard cursor, a double-click in the move table and the
// computer's reply are refused with the same words in the same situation, and a
// move played by any of them is one undo command named by the session.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/app/MainWindow.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/GameLooks.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlaySession.h"

#include "engine/GameModules.h"

#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using engine::Cell;
using engine::Move;

namespace {

enum class Route { Click, Keyboard, Table };

const char* routeName(Route route)
{
    switch (route) {
    case Route::Click:
        return "click on the board";
    case Route::Keyboard:
        return "Enter on the cursor";
    case Route::Table:
        return "double-click in the move table";
    }
    return "";
}

} // namespace

class TestPlayRoutes : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    gui::MoveVerdictTable& table() { return *testsupport::panelOf(*m_window)->verdictTable(); }
    QUndoStack& stack() { return *document().undoStack(); }

    // The table's row of `move`, once the table lists the current position's moves; -1 if it never does.
    int rowOf(const Move& move)
    {
        int found = -1;
        QTest::qWaitFor(
            [&] {
                for (int row = 0; row < table().model()->rowCount(); ++row)
                    if (table().moveAtRow(row) == move) {
                        found = row;
                        return true;
                    }
                return false;
            },
            testsupport::scaled(10000));
        return found;
    }

    // Tries to play the one-cell move at `cell` by `route`, as a user does.
    void tryPlay(Route route, Cell cell)
    {
        switch (route) {
        case Route::Click:
            testsupport::clickCell(view(), cell);
            break;
        case Route::Keyboard:
            view().setFocus();
            view().placeCursor(cell);
            QTest::keyClick(&view(), Qt::Key_Return);
            break;
        case Route::Table: {
            const int row = rowOf(Move::at(cell));
            QVERIFY2(row >= 0, "the move table never listed the move");
            table().scrollTo(table().model()->index(row, 0));
            const QPoint at = table().visualRect(table().model()->index(row, 0)).center();
            QTest::mouseClick(table().viewport(), Qt::LeftButton, Qt::NoModifier, at);
            QTest::mouseDClick(table().viewport(), Qt::LeftButton, Qt::NoModifier, at);
            QTest::qWait(20); // the table plays after its own handling of the click
            break;
        }
        }
    }

    // Each of `routes` tries the move at `cell`: nothing is played, and the
    // status bar and the session say `expected`.
    void expectRefusal(std::initializer_list<Route> routes, Cell cell, const QString& expected)
    {
        for (const Route route : routes) {
            m_window->statusBar()->clearMessage();
            QSignalSpy said(&session(), &gui::PlaySession::message);
            const int commands = stack().count();
            const int moves = document().currentMove();
            tryPlay(route, cell);
            QVERIFY2(!QTest::currentTestFailed(), routeName(route));
            QCOMPARE(stack().count(), commands);
            QCOMPARE(document().currentMove(), moves);
            QVERIFY2(!said.isEmpty(), routeName(route));
            QCOMPARE(said.last().at(0).toString(), expected);
            QCOMPARE(statusMessage(), expected);
        }
    }

    // `route` plays the move at `cell`: exactly one command more, named by the session.
    void expectPlayed(Route route, Cell cell)
    {
        QSignalSpy said(&session(), &gui::PlaySession::message);
        const int commands = stack().index();
        tryPlay(route, cell);
        QVERIFY2(!QTest::currentTestFailed(), routeName(route));
        QCOMPARE(stack().index(), commands + 1);
        QCOMPARE(stack().count(), commands + 1);
        QCOMPARE(stack().text(commands), QStringLiteral("Play %1").arg(engine::cellText(cell).c_str()));
        QCOMPARE(document().moves().back(), Move::at(cell));
        QVERIFY2(!said.isEmpty(), routeName(route));
        QCOMPARE(said.last().at(0).toString(), QStringLiteral("Played %1.").arg(engine::cellText(cell).c_str()));
    }

    // A 4 x 4 chomp board, poison in the corner, in play mode against `opponent`.
    void openInPlay(gui::Opponent opponent, bool computerFirst = false)
    {
        session().setMode(gui::PlaySession::Mode::Edit);
        session().setOpponent(opponent);
        session().setComputerMovesFirst(computerFirst);
        openBoard(chomp(), cornerPoisonChomp(4, 4));
        session().setMode(gui::PlaySession::Mode::Play);
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        computer().setReplyDelay(20);
        computer().setDemoDelay(20);
    }

    void cleanup() { closeWindow(); }

    void everyUserRoutePlaysOneCommandThroughTheSession()
    {
        openInPlay(gui::Opponent::Human);
        expectPlayed(Route::Click, {3, 3});
        expectPlayed(Route::Keyboard, {3, 2});
        expectPlayed(Route::Table, {2, 3});
        QCOMPARE(stack().count(), 3);
    }

    void theComputersReplyIsOneCommandOfTheSession()
    {
        openInPlay(gui::Opponent::Computer);
        expectPlayed(Route::Click, {3, 3});
        QSignalSpy said(&session(), &gui::PlaySession::message);
        QTRY_COMPARE_WITH_TIMEOUT(stack().count(), 2, testsupport::scaled(10000));
        const Move reply = document().moves().back();
        QCOMPARE(stack().text(1), QStringLiteral("Computer plays %1").arg(engine::cellText(reply.topLeft).c_str()));
        QVERIFY(!said.isEmpty());
        QCOMPARE(said.last().at(0).toString(),
                 QStringLiteral("The computer played %1.").arg(engine::cellText(reply.topLeft).c_str()));
    }

    void theComputersTurnIsRefusedAlikeByEveryRoute()
    {
        computer().setPaused(true); // it keeps its turn without moving
        openInPlay(gui::Opponent::Computer, true);
        QVERIFY(computer().isToMove());
        expectRefusal({Route::Click, Route::Keyboard, Route::Table}, {3, 3},
                      QStringLiteral("It is the computer's turn."));
    }

    void theDemoIsRefusedAlikeByEveryRoute()
    {
        computer().setPaused(true);
        openInPlay(gui::Opponent::Demo);
        expectRefusal({Route::Click, Route::Keyboard, Route::Table}, {3, 3},
                      QStringLiteral(
                          "The computer plays both sides in the demo. Choose another opponent to play yourself."));
    }

    // The table lists no move once the game is over, so its route cannot try one;
    // the computer's reply, handed to the session, is refused in the same words.
    void gameOverIsRefusedAlikeByEveryRoute()
    {
        openInPlay(gui::Opponent::Human);
        expectPlayed(Route::Click, {0, 1});
        expectPlayed(Route::Click, {1, 0});
        QVERIFY(document().isGameOver());
        const QString over = QStringLiteral("The game is over. Use Restart or Undo to play on.");
        expectRefusal({Route::Click, Route::Keyboard}, {3, 3}, over);
        QSignalSpy said(&session(), &gui::PlaySession::message);
        emit computer().moveChosen(Move::at({3, 3}));
        QCOMPARE(stack().count(), 2);
        QCOMPARE(said.count(), 1);
        QCOMPARE(said.last().at(0).toString(), over);
        QCOMPARE(session().refusal(gui::MoveBy::User), over);
        QCOMPARE(session().refusal(gui::MoveBy::Computer), over);
    }

    void anIllegalMoveIsRefusedAlikeByEveryRoute()
    {
        openInPlay(gui::Opponent::Human);
        expectRefusal({Route::Click, Route::Keyboard}, {0, 0},
                      gui::GameLooks::find("chomp").illegalMoveReason(document().currentBoard(), Move::at({0, 0})));
    }

    // In edit mode the board edits; the table's route is refused by the session.
    void editModeRefusesTheTable()
    {
        openInPlay(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Edit);
        expectRefusal({Route::Table}, {3, 3}, QStringLiteral("Switch to play mode to play a move."));
    }

    // The computer plays only on its own turn, whoever hands its move over.
    void theComputerIsRefusedOnTheUsersTurn()
    {
        openInPlay(gui::Opponent::Computer);
        QVERIFY(!computer().isToMove());
        QVERIFY(!session().play(Move::at({3, 3}), gui::MoveBy::Computer));
        QCOMPARE(stack().count(), 0);
        QCOMPARE(statusMessage(), QStringLiteral("It is not the computer's turn."));
    }
};

GRUNDYGRID_TEST_MAIN(test_play_routes, TestPlayRoutes)
#include "test_play_routes.moc"
