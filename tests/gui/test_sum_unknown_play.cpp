// A sum played where not everything is known, and the window claiming nothing
// it does not know: a sum whose verdict is not known (a pawn beyond the exact
// table beside a chomp board) and a lost sum whose remoteness the search of
// the sum's positions does not reach (the three boards). The computer plays
// engine::perfectSumMove's move there (Analysis::stallingMove: on the board
// that lasts longest); Game > Hint, the value history and the best line say
// what is not known instead of a verdict or a "slowest loss".
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "SumBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/BestLinePanel.h"
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

using engine::Board;
using engine::Move;
using testsupport::farPawnSetup;
using testsupport::farPawnSum;
using testsupport::threeBoardSetup;
using testsupport::threeBoardSum;

class TestSumUnknownPlay : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    engine::Analysis engineNow() const
    {
        return testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
    }

    void startPlay(const engine::Game& game, const Board& setup, gui::Opponent opponent, bool computerFirst = false)
    {
        computer().setReplyDelay(10);
        session().setComputerMovesFirst(computerFirst);
        openBoard(game, setup);
        session().setOpponent(opponent);
        session().setMode(gui::PlaySession::Mode::Play);
    }

    // Waits until the panel shows the analysis of the current position (known or not).
    [[nodiscard]] bool waitForAnalysis() const
    {
        return QTest::qWaitFor(
            [this] {
                const auto& state = testsupport::analysisOf(*m_window)->state();
                return state.analysis() != nullptr && state.board() == document().currentBoard()
                    && overlay().shownAnalysis() != nullptr;
            },
            testsupport::scaled(30000));
    }

    // A lost position of the three boards' sum whose remoteness is not known:
    // the start's winning move played.
    void reachLostSumWithoutRemoteness()
    {
        startPlay(threeBoardSum(), threeBoardSetup(), gui::Opponent::Human);
        QVERIFY(waitForAnalysis());
        const engine::Analysis start = engineNow();
        QCOMPARE(start.outcome, engine::Outcome::Win);
        session().play(start.winningMoves().front(), gui::MoveBy::User);
        QVERIFY(waitForAnalysis());
        const engine::Analysis lost = engineNow();
        QVERIFY(lost.known());
        QCOMPARE(lost.outcome, engine::Outcome::Loss);
        QVERIFY(!lost.remoteness.has_value()); // the search of the sum's positions ran out
        QVERIFY(lost.stallingMove.has_value());
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showWindow(QSize(1200, 760))); }
    void cleanup()
    {
        if (m_window) {
            session().setOpponent(gui::Opponent::Computer);
            session().setComputerMovesFirst(false);
        }
        closeWindow();
    }

    // From a sum whose verdict is not known the perfect computer plays
    // perfectSumMove's move (the analysis' stalling move), a legal move at every
    // strength, and plays on; the panel never claims a win or a loss meanwhile.
    void computerPlaysAnUnknownSum()
    {
        playOptions().setStrength(gui::Strength::Perfect);
        startPlay(farPawnSum(), farPawnSetup(), gui::Opponent::Computer, true);
        const engine::Analysis faced = testsupport::engineAnalysis(farPawnSum(), farPawnSetup(), farPawnSetup());
        QVERIFY(!faced.known());
        QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 1, testsupport::scaled(30000));
        QVERIFY(faced.stallingMove.has_value());
        QCOMPARE(document().moves().front(), *faced.stallingMove);
        QCOMPARE(*gui::ComputerPlayer::chooseMove(faced), *faced.stallingMove);
        QVERIFY(waitForAnalysis());
        QVERIFY(testsupport::panelOf(*m_window)->verdictText().startsWith(QStringLiteral("Not known: ")));
        for (const gui::Strength strength : {gui::Strength::Strong, gui::Strength::Casual, gui::Strength::Random}) {
            playOptions().setStrength(strength);
            QVERIFY(waitForAnalysis());
            const std::vector<Move> legal = document().game().legalMoves(document().currentBoard());
            const int count = document().currentMove();
            session().play(legal.front(), gui::MoveBy::User);
            QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), count + 2, testsupport::scaled(30000));
        }
        playOptions().setStrength(gui::Strength::Perfect);
        Board position = document().setup();
        for (const Move& move : document().moves()) {
            QVERIFY(document().game().isLegal(position, move));
            position = document().game().play(position, move);
        }
    }

    // Game > Hint on a sum whose verdict is not known claims no winning or losing
    // move: it says what is not known and which move the computer would play.
    void hintOnAnUnknownSum()
    {
        startPlay(farPawnSum(), farPawnSetup(), gui::Opponent::Human);
        QVERIFY(waitForAnalysis());
        const engine::Analysis analysis = engineNow();
        QVERIFY(!analysis.known());
        action("actionHint")->trigger();
        QCOMPARE(overlay().hint(), analysis.stallingMove);
        const QString message = statusMessage();
        QVERIFY2(message.contains(QStringLiteral("not known")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("board 1 (pawn)")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("No winning move")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("stubborn")), qPrintable(message));
    }

    // From a lost sum whose remoteness is not known the computer plays the stalling
    // move of the sum's analysis (perfectSumMove: on the board that lasts longest),
    // and the hint names that move without calling it the slowest loss.
    void lostSumWithoutRemoteness()
    {
        reachLostSumWithoutRemoteness();
        const engine::Analysis lost = engineNow();
        action("actionHint")->trigger();
        QCOMPARE(overlay().hint(), lost.stallingMove);
        const QString message = statusMessage();
        QVERIFY2(message.startsWith(QStringLiteral("No winning move here.")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("not known")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("stubborn")) && !message.contains(QStringLiteral("slowest")),
                 qPrintable(message));
        QVERIFY(testsupport::panelOf(*m_window)->detailsText().startsWith(QStringLiteral("\n"))); // no remoteness line

        session().setOpponent(gui::Opponent::Computer); // the computer is player 2, to move
        QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), 2, testsupport::scaled(30000));
        QCOMPARE(document().moves().back(), *lost.stallingMove);
    }

    // The value history of an unknown sum: its positions analysed, with no value
    // on the chart and their tooltip saying why, never a loss or a thrown-away win.
    void valueHistoryOfAnUnknownSum()
    {
        startPlay(farPawnSum(), farPawnSetup(), gui::Opponent::Human);
        QVERIFY(waitForAnalysis());
        for (int i = 0; i < 2; ++i) {
            const std::vector<Move> legal = document().game().legalMoves(document().currentBoard());
            session().play(legal.back(), gui::MoveBy::User); // the pawn's moves come last
            QVERIFY(waitForAnalysis());
        }
        QVERIFY(!engineNow().known());
        auto* chart = m_window->findChild<gui::ValueHistoryChart*>();
        QTRY_VERIFY_WITH_TIMEOUT(chart->history().isComplete(), testsupport::scaled(30000));
        const gui::ValueHistory& history = chart->history();
        QCOMPARE(history.positionCount(), 3);
        for (int i = 0; i < history.positionCount(); ++i) {
            QVERIFY(history.point(i).known);
            QVERIFY(!history.point(i).verdictKnown());
            QVERIFY(!history.value(i, history.scale()).has_value());
            QVERIFY(!history.point(i).playedResult.has_value());
            const QString tip = chart->describe(i);
            QVERIFY2(tip.contains(QStringLiteral("Not known: ")), qPrintable(tip));
            QVERIFY2(!tip.contains(QStringLiteral("Player to move")), qPrintable(tip));
        }
        QVERIFY(history.mistakes().empty());
    }

    // No best line for an unknown sum: the dock says why, and lists no move as
    // "wins" or "loses".
    void noBestLineForAnUnknownSum()
    {
        auto* list = m_window->findChild<QListWidget*>(QStringLiteral("bestLineList"));
        m_window->findChild<QDockWidget*>(QStringLiteral("bestLineDock"))->raise();
        openBoard(threeBoardSum(), threeBoardSetup());
        QVERIFY(waitForAnalysis());
        QTRY_VERIFY_WITH_TIMEOUT(list->count() > 0, testsupport::scaled(30000)); // a known sum has its line
        openBoard(farPawnSum(), farPawnSetup());
        QVERIFY(waitForAnalysis());
        const auto* panel = m_window->findChild<gui::BestLinePanel*>();
        QTRY_VERIFY_WITH_TIMEOUT(panel->summaryText().startsWith(QStringLiteral("No best line: ")),
                                 testsupport::scaled(10000));
        QVERIFY2(panel->summaryText().contains(QStringLiteral("board 1 (pawn)")), qPrintable(panel->summaryText()));
        QTest::qWait(300);
        QCOMPARE(list->count(), 0);
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_unknown_play, TestSumUnknownPlay)
#include "test_sum_unknown_play.moc"
