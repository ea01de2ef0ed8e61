// A sum of boards played in the window (issue 25, "Play the sum"): against the
// computer at every strength, by two people at the board and as a demo, each to
// the end; Game > Hint, undo and redo, the move list, the value history and the
// best line on the sum. The computer's perfect play is the sum's: a move to *0,
// from a loss the slowest loss where the remoteness is known
// (engine::perfectSumMove); where it is not known the window claims nothing it
// does not know (test_sum_unknown_play).
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "SumBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/BestLinePanel.h"
#include "gui/analysis/MoveVerdictModel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/analysis/MoveListPanel.h"
#include "gui/analysis/ValueHistory.h"
#include "gui/analysis/ValueHistoryChart.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlayOptions.h"
#include "gui/play/PlaySession.h"

#include "engine/sums/SumGame.h"

#include <QDockWidget>
#include <QListWidget>
#include <QTest>

#include <algorithm>
#include <map>
#include <random>

using engine::Board;
using engine::Move;
using gui::Strength;
using testsupport::threeBoardSetup;
using testsupport::threeBoardSum;

Q_DECLARE_METATYPE(gui::Strength)

namespace {

// The board a move of the sum is on, counted from 0 as the window names boards.
std::size_t boardOf(const engine::SumGame& sum, const Move& move)
{
    return *sum.layout().boardAt(move.topLeft);
}

// Chomp 3 x 3 (poison in the corner) and rectangles 2 x 2 of ones: few enough
// positions that the sum's remoteness is known.
std::vector<engine::SumComponent> smallBoards()
{
    Board chomp = engine::findGame("chomp")->emptyBoard(3, 3);
    chomp.setCell({0, 0}, engine::CellKind::Poison);
    Board rectangles = engine::findGame("rectangles")->emptyBoard(2, 2);
    for (const engine::Cell cell : {engine::Cell{0, 0}, engine::Cell{0, 1}, engine::Cell{1, 0}, engine::Cell{1, 1}})
        rectangles.setCell(cell, engine::CellKind::Filled);
    return {{engine::findGameModule("chomp"), chomp, chomp}, {engine::findGameModule("rectangles"), rectangles, rectangles}};
}

const engine::SumGame& smallSum()
{
    return engine::sumGameOf(engine::SumLayout::of(smallBoards()));
}

Board smallSetup()
{
    std::vector<Board> setups;
    for (const engine::SumComponent& board : smallBoards())
        setups.push_back(board.setup);
    return smallSum().layout().combinedBoard(setups);
}

} // namespace

