// The computer-vs-computer demo (runs to the end on its own, pauses, resumes) and
// Play Again from the game-over banner in each mode.
#include "TestSlowdown.h"
#include "GuiTestSupport.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/play/PlayOptions.h"

#include "engine/GameModules.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>

using engine::CellKind;
using engine::Move;

class TestDemo : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<gui::MainWindow> m_window;

    gui::GameDocument& document() { return *m_window->document(); }
    const engine::Game& game(const char* id) { return *engine::findGame(id); }

    void openBoard(const engine::Game& g, const engine::Board& setup)
    {
        document().reset(g, gui::DocumentState{setup, {}, 0}, QString());
    }
    engine::Board chompBoard(int rows, int cols)
    {
        engine::Board setup = game("chomp").emptyBoard(rows, cols);
        setup.setCell({0, 0}, CellKind::Poison);
        return setup;
    }
    // Every move of the document is legal where it was played; returns the final position.
    void verifyMovesLegal(const engine::Game& g)
    {
        engine::Board position = document().setup();
        for (const Move& move : document().moves()) {
            QVERIFY(g.isLegal(position, move));
            position = g.play(position, move);
        }
        QVERIFY(g.legalMoves(position).empty());
    }
    QString turnText() const
    {
        for (const QLabel* label : m_window->analysisPanel()->findChildren<QLabel*>())
            if (label->text().contains(QStringLiteral("to move"), Qt::CaseInsensitive))
                return label->text();
        return {};
    }
    QPushButton* playAgainButton() const
    {
        return m_window->findChild<QPushButton*>(QStringLiteral("playAgainButton"));
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
        m_window->computerPlayer()->setDemoDelay(20);
        m_window->setComputerMovesFirst(false);
    }

    void cleanup()
    {
        m_window->setOpponent(gui::Opponent::Computer);
        m_window->playOptions()->setStrength(gui::Strength::Perfect);
        m_window.reset();
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
        openBoard(g, id == QStringLiteral("chomp") ? chompBoard(4, 5) : g.exampleBoard());
        m_window->playOptions()->setStrength(static_cast<gui::Strength>(strength));
        m_window->setOpponent(gui::Opponent::Demo);
        QVERIFY(m_window->playOptions()->pauseAction()->isEnabled() == false); // edit mode: no demo yet
        m_window->setMode(gui::MainWindow::Mode::Play);
        QVERIFY(m_window->playOptions()->pauseAction()->isEnabled());
        QVERIFY(turnText().startsWith(QStringLiteral("Demo")));
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(30000));
        const int moves = document().currentMove();
        QVERIFY(moves > 0);
        verifyMovesLegal(g);
        // The player who made the last move wins; the banner says so.
        const int winner = moves % 2 == 1 ? 1 : 2;
        QVERIFY(m_window->isBannerShown());
        QCOMPARE(m_window->bannerText(), QStringLiteral("Demo over: player %1 wins, player %2 has no move left.")
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
        openBoard(game("chomp"), chompBoard(3, 4));
        m_window->setOpponent(gui::Opponent::Demo);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(20000));
        QCOMPARE(document().currentMove() % 2, 1);
        const engine::Analysis start = testsupport::engineAnalysis(game("chomp"), document().setup(), document().setup());
        QCOMPARE(document().currentMove(), *start.remoteness); // fastest win, slowest loss
    }

    void pausingStopsTheDemo()
    {
        openBoard(game("chomp"), chompBoard(5, 6));
        m_window->playOptions()->setStrength(gui::Strength::Random);
        m_window->computerPlayer()->setDemoDelay(100);
        m_window->setOpponent(gui::Opponent::Demo);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() >= 1, testsupport::scaled(10000));
        QAction* pause = m_window->playOptions()->pauseAction();
        pause->trigger();
        QVERIFY(pause->isChecked());
        QVERIFY(m_window->computerPlayer()->isPaused());
        QVERIFY(turnText().startsWith(QStringLiteral("Demo paused")));
        const int paused = document().currentMove();
        QTest::qWait(600);
        QCOMPARE(document().currentMove(), paused);
        // The user cannot move for the computers either.
        testsupport::clickCell(*m_window->boardView(), {4, 5});
        QCOMPARE(document().currentMove(), paused);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("demo")));
        // Resumed, it plays on to the end.
        pause->trigger();
        QVERIFY(!m_window->computerPlayer()->isPaused());
        QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() > paused, testsupport::scaled(5000));
        m_window->computerPlayer()->setDemoDelay(20);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(20000));
        verifyMovesLegal(game("chomp"));
    }

    void leavingTheDemoStopsIt()
    {
        openBoard(game("chomp"), chompBoard(5, 6));
        m_window->computerPlayer()->setDemoDelay(200);
        m_window->setOpponent(gui::Opponent::Demo);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() >= 1, testsupport::scaled(10000));
        m_window->playOptions()->pauseAction()->trigger();
        m_window->setOpponent(gui::Opponent::Human);
        // Pause is only for the demo and is released with it.
        QVERIFY(!m_window->playOptions()->pauseAction()->isEnabled());
        QVERIFY(!m_window->playOptions()->pauseAction()->isChecked());
        QVERIFY(!m_window->computerPlayer()->isPaused());
        const int at = document().currentMove();
        QTest::qWait(500);
        QCOMPARE(document().currentMove(), at);
        QCOMPARE(turnText(), QStringLiteral("To move: player %1").arg(at % 2 == 0 ? 1 : 2));
    }

    void playAgainBetweenHumans()
    {
        m_window->setOpponent(gui::Opponent::Human);
        openBoard(game("chomp"), chompBoard(2, 2));
        m_window->setMode(gui::MainWindow::Mode::Play);
        QVERIFY(!m_window->isBannerShown());
        QVERIFY(playAgainButton() != nullptr);
        QVERIFY(!playAgainButton()->isVisible());
        testsupport::clickCell(*m_window->boardView(), {1, 1});
        testsupport::clickCell(*m_window->boardView(), {0, 1});
        testsupport::clickCell(*m_window->boardView(), {1, 0});
        QVERIFY(document().isGameOver());
        QVERIFY(m_window->isBannerShown());
        QVERIFY(playAgainButton()->isVisible());
        QTest::mouseClick(playAgainButton(), Qt::LeftButton);
        QCOMPARE(document().currentMove(), 0);
        QCOMPARE(document().currentBoard(), document().setup());
        QVERIFY(!m_window->isBannerShown());
        QCOMPARE(m_window->mode(), gui::MainWindow::Mode::Play);
        // Still playing, between humans: a click bites.
        testsupport::clickCell(*m_window->boardView(), {1, 1});
        QCOMPARE(document().currentMove(), 1);
    }

    void playAgainAgainstTheComputer()
    {
        // The computer moves first and wins the 1x2 board at once (one bite beside
        // the poison); Play Again starts over and it moves first again.
        m_window->setOpponent(gui::Opponent::Computer);
        m_window->setComputerMovesFirst(true);
        openBoard(game("chomp"), chompBoard(1, 2));
        m_window->setMode(gui::MainWindow::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        QCOMPARE(m_window->bannerText(), QStringLiteral("The computer wins: you have no move left."));
        const std::vector<Move> firstGame = document().moves();
        QTest::mouseClick(playAgainButton(), Qt::LeftButton);
        QVERIFY(!m_window->isBannerShown());
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        QCOMPARE(document().moves(), firstGame); // perfect play is deterministic
        m_window->setComputerMovesFirst(false);
    }

    void playAgainRestartsTheDemo()
    {
        openBoard(game("chomp"), chompBoard(3, 3));
        m_window->setOpponent(gui::Opponent::Demo);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        const int moves = document().currentMove();
        QTest::mouseClick(playAgainButton(), Qt::LeftButton);
        QVERIFY(document().currentMove() < moves);
        QVERIFY(!m_window->isBannerShown());
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(10000));
        QCOMPARE(document().currentMove(), moves);
        QVERIFY(m_window->isBannerShown());
    }

    void demoIsRemembered()
    {
        m_window->setOpponent(gui::Opponent::Demo);
        m_window.reset();
        m_window = std::make_unique<gui::MainWindow>();
        QCOMPARE(m_window->opponent(), gui::Opponent::Demo);
        QVERIFY(m_window->findChild<QAction*>(QStringLiteral("actionOpponentDemo"))->isChecked());
    }
};

QTEST_MAIN(TestDemo)
#include "test_demo.moc"
