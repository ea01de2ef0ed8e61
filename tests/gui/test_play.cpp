// Play mode in the window: biting through the real view, the computer's first
// move, hints, the game-over banner, and the computer never losing a won
// position. The rules behind them are tested on PlaySession in test_play_session.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"

#include "engine/GameModules.h"

#include <QRandomGenerator>

#include <algorithm>
#include <QStatusBar>
#include <QTest>

using engine::Cell;
using engine::CellKind;
using engine::Move;

class TestPlay : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    void openBoard(const engine::Board& setup)
    {
        document().reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
    }

    // `setup` in play mode, both sides played by the user.
    void playAgainstHuman(const engine::Board& setup)
    {
        session().setOpponent(gui::Opponent::Human);
        openBoard(setup);
        session().setMode(gui::PlaySession::Mode::Play);
    }

    // A random valid chomp setup of at most 5 x 5 with one to three poison cells.
    engine::Board randomSetup(QRandomGenerator& random)
    {
        const int rows = random.bounded(1, 6);
        const int cols = random.bounded(1, 6);
        engine::Board setup = chomp().emptyBoard(rows, cols);
        const int poison = random.bounded(1, 4);
        for (int i = 0; i < poison; ++i)
            setup.setCell({random.bounded(rows), random.bounded(cols)}, CellKind::Poison);
        return setup;
    }

    // The first valid one of the random setups (randomSetup) `random` gives.
    engine::Board validRandomSetup(QRandomGenerator& random)
    {
        for (;;) {
            engine::Board setup = randomSetup(random);
            if (!chomp().setupProblem(setup))
                return setup;
        }
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow());
        computer().setReplyDelay(20);
        session().setComputerMovesFirst(false);
    }

    void cleanup() { closeWindow(); }

    void humanBitesAndEatsTheRectangle()
    {
        playAgainstHuman(cornerPoisonChomp(5, 5));
        testsupport::clickCell(view(), {2, 3});
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().currentBoard().countOf(CellKind::Eaten), std::size_t{6});
        QCOMPARE(document().currentBoard().cellAt({4, 4}), CellKind::Eaten);
        QCOMPARE(document().currentBoard().cellAt({1, 4}), CellKind::Empty);
        // Eaten and poisoned pieces cannot be bitten: nothing changes, a message says why.
        testsupport::clickCell(view(), {3, 3});
        testsupport::clickCell(view(), {0, 0});
        QCOMPARE(document().currentMove(), 1);
        QVERIFY(statusMessage().contains(QStringLiteral("poison")));
        // The setup is untouched by play.
        QCOMPARE(document().setup().countOf(CellKind::Eaten), std::size_t{0});
        action("actionUndo")->trigger();
        QCOMPARE(document().currentMove(), 0);
        QCOMPARE(document().currentBoard().countOf(CellKind::Eaten), std::size_t{0});
    }

    void theGameMenuFollowsTheSession()
    {
        // PlayControls keeps the actions and the session in step both ways.
        action("actionPlayMode")->trigger();
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Play);
        QVERIFY(view().tool() == testsupport::playToolOf(*m_window));
        session().setMode(gui::PlaySession::Mode::Edit);
        QVERIFY(action("actionEditMode")->isChecked());
        QVERIFY(!action("actionPlayMode")->isChecked());
        QVERIFY(view().tool() == testsupport::editToolOf(*m_window));
        action("actionOpponentHuman")->trigger();
        QCOMPARE(session().opponent(), gui::Opponent::Human);
        session().setOpponent(gui::Opponent::Demo);
        QVERIFY(action("actionOpponentDemo")->isChecked());
        QVERIFY(!action("actionOpponentHuman")->isChecked());
        action("actionComputerFirst")->setChecked(true);
        QVERIFY(session().computerMovesFirst());
        session().setComputerMovesFirst(false);
        QVERIFY(!action("actionComputerFirst")->isChecked());
        session().setOpponent(gui::Opponent::Computer);
    }

    void undoInTheMenuGoesBackToTheUsersTurn()
    {
        session().setOpponent(gui::Opponent::Computer);
        const engine::Board setup = cornerPoisonChomp(4, 5);
        openBoard(setup);
        action("actionPlayMode")->trigger();
        QVERIFY(waitForMarks());
        testsupport::clickCell(view(), {3, 4});
        QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 2, testsupport::scaled(5000));
        action("actionUndo")->trigger();
        QCOMPARE(document().currentMove(), 0);
        action("actionRedo")->trigger();
        QCOMPARE(document().currentMove(), 1);
    }

    void computerMovesFirstWhenAsked()
    {
        session().setOpponent(gui::Opponent::Computer);
        const engine::Board setup = cornerPoisonChomp(3, 3);
        openBoard(setup);
        computer().setReplyDelay(60000);
        session().setComputerMovesFirst(true);
        session().setMode(gui::PlaySession::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(computer().isThinking(), testsupport::scaled(5000));
        // The user cannot move during the computer's turn.
        testsupport::clickCell(view(), {2, 2});
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(statusMessage().contains(QStringLiteral("computer's turn")));
        computer().setReplyDelay(20);
        QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 1, testsupport::scaled(5000));
        // Its first move wins: the position it leaves is a loss for the user.
        const engine::Analysis after = testsupport::engineAnalysis(chomp(), setup, document().currentBoard());
        QVERIFY(after.outcome == engine::Outcome::Loss);
        QVERIFY(!computer().isToMove());
    }

    void hintShowsAWinningMove()
    {
        const engine::Board setup = cornerPoisonChomp(4, 4);
        playAgainstHuman(setup);
        QVERIFY(waitForMarks());
        action("actionHint")->trigger();
        const std::optional<Move> hint = overlay().hint();
        QVERIFY(hint.has_value());
        const engine::Analysis analysis = testsupport::engineAnalysis(chomp(), setup, setup);
        const engine::MoveVerdict* verdict = analysis.verdictFor(*hint);
        QVERIFY(verdict != nullptr);
        QVERIFY(verdict->wins());
        // After the winning bite the other player has no winning move: the hint says so
        // and outlines the most stubborn move, the losing move whose remoteness is largest.
        testsupport::clickCell(view(), hint->topLeft);
        QVERIFY(waitForMarks());
        action("actionHint")->trigger();
        const std::optional<Move> stubborn = overlay().hint();
        QVERIFY(stubborn.has_value());
        const engine::Analysis lost = testsupport::engineAnalysis(chomp(), setup, document().currentBoard());
        int slowest = -1;
        for (const engine::MoveVerdict& move : lost.moves)
            slowest = std::max(slowest, move.resultRemoteness.value_or(-1));
        QVERIFY(slowest > 0);
        QCOMPARE(lost.verdictFor(*stubborn)->resultRemoteness.value_or(-1), slowest);
        QVERIFY(statusMessage().contains(QStringLiteral("No winning move")));
        QVERIFY(statusMessage().contains(QStringLiteral("most stubborn")));
    }

    void gameOverIsAnnounced()
    {
        playAgainstHuman(cornerPoisonChomp(2, 2));
        QVERIFY(!isBannerShown());
        testsupport::clickCell(view(), {1, 1});
        testsupport::clickCell(view(), {0, 1});
        testsupport::clickCell(view(), {1, 0});
        QVERIFY(document().isGameOver());
        QVERIFY(isBannerShown());
        QCOMPARE(bannerText(), QStringLiteral("Player 1 wins: player 2 has no move left."));
    }

    void computerNeverLosesAWonPosition()
    {
        // 200 games on random small boards: the computer (ComputerPlayer's choice on
        // the engine's analysis) moves first from every won start, the opponent
        // plays at random; the computer must make the last move every time.
        QRandomGenerator random(20240611);
        int played = 0;
        while (played < 200) {
            const engine::Board setup = validRandomSetup(random);
            const std::unique_ptr<engine::Solver> solver = chomp().createSolver(setup);
            engine::Board position = setup;
            engine::Analysis analysis = solver->analyse(position, {});
            if (analysis.outcome != engine::Outcome::Win)
                continue;
            ++played;
            bool computerToMove = true;
            int remoteness = *analysis.remoteness;
            for (;;) {
                analysis = solver->analyse(position, {});
                if (analysis.moves.empty())
                    break;
                Move move;
                if (computerToMove) {
                    QVERIFY(analysis.outcome == engine::Outcome::Win);
                    move = *gui::ComputerPlayer::chooseMove(analysis);
                    // The fastest win: the remoteness never exceeds the promise.
                    QVERIFY(*analysis.remoteness <= remoteness);
                    remoteness = *analysis.remoteness;
                } else {
                    move = analysis.moves[random.bounded(static_cast<int>(analysis.moves.size()))].move;
                }
                QVERIFY(chomp().isLegal(position, move));
                position = chomp().play(position, move);
                computerToMove = !computerToMove;
                --remoteness;
            }
            QVERIFY2(!computerToMove, "the computer was left without a move from a won start");
        }
        QCOMPARE(played, 200);
    }

    void computerWinsThroughTheWindow()
    {
        // A few full games in the real window: the user clicks random legal bites.
        session().setOpponent(gui::Opponent::Computer);
        QRandomGenerator random(77);
        int games = 0;
        while (games < 4) {
            const engine::Board setup = validRandomSetup(random);
            const engine::Analysis start = testsupport::engineAnalysis(chomp(), setup, setup);
            if (start.outcome != engine::Outcome::Win)
                continue;
            ++games;
            openBoard(setup);
            session().setComputerMovesFirst(true);
            session().setMode(gui::PlaySession::Mode::Play);
            while (!document().isGameOver()) {
                const int before = document().currentMove();
                if (computer().isToMove()) {
                    QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() == before + 1, testsupport::scaled(5000));
                    continue;
                }
                const std::vector<Move> moves = chomp().legalMoves(document().currentBoard());
                testsupport::clickCell(view(), moves[random.bounded(static_cast<int>(moves.size()))].topLeft);
                QCOMPARE(document().currentMove(), before + 1);
            }
            // The user is to move with nothing left: the computer won.
            QVERIFY(!computer().isToMove());
            QCOMPARE(bannerText(), QStringLiteral("The computer wins: you have no move left."));
            session().setMode(gui::PlaySession::Mode::Edit);
        }
    }
};

GRUNDYGRID_TEST_MAIN(test_play, TestPlay)
#include "test_play.moc"
