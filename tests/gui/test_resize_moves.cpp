// Edit > Resize keeps the moves played that stay legal on the new size, in
// order, up to the first that does not, says how many in the status bar, and
// Undo restores the board and every move exactly.
#include "TestRegistry.h"
#include "WindowTest.h"

#include "gui/app/SetupEdits.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/ResizeBoardCommand.h"

#include <QAction>

using engine::CellKind;
using engine::Move;

class TestResizeMoves : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    // A 5 x 6 chomp game (poison in the corner) with `moves` played, all shown.
    static std::unique_ptr<gui::GameDocument> chompGame(const std::vector<Move>& moves)
    {
        auto document = std::make_unique<gui::GameDocument>(chomp());
        document->reset(chomp(), gui::DocumentState{cornerPoisonChomp(5, 6), moves, static_cast<int>(moves.size())},
                        QString());
        return document;
    }

private slots:
    void initTestCase() { initGrundyGridResources(); }

    void keepsTheMovesThatStayLegal()
    {
        // (0, 5) is outside a 5 x 5 board: the three moves before it stay.
        const std::vector<Move> moves{Move::at({2, 2}), Move::at({1, 4}), Move::at({4, 0}), Move::at({0, 5})};
        const auto document = chompGame(moves);
        QCOMPARE(document->moves().size(), moves.size());
        const gui::DocumentState before = document->state();
        auto* resize = new gui::ResizeBoardCommand(document.get(), 5, 5);
        QCOMPARE(resize->keptMoves(), 3);
        QCOMPARE(resize->movesBefore(), 4);
        document->undoStack()->push(resize);
        QCOMPARE(document->setup().cols(), 5);
        QCOMPARE(document->moves(), std::vector<Move>(moves.begin(), moves.begin() + 3));
        QCOMPARE(document->currentMove(), 3);
        QCOMPARE(document->currentBoard().cellAt({4, 0}), CellKind::Eaten);
        QCOMPARE(document->currentBoard().cellAt({1, 4}), CellKind::Eaten);
        // Undo restores exactly: the size, every move, the move shown.
        document->undoStack()->undo();
        QVERIFY(document->state() == before);
        QCOMPARE(document->currentBoard().countOf(CellKind::Eaten),
                 chompGame(moves)->currentBoard().countOf(CellKind::Eaten));
        document->undoStack()->redo();
        QCOMPARE(document->moves().size(), std::size_t{3});
    }

    void stopsAtTheFirstMoveThatNoLongerFits()
    {
        // (4, 0) would still fit, but it comes after (0, 5), which does not: order matters.
        const std::vector<Move> moves{Move::at({2, 2}), Move::at({0, 5}), Move::at({4, 0})};
        const auto document = chompGame(moves);
        document->undoStack()->push(new gui::ResizeBoardCommand(document.get(), 5, 5));
        QCOMPARE(document->moves(), std::vector<Move>{Move::at({2, 2})});
        QCOMPARE(document->currentMove(), 1);
    }

    void keepsTheMoveShownAndTheLaterMoves()
    {
        // Gone back to move 1 of 3: the moves after the one shown stay too, and move 1 stays shown.
        const std::vector<Move> moves{Move::at({2, 2}), Move::at({1, 4}), Move::at({4, 0})};
        auto document = chompGame(moves);
        document->reset(chomp(), gui::DocumentState{cornerPoisonChomp(5, 6), moves, 1}, QString());
        document->undoStack()->push(new gui::ResizeBoardCommand(document.get(), 6, 7));
        QCOMPARE(document->moves(), moves);
        QCOMPARE(document->currentMove(), 1);
    }

    void saysInTheStatusBarHowManyWereKept()
    {
        QVERIFY(showWindow());
        const std::vector<Move> moves{Move::at({2, 2}), Move::at({1, 4}), Move::at({4, 0}), Move::at({0, 5})};
        document().reset(chomp(), gui::DocumentState{cornerPoisonChomp(5, 6), moves, 4}, QString());
        auto* edits = m_window->findChild<gui::SetupEdits*>();
        QVERIFY(edits != nullptr);
        edits->resizeTo(5, 5);
        QCOMPARE(statusMessage(), QStringLiteral("Resized to 5 x 5: 3 of 4 moves kept (Undo restores them all)"));
        QCOMPARE(document().moves().size(), std::size_t{3});
        QVERIFY(action("actionUndo")->isEnabled());
        action("actionUndo")->trigger();
        QCOMPARE(document().moves(), moves);
        QCOMPARE(document().setup().cols(), 6);
        edits->resizeTo(4, 4);
        QCOMPARE(statusMessage(), QStringLiteral("Resized to 4 x 4: 1 of 4 moves kept (Undo restores them all)"));
        closeWindow();
    }
};

GRUNDYGRID_TEST_MAIN(test_resize_moves, TestResizeMoves)
#include "test_resize_moves.moc"
