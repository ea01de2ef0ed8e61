// The value history: the values recorded for a scripted game (chomp and volcano)
// against the engine's own analysis of every position, the thrown-away win at
// exactly its move, a file opened with moves filled in the background, the line
// of play kept on undo and replaced on a new move, and clicking the chart.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/analysis/ValueHistory.h"
#include "gui/analysis/ValueHistoryChart.h"
#include "gui/analysis/ValueHistoryPanel.h"
#include "gui/analysis/ValueHistoryTracker.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/files/BoardFile.h"

#include "engine/GameModules.h"
#include "engine/games/pawn/PawnGame.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>

using engine::Cell;
using engine::CellKind;
using engine::Move;
using engine::Outcome;

class TestValueHistory : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    gui::ValueHistoryTracker& tracker() { return *m_window->findChild<gui::ValueHistoryTracker*>(); }
    gui::ValueHistoryPanel& panel() { return *m_window->findChild<gui::ValueHistoryPanel*>(); }
    const gui::ValueHistory& history() { return tracker().history(); }

    // A game from `setup` where the mover always keeps a win, except at move
    // `blunder` (1-based), where a winning player plays a losing move. Moves
    // from a lost position are the first legal move.
    static std::vector<Move> scriptedGame(const engine::Game& game, const engine::Board& setup, int blunder,
                                          int length)
    {
        std::vector<Move> moves;
        engine::Board board = setup;
        for (int move = 1; move <= length; ++move) {
            const engine::Analysis analysis = testsupport::engineAnalysis(game, setup, board);
            if (analysis.moves.empty())
                break;
            const engine::MoveVerdict* chosen = &analysis.moves.front();
            for (const engine::MoveVerdict& verdict : analysis.moves)
                if (verdict.wins() == (move != blunder)) {
                    chosen = &verdict;
                    break;
                }
            moves.push_back(chosen->move);
            board = game.play(board, chosen->move);
        }
        return moves;
    }

    // Plays `moves` one after the other as the user would, each once the board shows its analysis.
    void play(const std::vector<Move>& moves)
    {
        for (const Move& move : moves) {
            QVERIFY(QTest::qWaitFor([&] { return overlay().showsMarks(); }, testsupport::scaled(20000)));
            document().undoStack()->push(new gui::PlayMoveCommand(&document(), move, QStringLiteral("Play")));
        }
    }

    // Complete, with the Grundy values that a game gives after its marks (chomp:
    // Solver::defersGrundyValues) arrived too.
    [[nodiscard]] bool historySettled()
    {
        if (!history().isComplete())
            return false;
        const auto solver = testsupport::analysisOf(*m_window)->state().solver();
        if (!solver || !solver->defersGrundyValues())
            return true;
        for (int i = 0; i < history().positionCount(); ++i)
            if (!history().point(i).grundy)
                return false;
        return true;
    }

    // Every position of the document's line compared with the engine's own analysis.
    void verifyMatchesEngine(const engine::Game& game)
    {
        const engine::Board setup = document().setup();
        const std::vector<Move>& moves = document().moves();
        QCOMPARE(history().positionCount(), static_cast<int>(moves.size()) + 1);
        engine::Board board = setup;
        std::vector<int> expectedMistakes;
        for (int i = 0; i < history().positionCount(); ++i) {
            const engine::Analysis expected = testsupport::engineAnalysis(game, setup, board);
            const gui::ValueHistory::Point& point = history().point(i);
            QVERIFY(point.known);
            QCOMPARE(point.outcome, expected.outcome);
            QCOMPARE(point.grundy, expected.grundy);
            QCOMPARE(point.remoteness, expected.remoteness);
            if (i < static_cast<int>(moves.size())) {
                const engine::MoveVerdict* played = expected.verdictFor(moves[i]);
                QVERIFY(played != nullptr);
                QCOMPARE(point.playedResult, std::optional<Outcome>(played->resultOutcome));
                if (expected.outcome == Outcome::Win && !played->wins())
                    expectedMistakes.push_back(i + 1);
                board = game.play(board, moves[i]);
            } else {
                QVERIFY(!point.playedResult);
            }
        }
        QCOMPARE(history().mistakes(), expectedMistakes);
    }

    void scriptedGameMatchesEngine(const engine::Game& game, const engine::Board& setup, int blunder)
    {
        document().reset(game, gui::DocumentState{setup, {}, 0}, QString());
        const std::vector<Move> moves = scriptedGame(game, setup, blunder, 8);
        QVERIFY(moves.size() >= 4);
        play(moves);
        QTRY_VERIFY_WITH_TIMEOUT(historySettled() && history().positionCount() == int(moves.size()) + 1, testsupport::scaled(20000));
        verifyMatchesEngine(game);
        // The blunder is the one mistake, marked exactly at its move.
        QCOMPARE(history().mistakes(), std::vector<int>{blunder});
        for (int move = 1; move <= static_cast<int>(moves.size()); ++move)
            QCOMPARE(history().threwAwayWin(move), move == blunder);
        QVERIFY(panel().legendText().contains(QStringLiteral("move %1,").arg(blunder)));
    }

    // Plays the scripted chomp game from `setup` (scriptedGame) into `moves`;
    // false when its history was not complete in time.
    [[nodiscard]] bool playScriptedChomp(const engine::Board& setup, int blunder, int length, std::vector<Move>& moves)
    {
        document().reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
        moves = scriptedGame(chomp(), setup, blunder, length);
        play(moves);
        return QTest::qWaitFor([this] { return historySettled(); }, testsupport::scaled(20000));
    }

    void saveScreenshot(const QString& name) { WindowTest::saveScreenshot(name, &panel()); }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        action("actionOpponentHuman")->trigger();
        session().setMode(gui::PlaySession::Mode::Play);
    }

    void cleanup() { closeWindow(); }

    void dockIsInTheViewMenu()
    {
        auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("historyDock"));
        QVERIFY(dock != nullptr);
        QCOMPARE(dock->widget(), static_cast<QWidget*>(&panel()));
        auto* view = m_window->findChild<QMenu*>(QStringLiteral("menuView"));
        QVERIFY(view != nullptr);
        QVERIFY(view->actions().contains(dock->toggleViewAction()));
        QVERIFY(dock->toggleViewAction()->text().contains(QStringLiteral("Value History")));
    }

    void chompGameMatchesEngine()
    {
        const engine::Game& chomp = game("chomp");
        const engine::Board setup = cornerPoisonChomp(5, 6);
        scriptedGameMatchesEngine(chomp, setup, 3);
        saveScreenshot(QStringLiteral("value-history-chomp.png"));
    }

    void volcanoGameMatchesEngine()
    {
        const engine::Game& volcano = game("volcano");
        scriptedGameMatchesEngine(volcano, volcano.exampleBoard(), 1);
        saveScreenshot(QStringLiteral("value-history-volcano.png"));
    }

    void openedFileFillsTheWholeHistory()
    {
        const engine::Game& chomp = game("chomp");
        const engine::Board setup = cornerPoisonChomp(6, 6);
        const std::vector<Move> moves = scriptedGame(chomp, setup, 3, 7);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("game.grundy"));
        QVERIFY(!gui::BoardFile::write(path, gui::BoardFileContents{QStringLiteral("chomp"), setup, moves}));
        QVERIFY(testsupport::openFileIn(*m_window, path));
        QCOMPARE(document().moves(), moves);
        // Only the shown position is analysed by the window; the others in the background.
        QTRY_VERIFY_WITH_TIMEOUT(historySettled(), testsupport::scaled(20000));
        verifyMatchesEngine(chomp);
        QCOMPARE(history().mistakes(), std::vector<int>{3});
        QVERIFY(!tracker().isFilling());
    }

    void longPawnGameKeepsFewBoards()
    {
        // 200 moves (50 under sanitizers) on a board with the most impassable
        // cells: a board per position would hold 200 copies of 10^5 cells.
        const int length = testsupport::slowdown() > 1 ? 50 : 200;
        const engine::Game& pawn = game("pawn");
        engine::Board setup = pawn.emptyBoard(engine::PawnGame::kSide, engine::PawnGame::kSide);
        setup.setCell({300, 300}, CellKind::Pawn);
        for (engine::Coord i = 0; i < static_cast<engine::Coord>(engine::PawnGame::kMaxImpassable); ++i)
            setup.setCell({1000 + i / 1000, 2000 + i % 1000}, CellKind::Impassable);
        QVERIFY(!pawn.setupProblem(setup));
        std::vector<Move> moves;
        Cell pawnAt{300, 300};
        for (int i = 0; i < length; ++i) {
            (i % 2 == 0 ? pawnAt.col : pawnAt.row) -= 1;
            moves.push_back(Move::at(pawnAt));
        }
        document().reset(pawn, gui::DocumentState{setup, moves, length}, QString());
        QCOMPARE(document().moves().size(), std::size_t(length));
        QCOMPARE(history().positionCount(), length + 1);
        QVERIFY(tracker().storedBoardCount() <= 2);
        // It fills the history in the background, rebuilding each position's board on demand.
        QTRY_VERIFY_WITH_TIMEOUT(history().point(0).known && history().point(1).known && history().point(length).known,
                                 testsupport::scaled(60000));
        QVERIFY(tracker().storedBoardCount() <= 2);
        // A winning pawn move in the middle of the line is recorded at its own position.
        const engine::Board position = pawn.play(pawn.play(setup, moves[0]), moves[1]);
        QTRY_VERIFY_WITH_TIMEOUT(history().point(2).known, testsupport::scaled(60000));
        QCOMPARE(history().point(2).outcome, testsupport::engineAnalysis(pawn, setup, position).outcome);
        QVERIFY(tracker().storedBoardCount() <= 2);
    }

    void undoKeepsTheLineAndANewMoveReplacesIt()
    {
        const engine::Game& chomp = game("chomp");
        const engine::Board setup = cornerPoisonChomp(4, 5);
        std::vector<Move> moves;
        QVERIFY(playScriptedChomp(setup, 0, 4, moves));
        QVERIFY(moves.size() >= 3);
        document().undoStack()->undo();
        document().undoStack()->undo();
        // Undo takes the moves back; the positions before them need no new analysis.
        QCOMPARE(history().positionCount(), static_cast<int>(moves.size()) - 1);
        QVERIFY(history().isComplete());
        verifyMatchesEngine(chomp);
        // A different second move replaces the rest of the line.
        QVERIFY(QTest::qWaitFor([&] { return overlay().showsMarks(); }, testsupport::scaled(20000)));
        document().undoStack()->undo();
        QVERIFY(QTest::qWaitFor([&] { return overlay().showsMarks(); }, testsupport::scaled(20000)));
        const int at = document().currentMove();
        const engine::Analysis now = testsupport::engineAnalysis(chomp, setup, document().currentBoard());
        const Move other = now.moves.back().move == moves[at] ? now.moves.front().move : now.moves.back().move;
        play({other});
        QTRY_VERIFY_WITH_TIMEOUT(historySettled() && history().positionCount() == at + 2, testsupport::scaled(20000));
        QCOMPARE(document().moves().back(), other);
        verifyMatchesEngine(chomp);
        // A new setup starts a new history.
        document().reset(chomp, gui::DocumentState{chomp.exampleBoard(), {}, 0}, QString());
        QCOMPARE(history().positionCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(historySettled(), testsupport::scaled(20000));
        verifyMatchesEngine(chomp);
    }

    // In play mode and in edit mode alike (the moves stay until the setup is edited).
    void clickingAChartPointGoesToThatMove_data()
    {
        QTest::addColumn<bool>("editMode");
        QTest::newRow("play mode") << false;
        QTest::newRow("edit mode") << true;
    }

    void clickingAChartPointGoesToThatMove()
    {
        QFETCH(bool, editMode);
        const engine::Board setup = cornerPoisonChomp(5, 5);
        std::vector<Move> moves;
        action("actionOpponentHuman")->trigger(); // nobody answers the scripted moves
        action("actionPlayMode")->trigger();
        QVERIFY(playScriptedChomp(setup, 3, 5, moves));
        if (editMode)
            action("actionEditMode")->trigger();
        gui::ValueHistoryChart* chart = panel().chart();
        QCOMPARE(chart->history().positionCount(), static_cast<int>(moves.size()) + 1);
        for (const int position : {2, 0, 4}) {
            QTest::mouseClick(chart, Qt::LeftButton, Qt::NoModifier, chart->pointCenter(position).toPoint());
            QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), position, testsupport::scaled(5000));
            QCOMPARE(document().moves(), moves); // going there forgets no move
        }
        QVERIFY(chart->describe(3).contains(QStringLiteral("threw away a win")));
        QVERIFY(!chart->describe(2).contains(QStringLiteral("threw away a win")));
        // Undo returns to where the click came from.
        document().undoStack()->undo();
        QCOMPARE(document().currentMove(), 0);
    }

    void lineChangesKeepWhatIsStillValid()
    {
        // The plain model: positions before a changed move keep their values; the
        // position the changed move is played from must be looked up again.
        gui::ValueHistory history;
        history.clear();
        const std::vector<Move> line{Move::at({1, 1}), Move::at({2, 2}), Move::at({3, 3})};
        history.setLine(line);
        engine::Analysis analysis;
        analysis.outcome = Outcome::Win;
        analysis.grundy = 2;
        for (const Move& move : line)
            analysis.moves.push_back({move, Outcome::Win, 1, 3});
        for (int i = 0; i < 4; ++i)
            QVERIFY(history.record(i, analysis));
        QVERIFY(!history.record(4, analysis));
        QVERIFY(history.isComplete());
        QCOMPARE(history.mistakes(), (std::vector<int>{1, 2, 3}));
        history.setLine({line[0], line[1]}); // the last move dropped
        QCOMPARE(history.positionCount(), 3);
        QVERIFY(history.isComplete()); // position 2 keeps its values; no move is played from it now
        QVERIFY(!history.point(2).playedResult);
        QCOMPARE(history.mistakes(), (std::vector<int>{1, 2}));
        history.setLine({line[0], Move::at({5, 5})});
        QCOMPARE(history.unknownPositions(), (std::vector<int>{1, 2}));
        QVERIFY(history.point(0).known);
        QCOMPARE(history.scale(), gui::ValueHistory::Scale::Grundy);
        QCOMPARE(history.value(0, gui::ValueHistory::Scale::Grundy), std::optional<int>(2));
    }
};

GRUNDYGRID_TEST_MAIN(test_value_history, TestValueHistory)
#include "test_value_history.moc"
