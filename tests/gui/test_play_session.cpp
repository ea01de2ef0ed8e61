// The play rules without a window (PlaySession on a GameDocument with its
// analysis and the computer player): modes, opponents, who moves first, whose
// turn it is, undo back to the user's turn, game over and its words, the demo.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "PlayBench.h"

#include <QSignalSpy>
#include <QTest>

using engine::CellKind;
using engine::Move;
using gui::Opponent;
using Mode = gui::PlaySession::Mode;

class TestPlaySession : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<testsupport::PlayBench> m_bench;

    gui::GameDocument& document() { return m_bench->document(); }
    gui::PlaySession& session() { return m_bench->session(); }
    gui::ComputerPlayer& computer() { return m_bench->computer(); }
    const engine::Game& game(const char* id) { return *engine::findGame(id); }
    engine::Board chompBoard(int rows, int cols)
    {
        engine::Board setup = game("chomp").emptyBoard(rows, cols);
        setup.setCell({0, 0}, CellKind::Poison);
        return setup;
    }
    void openChomp(int rows, int cols) { m_bench->open(game("chomp"), chompBoard(rows, cols)); }
    bool waitForAnalysis()
    {
        return QTest::qWaitFor([&] { return m_bench->analysis().state().analysis() != nullptr; }, testsupport::scaled(10000));
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { m_bench = std::make_unique<testsupport::PlayBench>(); }
    void cleanup() { m_bench.reset(); }

    void modesAndOpponentsSetTheComputer()
    {
        openChomp(3, 3);
        QCOMPARE(session().mode(), Mode::Edit);
        QVERIFY(!computer().isActive());
        QCOMPARE(session().turnText(), QStringLiteral("Editing — player 1 to move"));
        QSignalSpy modes(&session(), &gui::PlaySession::modeChanged);
        QSignalSpy messages(&session(), &gui::PlaySession::message);
        m_bench->startPlaying(Opponent::Human);
        QCOMPARE(modes.size(), 1);
        QVERIFY(!messages.isEmpty()); // the game's play prompt
        QVERIFY(!computer().isActive());
        QCOMPARE(session().turnText(), QStringLiteral("To move: player 1"));
        m_bench->play(Move::at({2, 2}));
        QCOMPARE(session().turnText(), QStringLiteral("To move: player 2"));
        session().setOpponent(Opponent::Computer);
        QVERIFY(computer().isActive());
        QVERIFY(!computer().playsBoth());
        session().setOpponent(Opponent::Demo);
        QVERIFY(computer().playsBoth());
        computer().setPaused(true);
        QCOMPARE(session().turnText(), QStringLiteral("Demo paused — player 2 (computer) to move"));
        computer().setPaused(false);
        session().setMode(Mode::Edit);
        QVERIFY(!computer().isActive());
        QCOMPARE(messages.last().first().toString(),
                 QStringLiteral("Edit mode: click or drag to paint, right-drag to erase."));
    }

    void whoMovesFirst()
    {
        openChomp(3, 3);
        computer().setReplyDelay(60000);
        QSignalSpy first(&session(), &gui::PlaySession::computerMovesFirstChanged);
        session().setComputerMovesFirst(true);
        QCOMPARE(first.size(), 1);
        QVERIFY(session().computerMovesFirst());
        m_bench->startPlaying(Opponent::Computer);
        QVERIFY(computer().isToMove());
        QCOMPARE(session().turnText(), QStringLiteral("To move: the computer"));
        session().setComputerMovesFirst(false);
        QVERIFY(!computer().isToMove());
        QCOMPARE(session().turnText(), QStringLiteral("To move: you"));
    }

    void computerRepliesAndUndoGoesBackToTheUsersTurn()
    {
        openChomp(4, 5);
        m_bench->startPlaying(Opponent::Computer);
        QVERIFY(waitForAnalysis());
        m_bench->play(Move::at({3, 4}));
        QCOMPARE(document().currentMove(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 2, testsupport::scaled(5000));
        // The computer answered with the move it judges best for the position it faced.
        const engine::Board setup = document().setup();
        const engine::Board afterUser = game("chomp").play(setup, Move::at({3, 4}));
        const engine::Analysis analysis = testsupport::engineAnalysis(game("chomp"), setup, afterUser);
        QVERIFY(document().moves()[1] == *gui::ComputerPlayer::chooseMove(analysis));
        session().undo();
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(!computer().isToMove());
        session().redo();
        QCOMPARE(document().currentMove(), 1);
        // Between humans undo takes back one move only.
        session().setOpponent(Opponent::Human);
        session().undo();
        QCOMPARE(document().currentMove(), 0);
    }

    void gameOverBetweenHumans()
    {
        openChomp(2, 2);
        m_bench->startPlaying(Opponent::Human);
        QVERIFY(!session().isGameOverShown());
        QSignalSpy messages(&session(), &gui::PlaySession::message);
        for (const Move& move : {Move::at({1, 1}), Move::at({0, 1}), Move::at({1, 0})})
            m_bench->play(move);
        QVERIFY(document().isGameOver());
        QCOMPARE(session().bannerText(), QStringLiteral("Player 1 wins: player 2 has no move left."));
        QCOMPARE(messages.last().first().toString(), session().bannerText()); // also in the status bar
        session().setMode(Mode::Edit);
        QVERIFY(!session().isGameOverShown()); // only play mode announces it
    }

    void restartStartsOverAndUndoReturns()
    {
        openChomp(2, 2);
        m_bench->startPlaying(Opponent::Human);
        session().restart(); // nothing played: nothing to undo later
        QVERIFY(!document().undoStack()->canUndo());
        m_bench->play(Move::at({1, 1}));
        m_bench->play(Move::at({0, 1}));
        session().restart();
        QCOMPARE(document().currentMove(), 0);
        QCOMPARE(document().currentBoard(), document().setup());
        session().undo();
        QCOMPARE(document().currentMove(), 2);
    }

    void demoPlaysAWholeGame_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("strength");
        QTest::newRow("chomp perfect") << "chomp" << static_cast<int>(gui::Strength::Perfect);
        QTest::newRow("chomp random") << "chomp" << static_cast<int>(gui::Strength::Random);
        QTest::newRow("rectangles strong") << "rectangles" << static_cast<int>(gui::Strength::Strong);
        QTest::newRow("rectangles casual") << "rectangles" << static_cast<int>(gui::Strength::Casual);
    }

    void demoPlaysAWholeGame()
    {
        QFETCH(QString, id);
        QFETCH(int, strength);
        const engine::Game& g = game(id.toLatin1().constData());
        m_bench->open(g, id == QStringLiteral("chomp") ? chompBoard(4, 5) : g.exampleBoard());
        computer().setStrength(static_cast<gui::Strength>(strength));
        m_bench->startPlaying(Opponent::Demo);
        QVERIFY(session().turnText().startsWith(QStringLiteral("Demo")));
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(30000));
        const int moves = document().currentMove();
        QVERIFY(moves > 0);
        testsupport::verifyMovesLegal(document());
        // The player who made the last move wins; the banner says so.
        const int winner = moves % 2 == 1 ? 1 : 2;
        QVERIFY(session().isGameOverShown());
        QCOMPARE(session().bannerText(), QStringLiteral("Demo over: player %1 wins, player %2 has no move left.")
                                             .arg(winner)
                                             .arg(3 - winner));
        // Nothing more happens after the end.
        QTest::qWait(150);
        QCOMPARE(document().currentMove(), moves);
    }

    void perfectDemoWinsForTheRightSide()
    {
        // A chomp rectangle with the poison at the top-left is a first-player win:
        // with perfect play on both sides player 1 makes the last move.
        openChomp(3, 4);
        m_bench->startPlaying(Opponent::Demo);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(20000));
        QCOMPARE(document().currentMove() % 2, 1);
        const engine::Analysis start
            = testsupport::engineAnalysis(game("chomp"), document().setup(), document().setup());
        QCOMPARE(document().currentMove(), *start.remoteness); // fastest win, slowest loss
    }

    void aFinishedDemoIsNobodysWinAgainstTheComputer_data()
    {
        QTest::addColumn<bool>("computerFirst");
        QTest::newRow("computer second") << false;
        QTest::newRow("computer first") << true;
    }

    void aFinishedDemoIsNobodysWinAgainstTheComputer()
    {
        // The demo ends with player 1's last bite; switching to Against the Computer
        // then must not tell the user they won or lost a game they did not play.
        QFETCH(bool, computerFirst);
        session().setComputerMovesFirst(computerFirst);
        openChomp(3, 4);
        m_bench->startPlaying(Opponent::Demo);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(20000));
        QCOMPARE(document().currentMove() % 2, 1);
        session().setOpponent(Opponent::Computer);
        QCOMPARE(session().bannerText(), QStringLiteral("Player 1 wins: player 2 has no move left."));
        session().setOpponent(Opponent::Human);
        QCOMPARE(session().bannerText(), QStringLiteral("Player 1 wins: player 2 has no move left."));
        // A game of its own against the computer is told as the user's again.
        session().setComputerMovesFirst(true);
        openChomp(1, 2);
        session().setOpponent(Opponent::Computer);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        QCOMPARE(session().bannerText(), QStringLiteral("The computer wins: you have no move left."));
    }

    void youWinAgainstTheComputer()
    {
        // 1 x 3 with the poison at the left: the user bites next to the poison and wins.
        openChomp(1, 3);
        m_bench->startPlaying(Opponent::Computer);
        m_bench->play(Move::at({0, 1}));
        QVERIFY(document().isGameOver());
        QCOMPARE(session().bannerText(), QStringLiteral("You win! The computer has no move left."));
    }

    void playAgainAgainstTheComputer()
    {
        // The computer moves first and wins the 1x2 board at once (one bite beside
        // the poison); Play Again starts over and it moves first again.
        session().setComputerMovesFirst(true);
        openChomp(1, 2);
        m_bench->startPlaying(Opponent::Computer);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        QCOMPARE(session().bannerText(), QStringLiteral("The computer wins: you have no move left."));
        const std::vector<Move> firstGame = document().moves();
        session().restart();
        QVERIFY(!session().isGameOverShown());
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        QCOMPARE(document().moves(), firstGame); // perfect play is deterministic
    }

    void playAgainRestartsTheDemo()
    {
        openChomp(3, 3);
        m_bench->startPlaying(Opponent::Demo);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        const int moves = document().currentMove();
        session().restart();
        QVERIFY(document().currentMove() < moves);
        QVERIFY(!session().isGameOverShown());
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        QCOMPARE(document().currentMove(), moves);
        QVERIFY(session().isGameOverShown());
    }
};

GRUNDYGRID_TEST_MAIN(test_play_session, TestPlaySession)
#include "test_play_session.moc"
