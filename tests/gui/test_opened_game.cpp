// A saved game with moves, opened: Undo steps back through its moves (Redo
// returns), and going to another move of the game (Undo of such a step, the
// move list, the value history, Restart) is navigation: the document stays
// unmodified. What a board file holds (game, setup, moves) decides "modified";
// the move shown is not saved in the file.
#include "TestRegistry.h"
#include "WindowTest.h"

#include "gui/analysis/ValueHistoryChart.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/document/commands/PaintCellsCommand.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/files/BoardFile.h"

#include "engine/games/pawn/PawnGame.h"

#include <QAction>
#include <QTimer>
#include <QSignalSpy>
#include <QTemporaryDir>

using engine::CellKind;
using engine::Move;

class TestOpenedGame : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    const std::vector<Move> m_moves{Move::at({2, 2}), Move::at({1, 4}), Move::at({4, 0}), Move::at({0, 5})};

    // A 5 x 6 chomp game of four moves saved to a file, opened in the window.
    void openSavedGame()
    {
        const QString path = m_folder.filePath(QStringLiteral("game.grundy"));
        QVERIFY(!gui::BoardFile::write(path, {QStringLiteral("chomp"), cornerPoisonChomp(5, 6), m_moves}));
        QVERIFY(testsupport::openFileIn(*m_window, path));
        QCOMPARE(document().moves(), m_moves);
        QCOMPARE(document().currentMove(), 4);
    }
    void verifyUnmodified() const
    {
        QVERIFY(!document().isModified());
        QVERIFY(!m_window->isWindowModified());
    }

private slots:
    void initTestCase() { initGrundyGridResources(); }
    void init() { QVERIFY(showWindow()); }
    void cleanup() { closeWindow(); }

    void undoStepsBackThroughTheOpenedMoves()
    {
        openSavedGame();
        verifyUnmodified();
        QVERIFY(action("actionUndo")->isEnabled());
        QVERIFY(!action("actionRedo")->isEnabled());
        for (int shown = 3; shown >= 0; --shown) {
            action("actionUndo")->trigger();
            QCOMPARE(document().currentMove(), shown);
            QCOMPARE(document().moves(), m_moves); // the later moves stay for Redo
            verifyUnmodified();
        }
        QVERIFY(!action("actionUndo")->isEnabled());
        QVERIFY(document().currentBoard() == document().setup());
        action("actionRedo")->trigger();
        action("actionRedo")->trigger();
        QCOMPARE(document().currentMove(), 2);
        QCOMPARE(document().currentBoard().cellAt({1, 4}), CellKind::Eaten);
        verifyUnmodified();
    }

    void goingThroughTheValueHistoryIsNavigation()
    {
        openSavedGame();
        auto* chart = m_window->findChild<gui::ValueHistoryChart*>();
        QVERIFY(chart != nullptr);
        emit chart->positionClicked(1); // the panel goes there once the click is handled
        QTRY_COMPARE(document().currentMove(), 1);
        verifyUnmodified();
        emit chart->positionClicked(3);
        QTRY_COMPARE(document().currentMove(), 3);
        verifyUnmodified();
        action("actionRestart")->trigger();
        QCOMPARE(document().currentMove(), 0);
        verifyUnmodified();
        // A different move replaces the saved ones: that is an edit of the game.
        emit chart->positionClicked(1);
        QTRY_COMPARE(document().currentMove(), 1);
        document().undoStack()->push(new gui::PlayMoveCommand(&document(), Move::at({0, 3}), QStringLiteral("bite")));
        QCOMPARE(document().moves().size(), std::size_t{2});
        QVERIFY(document().isModified());
        QVERIFY(m_window->isWindowModified());
        action("actionUndo")->trigger();
        QCOMPARE(document().moves(), m_moves);
        verifyUnmodified();
    }

    void aLongGameKeepsTheLastStepsOnly()
    {
        // 12 000 one-cell pawn moves: Undo takes back the last 10 000, and opening never holds the window.
        const engine::Game& pawn = game("pawn");
        engine::Board setup = pawn.emptyBoard(engine::PawnGame::kSide, engine::PawnGame::kSide);
        engine::Cell pawnAt{7000, 7000};
        setup.setCell(pawnAt, CellKind::Pawn);
        std::vector<Move> moves;
        for (int i = 0; i < 12000; ++i) {
            (i % 2 == 0 ? pawnAt.col : pawnAt.row) -= 1;
            moves.push_back(Move::at(pawnAt));
        }
        const QString path = m_folder.filePath(QStringLiteral("long.grundy"));
        QVERIFY(!gui::BoardFile::write(path, {QStringLiteral("pawn"), setup, moves}));
        // File ▸ Open as a user chooses it (an event the stall watchdog times): the file is read, parsed and
        // replayed off the GUI thread, the status bar shows the progress, and the window keeps turning.
        m_prompts->openAnswer = path;
        QSignalSpy status(testsupport::filesOf(*m_window), &gui::DocumentFiles::statusMessage);
        QVERIFY(testsupport::waitForOpen(*m_window, [this] {
            QTimer::singleShot(0, action("actionOpen"), &QAction::trigger);
            return true;
        }));
        QVERIFY(status.size() >= 2);
        QVERIFY(status.constFirst().constFirst().toString().startsWith(QStringLiteral("Opening ")));
        QVERIFY(statusMessage().startsWith(QStringLiteral("Opened ")));
        QCOMPARE(document().undoStack()->count(), 10000);
        action("actionUndo")->trigger();
        QCOMPARE(document().currentMove(), 11999);
        verifyUnmodified();
    }

    void documentModifiedFollowsWhatAFileHolds()
    {
        gui::GameDocument game(chomp());
        game.reset(chomp(), gui::DocumentState{cornerPoisonChomp(5, 6), m_moves, 4}, QString());
        QSignalSpy modified(&game, &gui::GameDocument::modifiedChanged);
        game.undoStack()->push(new gui::GoToMoveCommand(&game, 1, QStringLiteral("go")));
        QVERIFY(!game.isModified());
        game.undoStack()->push(new gui::PaintCellsCommand(&game, {engine::Cell{4, 5}}, CellKind::Poison, 1));
        QVERIFY(game.isModified());
        QCOMPARE(modified.count(), 1);
        game.undoStack()->undo(); // the paint: the saved game again, shown at move 1
        QVERIFY(!game.isModified());
        QCOMPARE(modified.count(), 2);
        game.undoStack()->redo();
        game.markSaved();
        QVERIFY(!game.isModified());
        game.undoStack()->undo(); // back to the game as it was before the save
        QVERIFY(game.isModified());
        game.markUnsaved();
        game.undoStack()->redo();
        QVERIFY(game.isModified()); // no file holds a recovered board, whatever it shows
    }
};

GRUNDYGRID_TEST_MAIN(test_opened_game, TestOpenedGame)
#include "test_opened_game.moc"