class TestSumPlay : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    const engine::SumGame& sum() const { return threeBoardSum(); }

    // The engine's analysis of the sum's current position, computed here.
    engine::Analysis engineNow() const
    {
        return testsupport::engineAnalysis(sum(), document().setup(), document().currentBoard());
    }

    // A legal move, played as a user plays it: a click, or a drag on a rectangles board.
    void playByMouse(const Move& move)
    {
        const int before = document().currentMove();
        if (move.isSingleCell())
            testsupport::clickCell(view(), move.topLeft);
        else
            testsupport::dragCells(view(), {move.topLeft, move.bottomRight});
        QCOMPARE(document().currentMove(), before + 1);
        QCOMPARE(document().moves().back(), move);
    }

    void startPlay(gui::Opponent opponent)
    {
        computer().setReplyDelay(10);
        computer().setDemoDelay(10);
        session().setComputerMovesFirst(false);
        openBoard(sum(), threeBoardSetup());
        session().setOpponent(opponent);
        session().setMode(gui::PlaySession::Mode::Play);
    }

    QListWidget& moveList() const { return *m_window->findChild<gui::MoveListPanel*>()->list(); }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showWindow(QSize(1200, 760))); }
    void cleanup()
    {
        if (m_window) {
            session().setOpponent(gui::Opponent::Computer);
            playOptions().setStrength(Strength::Perfect);
        }
        closeWindow();
    }

    void computerPlaysTheSumAtEveryStrength_data()
    {
        QTest::addColumn<Strength>("strength");
        QTest::addColumn<quint32>("seed");
        QTest::newRow("perfect") << Strength::Perfect << 1u;
        QTest::newRow("strong") << Strength::Strong << 2u;
        QTest::newRow("casual") << Strength::Casual << 3u;
        QTest::newRow("random") << Strength::Random << 4u;
    }

    // The user plays random moves by the mouse, the computer answers at the
    // strength chosen in the Game menu, to the end of the game. Perfect plays
    // engine::perfectMove of the sum's analysis (a move to *0 from a win),
    // Strong always wins a won sum, every strength plays legal moves.
    void computerPlaysTheSumAtEveryStrength()
    {
        QFETCH(Strength, strength);
        QFETCH(quint32, seed);
        playOptions().strengthAction(strength)->trigger();
        QCOMPARE(computer().strength(), strength);
        computer().chooser().seed(seed);
        std::mt19937 random(seed);
        startPlay(gui::Opponent::Computer);
        int computerMoves = 0;
        while (!document().isGameOver()) {
            QVERIFY(waitForMarks(20000));
            const std::vector<Move> legal = sum().legalMoves(document().currentBoard());
            playByMouse(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
            if (document().isGameOver())
                break;
            const engine::Analysis faced = engineNow();
            const int count = document().currentMove();
            QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), count + 1, testsupport::scaled(20000));
            ++computerMoves;
            const Move played = document().moves().back();
            const engine::MoveVerdict* verdict = faced.verdictFor(played);
            QVERIFY(verdict != nullptr);
            if (strength == Strength::Perfect) {
                QCOMPARE(played, *gui::ComputerPlayer::chooseMove(faced));
                // A won sum: the move leaves every board together at *0.
                if (*faced.grundy != 0)
                    QCOMPARE(*engineNow().grundy, engine::Nimber{0});
            }
            if (strength == Strength::Strong && *faced.grundy != 0)
                QVERIFY(verdict->wins());
        }
        QVERIFY(computerMoves >= 1);
        testsupport::verifyMovesLegal(document());
        QVERIFY(isBannerShown());
        const bool userMovedLast = document().currentMove() % 2 == 1;
        QCOMPARE(bannerText().startsWith(QStringLiteral("You win")), userMovedLast);
    }

    // Two people at the board: each plays in turn, the computer never moves, the
    // turn line names the player, and the banner the winner.
    void twoPlayersShareTheBoard()
    {
        startPlay(gui::Opponent::Human);
        std::mt19937 random(5);
        while (!document().isGameOver()) {
            const int player = document().currentMove() % 2 + 1;
            QVERIFY2(session().turnText().contains(QStringLiteral("player %1").arg(player)),
                     qPrintable(session().turnText()));
            const std::vector<Move> legal = sum().legalMoves(document().currentBoard());
            playByMouse(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
            QTest::qWait(30);
            QVERIFY(!computer().isThinking()); // nobody answers for the other player
        }
        testsupport::verifyMovesLegal(document());
        const int winner = document().currentMove() % 2 == 1 ? 1 : 2;
        QCOMPARE(bannerText(),
                 QStringLiteral("Player %1 wins: player %2 has no move left.").arg(winner).arg(3 - winner));
    }

    // The demo plays both sides perfectly to the end: each move the sum's perfect move.
    void demoPlaysTheSumToTheEnd()
    {
        startPlay(gui::Opponent::Demo);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(60000));
        testsupport::verifyMovesLegal(document());
        Board position = document().setup();
        for (const Move& move : document().moves()) {
            const engine::Analysis analysis = testsupport::engineAnalysis(sum(), document().setup(), position);
            QCOMPARE(move, *gui::ComputerPlayer::chooseMove(analysis));
            position = sum().play(position, move);
        }
        const int winner = document().currentMove() % 2 == 1 ? 1 : 2;
        QCOMPARE(bannerText(),
                 QStringLiteral("Demo over: player %1 wins, player %2 has no move left.").arg(winner).arg(3 - winner));
    }

    // Game > Hint outlines a move that leaves the whole sum at *0, on its own
    // board, and names that board; with each board shown alone it is still the sum's.
    void hintShowsAWinningMoveOfTheSum()
    {
        startPlay(gui::Opponent::Human);
        std::mt19937 random(6);
        int hinted = 0;
        for (bool alone : {false, true}) {
            action("actionShowBoardsAlone")->setChecked(alone);
            while (!document().isGameOver()) {
                QVERIFY(waitForMarks(20000));
                const engine::Analysis analysis = engineNow();
                action("actionHint")->trigger();
                const std::optional<Move> hint = overlay().hint();
                QVERIFY(hint.has_value());
                QCOMPARE(*hint, *gui::ComputerPlayer::chooseMove(analysis));
                const QString board = QStringLiteral("board %1: ").arg(boardOf(sum(), *hint));
                QVERIFY2(statusMessage().contains(board), qPrintable(statusMessage()));
                if (*analysis.grundy != 0) {
                    QVERIFY(analysis.verdictFor(*hint)->wins());
                    QVERIFY2(statusMessage().startsWith(QStringLiteral("Hint: ") + board), qPrintable(statusMessage()));
                    const Board after = sum().play(document().currentBoard(), *hint);
                    QCOMPARE(*testsupport::engineAnalysis(sum(), document().setup(), after).grundy, engine::Nimber{0});
                    ++hinted;
                } else {
                    QVERIFY2(statusMessage().startsWith(QStringLiteral("No winning move here")),
                             qPrintable(statusMessage()));
                }
                const std::vector<Move> legal = sum().legalMoves(document().currentBoard());
                playByMouse(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
            }
            session().restart();
        }
        QVERIFY(hinted >= 2);
    }

    // Undo against the computer goes back to the user's turn (the computer's
    // answer and the user's move), redo plays them again; the move list names
    // each move's board and follows.
    void undoRedoAndTheMoveList()
    {
        startPlay(gui::Opponent::Computer);
        QVERIFY(waitForMarks(20000));
        for (int round = 0; round < 2; ++round) {
            const std::vector<Move> legal = sum().legalMoves(document().currentBoard());
            playByMouse(legal.back());
            QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 2 * round + 2, testsupport::scaled(20000));
            QVERIFY(waitForMarks(20000));
        }
        const std::vector<Move> moves = document().moves();
        QCOMPARE(moveList().count(), 5); // the start and four moves
        for (int i = 0; i < 4; ++i) {
            const QString board = QStringLiteral("board %1: ").arg(boardOf(sum(), moves[static_cast<std::size_t>(i)]));
            QVERIFY2(moveList().item(i + 1)->text().contains(board), qPrintable(moveList().item(i + 1)->text()));
        }
        action("actionUndo")->trigger();
        QCOMPARE(document().currentMove(), 2); // back to the user's turn
        QCOMPARE(session().turnText(), QStringLiteral("To move: you"));
        QCOMPARE(moveList().currentRow(), 2);
        QTest::qWait(200);
        QCOMPARE(document().currentMove(), 2); // the computer does not answer again
        action("actionRedo")->trigger(); // the user's move again; the computer answers it as before
        QCOMPARE(document().currentMove(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 4, testsupport::scaled(20000));
        QVERIFY(document().moves() == moves);
        QCOMPARE(moveList().currentRow(), 4);
        // A click in the move list goes back there too (to the user's turn, so the computer waits).
        QTest::mouseClick(moveList().viewport(), Qt::LeftButton, Qt::NoModifier,
                          moveList().visualItemRect(moveList().item(2)).center());
        QTRY_COMPARE(document().currentMove(), 2);
        QVERIFY(document().moves() == moves);
    }

    // The value history of a game of the sum: each position's value is the XOR
    // of its boards' values, as the engine has it, and the verdict of the move played.
    void valueHistoryOfTheSum()
    {
        startPlay(gui::Opponent::Human);
        std::mt19937 random(7);
        for (int i = 0; i < 5 && !document().isGameOver(); ++i) {
            const std::vector<Move> legal = sum().legalMoves(document().currentBoard());
            playByMouse(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
        }
        auto* chart = m_window->findChild<gui::ValueHistoryChart*>();
        QTRY_VERIFY_WITH_TIMEOUT(chart->history().isComplete(), testsupport::scaled(30000));
        const gui::ValueHistory& history = chart->history();
        QCOMPARE(history.positionCount(), document().currentMove() + 1);
        QCOMPARE(history.scale(), gui::ValueHistory::Scale::Grundy);
        Board position = document().setup();
        for (int i = 0; i < history.positionCount(); ++i) {
            const engine::Analysis expected = testsupport::engineAnalysis(sum(), document().setup(), position);
            QCOMPARE(history.point(i).grundy, expected.grundy);
            QCOMPARE(history.point(i).outcome, expected.outcome);
            if (i < static_cast<int>(document().moves().size())) {
                const Move move = document().moves()[static_cast<std::size_t>(i)];
                QCOMPARE(history.point(i).playedResult, std::optional(expected.verdictFor(move)->resultOutcome));
                QCOMPARE(history.threwAwayWin(i + 1), expected.outcome == engine::Outcome::Win
                                                          && !expected.verdictFor(move)->wins());
                position = sum().play(position, move);
            }
        }
    }

    // View > Show Each Board Alone: the move table lists what the marks show,
    // each board's own verdicts (BoardSummary::ownMoves), and the sum's again when
    // switched off; the panel says that both follow it; "Show only winning moves"
    // keeps the moves that win alone.
    void moveTableFollowsEachBoardAlone()
    {
        action("actionShowBoardsAlone")->setChecked(false);
        openBoard(sum(), threeBoardSetup());
        QVERIFY(waitForMarks(20000));
        gui::AnalysisPanel& panel = *testsupport::panelOf(*m_window);
        const QAbstractItemModel& table = *panel.verdictTable()->model();
        const engine::Analysis analysis = *overlay().shownAnalysis();
        // The verdict column as the table shows it, by move.
        const auto listed = [&table, &panel] {
            std::map<std::pair<engine::Cell, engine::Cell>, QString> verdicts;
            for (int row = 0; row < table.rowCount(); ++row) {
                const Move move = *panel.verdictTable()->moveAtRow(row);
                verdicts[{move.topLeft, move.bottomRight}] =
                    table.index(row, gui::MoveVerdictModel::VerdictColumn).data().toString();
            }
            return verdicts;
        };
        const auto expected = [](const std::vector<engine::MoveVerdict>& moves) {
            std::map<std::pair<engine::Cell, engine::Cell>, QString> verdicts;
            for (const engine::MoveVerdict& verdict : moves)
                verdicts[{verdict.move.topLeft, verdict.move.bottomRight}] =
                    verdict.wins() ? QStringLiteral("wins") : QStringLiteral("loses");
            return verdicts;
        };
        std::vector<engine::MoveVerdict> own;
        for (const engine::BoardSummary& board : analysis.boards)
            own.insert(own.end(), board.ownMoves.begin(), board.ownMoves.end());
        QTRY_COMPARE(table.rowCount(), static_cast<int>(analysis.moves.size()));
        QCOMPARE(listed(), expected(analysis.moves));
        QVERIFY(expected(own) != expected(analysis.moves)); // the lesson needs a difference

        action("actionShowBoardsAlone")->trigger();
        QCOMPARE(listed(), expected(own));
        QVERIFY2(panel.marksViewText().contains(QStringLiteral("move table show each board alone")),
                 qPrintable(panel.marksViewText()));
        panel.setWinningMovesOnly(true);
        const auto ownWins = std::count_if(own.begin(), own.end(), [](const auto& v) { return v.wins(); });
        QCOMPARE(table.rowCount(), static_cast<int>(ownWins));
        panel.setWinningMovesOnly(false);
        // A move played keeps the table on each board's own verdicts.
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        playByMouse(analysis.moves.front().move);
        QVERIFY(waitForMarks(20000));
        const engine::Analysis next = engineNow();
        own.clear();
        for (const engine::BoardSummary& board : next.boards)
            own.insert(own.end(), board.ownMoves.begin(), board.ownMoves.end());
        QTRY_COMPARE(listed(), expected(own));

        action("actionShowBoardsAlone")->trigger();
        QCOMPARE(listed(), expected(next.moves));
        QVERIFY2(panel.marksViewText().contains(QStringLiteral("move table show the moves of the sum")),
                 qPrintable(panel.marksViewText()));
    }

    void bestLineOfTheSum_data()
    {
        QTest::addColumn<bool>("small");
        QTest::newRow("remoteness known") << true;
        QTest::newRow("remoteness not known") << false;
    }

    // The best line of the sum: perfect play of the sum move by move (each the
    // perfect move of its position), the moves named by their boards, to the
    // end. Where the sum's remoteness is known (a small sum) it is as long as
    // that; where the search of the sum's positions runs out (the three boards)
    // the summary says the line need not be the fastest win or slowest loss.
    void bestLineOfTheSum()
    {
        QFETCH(bool, small);
        const engine::SumGame& game = small ? smallSum() : sum();
        computer().setReplyDelay(10);
        openBoard(game, small ? smallSetup() : threeBoardSetup());
        auto* list = m_window->findChild<QListWidget*>(QStringLiteral("bestLineList"));
        m_window->findChild<QDockWidget*>(QStringLiteral("bestLineDock"))->raise();
        QVERIFY(waitForMarks(20000));
        QTRY_VERIFY_WITH_TIMEOUT(list->count() > 0, testsupport::scaled(30000));
        Board position = document().currentBoard();
        const engine::Analysis first = testsupport::engineAnalysis(game, document().setup(), position);
        for (int i = 0; i < list->count(); ++i) {
            const engine::Analysis analysis = testsupport::engineAnalysis(game, document().setup(), position);
            const Move move = *gui::ComputerPlayer::chooseMove(analysis);
            QVERIFY2(list->item(i)->text().contains(QStringLiteral("board %1: ").arg(boardOf(game, move))),
                     qPrintable(list->item(i)->text()));
            position = game.play(position, move);
        }
        QVERIFY(game.legalMoves(position).empty()); // the line ends the game
        const QString summary = m_window->findChild<gui::BestLinePanel*>()->summaryText();
        QVERIFY2(summary.contains(QStringLiteral("to the end of the game")), qPrintable(summary));
        QCOMPARE(first.remoteness.has_value(), small);
        if (small) {
            QCOMPARE(list->count(), *first.remoteness);
            QVERIFY2(!summary.contains(QStringLiteral("not known")), qPrintable(summary));
        } else {
            QVERIFY2(summary.contains(QStringLiteral("Where the remoteness is not known")), qPrintable(summary));
        }
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_play, TestSumPlay)
#include "test_sum_play.moc"
