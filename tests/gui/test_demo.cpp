// The computer-vs-computer demo in the window (Pause, the turn label, the banner,
// the opponent remembered) and Play Again from the game-over banner; the rules
// of the demo and of Play Again are tested on PlaySession in test_play_session.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

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

class TestDemo : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    engine::Board chompBoard(int rows, int cols)
    {
        engine::Board setup = game("chomp").emptyBoard(rows, cols);
        setup.setCell({0, 0}, CellKind::Poison);
        return setup;
    }
    QString turnText() const
    {
        for (const QLabel* label : testsupport::panelOf(*m_window)->findChildren<QLabel*>())
            if (label->text().contains(QStringLiteral("to move"), Qt::CaseInsensitive))
                return label->text();
        return {};
    }
    QPushButton* playAgainButton() const
    {
        return m_window->findChild<QPushButton*>(QStringLiteral("playAgainButton"));
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow());
        computer().setReplyDelay(20);
        computer().setDemoDelay(20);
        session().setComputerMovesFirst(false);
    }

    void cleanup()
    {
        session().setOpponent(gui::Opponent::Computer);
        playOptions().setStrength(gui::Strength::Perfect);
        m_window.reset();
    }

    void theWindowFollowsTheDemo()
    {
        // The demo's rules are PlaySession's (test_play_session); here the window's
        // side: Pause only in a running demo, the turn label and the banner.
        openBoard(game("chomp"), chompBoard(4, 5));
        playOptions().setStrength(gui::Strength::Random);
        action("actionOpponentDemo")->trigger();
        QCOMPARE(session().opponent(), gui::Opponent::Demo);
        QVERIFY(playOptions().pauseAction()->isEnabled() == false); // edit mode: no demo yet
        action("actionPlayMode")->trigger();
        QVERIFY(playOptions().pauseAction()->isEnabled());
        QVERIFY(turnText().startsWith(QStringLiteral("Demo")));
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(30000));
        testsupport::verifyMovesLegal(document());
        const int winner = document().currentMove() % 2 == 1 ? 1 : 2;
        QVERIFY(isBannerShown());
        QCOMPARE(bannerText(),
                 QStringLiteral("Demo over: player %1 wins, player %2 has no move left.").arg(winner).arg(3 - winner));
    }

    void pausingStopsTheDemo()
    {
        openBoard(game("chomp"), chompBoard(5, 6));
        playOptions().setStrength(gui::Strength::Random);
        computer().setDemoDelay(100);
        session().setOpponent(gui::Opponent::Demo);
        session().setMode(gui::PlaySession::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() >= 1, testsupport::scaled(10000));
        QAction* pause = playOptions().pauseAction();
        pause->trigger();
        QVERIFY(pause->isChecked());
        QVERIFY(computer().isPaused());
        QVERIFY(turnText().startsWith(QStringLiteral("Demo paused")));
        const int paused = document().currentMove();
        QTest::qWait(600);
        QCOMPARE(document().currentMove(), paused);
        // The user cannot move for the computers either.
        testsupport::clickCell(view(), {4, 5});
        QCOMPARE(document().currentMove(), paused);
        QVERIFY(statusMessage().contains(QStringLiteral("demo")));
        // Resumed, it plays on to the end.
        pause->trigger();
        QVERIFY(!computer().isPaused());
        QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() > paused, testsupport::scaled(5000));
        computer().setDemoDelay(20);
        QTRY_VERIFY_WITH_TIMEOUT(document().isGameOver(), testsupport::scaled(20000));
        testsupport::verifyMovesLegal(document());
    }

    void leavingTheDemoStopsIt()
    {
        openBoard(game("chomp"), chompBoard(5, 6));
        computer().setDemoDelay(200);
        session().setOpponent(gui::Opponent::Demo);
        session().setMode(gui::PlaySession::Mode::Play);
        QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() >= 1, testsupport::scaled(10000));
        playOptions().pauseAction()->trigger();
        session().setOpponent(gui::Opponent::Human);
        // Pause is only for the demo and is released with it.
        QVERIFY(!playOptions().pauseAction()->isEnabled());
        QVERIFY(!playOptions().pauseAction()->isChecked());
        QVERIFY(!computer().isPaused());
        const int at = document().currentMove();
        QTest::qWait(500);
        QCOMPARE(document().currentMove(), at);
        QCOMPARE(turnText(), QStringLiteral("To move: player %1").arg(at % 2 == 0 ? 1 : 2));
    }

    void playAgainBetweenHumans()
    {
        session().setOpponent(gui::Opponent::Human);
        openBoard(game("chomp"), chompBoard(2, 2));
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(!isBannerShown());
        QVERIFY(playAgainButton() != nullptr);
        QVERIFY(!playAgainButton()->isVisible());
        testsupport::clickCell(view(), {1, 1});
        testsupport::clickCell(view(), {0, 1});
        testsupport::clickCell(view(), {1, 0});
        QVERIFY(document().isGameOver());
        QVERIFY(isBannerShown());
        QVERIFY(playAgainButton()->isVisible());
        QTest::mouseClick(playAgainButton(), Qt::LeftButton);
        QCOMPARE(document().currentMove(), 0);
        QCOMPARE(document().currentBoard(), document().setup());
        QVERIFY(!isBannerShown());
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Play);
        // Still playing, between humans: a click bites.
        testsupport::clickCell(view(), {1, 1});
        QCOMPARE(document().currentMove(), 1);
    }

    void demoIsRemembered()
    {
        session().setOpponent(gui::Opponent::Demo);
        m_window.reset();
        m_window = std::make_unique<gui::MainWindow>();
        QCOMPARE(session().opponent(), gui::Opponent::Demo);
        QVERIFY(m_window->findChild<QAction*>(QStringLiteral("actionOpponentDemo"))->isChecked());
    }
};

GRUNDYGRID_TEST_MAIN(test_demo, TestDemo)
#include "test_demo.moc"
