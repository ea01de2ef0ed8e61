// Play mode: biting through the real view, the computer's replies, hints, game
// over, and the computer never losing a won position.
#include "TestSlowdown.h"
#include "GuiTestSupport.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"

#include "engine/GameModules.h"

#include <QRandomGenerator>
#include <QStatusBar>
#include <QTest>

using engine::Cell;
using engine::CellKind;
using engine::Move;

class TestPlay : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<gui::MainWindow> m_window;

    gui::GameDocument& document() { return *m_window->document(); }
    gui::BoardView& view() { return *m_window->boardView(); }
    const engine::Game& chomp() { return *engine::findGame("chomp"); }

    void openBoard(const engine::Board& setup)
    {
        document().reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
    }
    bool waitForMarks()
    {
        return QTest::qWaitFor([&] { return m_window->boardScene()->overlay()->showsMarks(); }, testsupport::scaled(10000));
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

private slots:
    void initTestCase()
    {
        Q_INIT_RESOURCE(grundygrid);
        testsupport::initApplication();
    }

    void init()
    {
        m_window = testsupport::showMainWindow();
        QVERIFY(m_window);
        m_window->computerPlayer()->setReplyDelay(20);
        m_window->setComputerMovesFirst(false);
    }

    void cleanup() { m_window.reset(); }

    void humanBitesAndEatsTheRectangle()
    {
        m_window->setOpponentIsComputer(false);
        engine::Board setup = chomp().emptyBoard(5, 5);
        setup.setCell({0, 0}, CellKind::Poison);
        openBoard(setup);
        m_window->setMode(gui::MainWindow::Mode::Play);
        testsupport::clickCell(view(), {2, 3});
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().currentBoard().countOf(CellKind::Eaten), std::size_t{6});
        QCOMPARE(document().currentBoard().cellAt({4, 4}), CellKind::Eaten);
        QCOMPARE(document().currentBoard().cellAt({1, 4}), CellKind::Empty);
        // Eaten and poisoned pieces cannot be bitten: nothing changes, a message says why.
        testsupport::clickCell(view(), {3, 3});
        testsupport::clickCell(view(), {0, 0});
        QCOMPARE(document().currentMove(), 1);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("poison")));
        // The setup is untouched by play.
        QCOMPARE(document().setup().countOf(CellKind::Eaten), std::size_t{0});
        m_window->undo();
        QCOMPARE(document().currentMove(), 0);
        QCOMPARE(document().currentBoard().countOf(CellKind::Eaten), std::size_t{0});
    }

    void computerReplies()
    {
        m_window->setOpponentIsComputer(true);
        engine::Board setup = chomp().emptyBoard(4, 5);
        setup.setCell({0, 0}, CellKind::Poison);
        openBoard(setup);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QVERIFY(waitForMarks());
        testsupport::clickCell(view(), {3, 4});
        QCOMPARE(document().currentMove(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 2, testsupport::scaled(5000));
        // The computer answered with the move it judges best for the position it faced.
        engine::Board afterHuman = chomp().play(setup, Move::at({3, 4}));
        const engine::Analysis analysis = testsupport::engineAnalysis(chomp(), setup, afterHuman);
        QVERIFY(document().moves()[1] == *gui::ComputerPlayer::chooseMove(analysis));
        // Undo against the computer goes back to the user's turn.
        m_window->undo();
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(!m_window->computerPlayer()->isToMove());
    }

    void computerMovesFirstWhenAsked()
    {
        m_window->setOpponentIsComputer(true);
        engine::Board setup = chomp().emptyBoard(3, 3);
        setup.setCell({0, 0}, CellKind::Poison);
        openBoard(setup);
        m_window->computerPlayer()->setReplyDelay(60000);
        m_window->setComputerMovesFirst(true);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->computerPlayer()->isThinking(), testsupport::scaled(5000));
        // The user cannot move during the computer's turn.
        testsupport::clickCell(view(), {2, 2});
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("computer's turn")));
        m_window->computerPlayer()->setReplyDelay(20);
        QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 1, testsupport::scaled(5000));
        // Its first move wins: the position it leaves is a loss for the user.
        const engine::Analysis after = testsupport::engineAnalysis(chomp(), setup, document().currentBoard());
        QVERIFY(after.outcome == engine::Outcome::Loss);
        QVERIFY(!m_window->computerPlayer()->isToMove());
    }

    void hintShowsAWinningMove()
    {
        m_window->setOpponentIsComputer(false);
        engine::Board setup = chomp().emptyBoard(4, 4);
        setup.setCell({0, 0}, CellKind::Poison);
        openBoard(setup);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QVERIFY(waitForMarks());
        m_window->showHint();
        const std::optional<Move> hint = m_window->boardScene()->overlay()->hint();
        QVERIFY(hint.has_value());
        const engine::Analysis analysis = testsupport::engineAnalysis(chomp(), setup, setup);
        const engine::MoveVerdict* verdict = analysis.verdictFor(*hint);
        QVERIFY(verdict != nullptr);
        QVERIFY(verdict->wins());
        // After the winning bite the other player has no winning move: the hint says so.
        testsupport::clickCell(view(), hint->topLeft);
        QVERIFY(waitForMarks());
        m_window->showHint();
        QVERIFY(!m_window->boardScene()->overlay()->hint().has_value());
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("No winning move")));
    }

    void gameOverIsAnnounced()
    {
        m_window->setOpponentIsComputer(false);
        engine::Board setup = chomp().emptyBoard(2, 2);
        setup.setCell({0, 0}, CellKind::Poison);
        openBoard(setup);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QVERIFY(!m_window->isBannerShown());
        testsupport::clickCell(view(), {1, 1});
        testsupport::clickCell(view(), {0, 1});
        testsupport::clickCell(view(), {1, 0});
        QVERIFY(document().isGameOver());
        QVERIFY(m_window->isBannerShown());
        QCOMPARE(m_window->bannerText(), QStringLiteral("Player 1 wins: player 2 has no move left."));
    }

    void computerNeverLosesAWonPosition()
    {
        // 200 games on random small boards: the computer (ComputerPlayer's choice on
        // the engine's analysis) moves first from every won start, the opponent
        // plays at random; the computer must make the last move every time.
        QRandomGenerator random(20240611);
        int played = 0;
        while (played < 200) {
            const engine::Board setup = randomSetup(random);
            if (chomp().setupProblem(setup))
                continue;
            const std::unique_ptr<engine::Solver> solver = chomp().createSolver(setup);
            engine::Board position = setup;
            std::optional<engine::Analysis> analysis = solver->analyse(position, {});
            QVERIFY(analysis.has_value());
            if (analysis->outcome != engine::Outcome::Win)
                continue;
            ++played;
            bool computerToMove = true;
            int remoteness = *analysis->remoteness;
            for (;;) {
                analysis = solver->analyse(position, {});
                if (analysis->moves.empty())
                    break;
                Move move;
                if (computerToMove) {
                    QVERIFY(analysis->outcome == engine::Outcome::Win);
                    move = *gui::ComputerPlayer::chooseMove(*analysis);
                    // The fastest win: the remoteness never exceeds the promise.
                    QVERIFY(*analysis->remoteness <= remoteness);
                    remoteness = *analysis->remoteness;
                } else {
                    move = analysis->moves[random.bounded(static_cast<int>(analysis->moves.size()))].move;
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
        m_window->setOpponentIsComputer(true);
        QRandomGenerator random(77);
        int games = 0;
        while (games < 4) {
            const engine::Board setup = randomSetup(random);
            if (chomp().setupProblem(setup))
                continue;
            const engine::Analysis start = testsupport::engineAnalysis(chomp(), setup, setup);
            if (start.outcome != engine::Outcome::Win)
                continue;
            ++games;
            openBoard(setup);
            m_window->setComputerMovesFirst(true);
            m_window->setMode(gui::MainWindow::Mode::Play);
            while (!document().isGameOver()) {
                const int before = document().currentMove();
                if (m_window->computerPlayer()->isToMove()) {
                    QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() == before + 1, testsupport::scaled(5000));
                    continue;
                }
                const std::vector<Move> moves = chomp().legalMoves(document().currentBoard());
                testsupport::clickCell(view(), moves[random.bounded(static_cast<int>(moves.size()))].topLeft);
                QCOMPARE(document().currentMove(), before + 1);
            }
            // The user is to move with nothing left: the computer won.
            QVERIFY(!m_window->computerPlayer()->isToMove());
            QCOMPARE(m_window->bannerText(), QStringLiteral("The computer wins: you have no move left."));
            m_window->setMode(gui::MainWindow::Mode::Edit);
        }
    }
};

QTEST_MAIN(TestPlay)
#include "test_play.moc"
