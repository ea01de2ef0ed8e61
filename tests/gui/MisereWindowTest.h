#pragma once
// What the window tests of misère play share (test_misere_play, test_misere_computer):
// nim and a small misère sum, misère nim by Bouton's rule, the engine's misère
// analysis, and a window that plays a game under misère to the end against the
// computer, checking each of its moves.
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "NimBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/BestLinePanel.h"
#include "gui/analysis/MisereText.h"
#include "gui/analysis/MoveVerdictModel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/analysis/ValueHistory.h"
#include "gui/analysis/ValueHistoryChart.h"
#include "gui/base/Settings.h"
#include "gui/document/GameDocument.h"
#include "gui/files/BoardFile.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlayOptions.h"
#include "gui/play/PlaySession.h"
#include "gui/play/TurnText.h"

#include "engine/BestLine.h"
#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QAbstractItemModel>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

namespace testsupport {

class MisereWindowTest : protected WindowTest {
protected:
    using Board = engine::Board;
    using Move = engine::Move;
    using PlayRule = engine::PlayRule;
    using Strength = gui::Strength;

    static const engine::Game& nim()
    {
        return testsupport::nimGame();
    }

    static Board nimBoard(const std::vector<int>& heaps)
    {
        return testsupport::nimBoardOf(heaps);
    }

    static std::vector<int> heapsOf(const Board& board)
    {
        std::vector<int> heaps;
        for (engine::Coord row = 0; row < board.rows(); ++row) {
            int count = 0;
            for (engine::Coord col = 0; col < board.cols(); ++col)
                count += board.cellAt({row, col}) == engine::CellKind::Counter ? 1 : 0;
            heaps.push_back(count);
        }
        return heaps;
    }

    // Misère nim by Bouton's rule, independent of every solver: with a heap of 2 or
    // more the player to move wins exactly when the XOR is not 0; with heaps of 0
    // and 1 only, exactly when it is 0 (an even number of single counters).
    static bool misereNimWins(const std::vector<int>& heaps)
    {
        int sum = 0;
        bool large = false;
        for (const int heap : heaps) {
            sum ^= heap;
            large = large || heap >= 2;
        }
        return large ? sum != 0 : sum == 0;
    }

    // The engine's misère analysis of `position`, computed here.
    static engine::Analysis misereAnalysis(const engine::Game& game, const Board& setup, const Board& position)
    {
        return game.solverFor(setup, PlayRule::Misere)->analyse(position, engine::SolveContext{});
    }

    // Nim 1 + 2 beside chomp 2 x 2 (poison in the corner): a small misère sum.
    static std::vector<engine::SumComponent> misereBoards()
    {
        Board chomp = engine::findGame("chomp")->emptyBoard(2, 2);
        chomp.setCell({0, 0}, engine::CellKind::Poison);
        const Board heaps = nimBoard({1, 2});
        return {{engine::findGameModule("nim"), heaps, heaps}, {engine::findGameModule("chomp"), chomp, chomp}};
    }

    static const engine::SumGame& misereSum()
    {
        return engine::sumGameOf(engine::SumLayout::of(misereBoards()));
    }

    static Board misereSumSetup()
    {
        std::vector<Board> setups;
        for (const engine::SumComponent& board : misereBoards())
            setups.push_back(board.setup);
        return misereSum().layout().combinedBoard(setups);
    }

    QAction* misere() const { return action("actionMisere"); }
    gui::AnalysisPanel& panel() const { return *testsupport::panelOf(*m_window); }
    gui::AnalysisController& analysis() const { return *testsupport::analysisOf(*m_window); }

    // Waits until the board shows the analysis of the current position under `rule`.
    [[nodiscard]] bool waitForRule(PlayRule rule, int milliseconds = 20000) const
    {
        return QTest::qWaitFor(
            [&] {
                const engine::Analysis* shown = overlay().shownAnalysis();
                return overlay().showsMarks() && shown != nullptr && shown->rule == rule
                    && analysis().state().analysis() != nullptr;
            },
            testsupport::scaled(milliseconds));
    }

    void startPlay(const engine::Game& game, const Board& setup)
    {
        computer().setReplyDelay(10);
        computer().setDemoDelay(10);
        session().setComputerMovesFirst(false);
        openBoard(game, setup);
        if (!misere()->isChecked())
            misere()->trigger();
        QVERIFY(document().rule() == PlayRule::Misere);
        session().setOpponent(gui::Opponent::Computer);
        session().setMode(gui::PlaySession::Mode::Play);
    }

    // The user's random moves by the mouse against the computer at the strength
    // chosen in the Game menu, to the end. Every computer move is checked
    // against the engine's misère analysis of the position it faced: perfect
    // plays engine::perfectMove of it, perfect and strong always keep a win. At
    // the end the player who made the last move has lost, and the banner says so.
    void playToTheEnd(const engine::Game& game, Strength strength, quint32 seed, bool checkNim)
    {
        playOptions().strengthAction(strength)->trigger();
        QCOMPARE(computer().strength(), strength);
        computer().chooser().seed(seed);
        std::mt19937 random(seed);
        bool computerFacedWin = false;
        int computerMoves = 0;
        while (!document().isGameOver()) {
            QVERIFY(waitForRule(PlayRule::Misere));
            const std::vector<Move> legal = game.legalMoves(document().currentBoard());
            const Move move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
            const int before = document().currentMove();
            testsupport::clickCell(view(), move.topLeft);
            QCOMPARE(document().currentMove(), before + 1);
            QCOMPARE(document().moves().back(), move);
            if (document().isGameOver())
                break;
            const engine::Analysis faced = misereAnalysis(game, document().setup(), document().currentBoard());
            QVERIFY(faced.known());
            QCOMPARE(faced.rule, PlayRule::Misere);
            if (checkNim) // the engine's misère verdict against Bouton's rule
                QCOMPARE(faced.outcome == engine::Outcome::Win, misereNimWins(heapsOf(document().currentBoard())));
            const int count = document().currentMove();
            QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), count + 1, testsupport::scaled(20000));
            ++computerMoves;
            const Move played = document().moves().back();
            const engine::MoveVerdict* verdict = faced.verdictFor(played);
            QVERIFY(verdict != nullptr);
            if (strength == Strength::Perfect)
                QCOMPARE(played, *engine::perfectMove(faced));
            if ((strength == Strength::Perfect || strength == Strength::Strong) && faced.outcome == engine::Outcome::Win) {
                QVERIFY(verdict->wins());
                computerFacedWin = true;
            }
        }
        QVERIFY(computerMoves >= 1);
        testsupport::verifyMovesLegal(document());
        QVERIFY(isBannerShown());
        // Misère: whoever made the last move lost.
        const bool userMovedLast = document().currentMove() % 2 == 1;
        QCOMPARE(bannerText(),
                 userMovedLast
                     ? QStringLiteral("The computer wins: you made the last move (misère play: the last move loses).")
                     : QStringLiteral("You win! The computer made the last move (misère play: the last move loses)."));
        // A computer that keeps its win never makes the last move.
        if (computerFacedWin)
            QVERIFY(userMovedLast);
    }

    void openMisereWindow()
    {
        gui::Settings().setValue(gui::Settings::NewBoardRule, PlayRule::Normal);
        QVERIFY(showWindow(QSize(1200, 760)));
    }
    void closeMisereWindow()
    {
        if (m_window) {
            session().setOpponent(gui::Opponent::Computer);
            playOptions().setStrength(Strength::Perfect);
        }
        closeWindow();
        gui::Settings().setValue(gui::Settings::NewBoardRule, PlayRule::Normal);
    }
};

} // namespace testsupport
