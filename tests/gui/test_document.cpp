// The document model, its undo commands, the computer's choice and the panel texts.
#include "TestRegistry.h"
#include "GuiTestSupport.h"

#include "gui/analysis/AnalysisText.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/document/commands/PaintCellsCommand.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/document/commands/ResizeBoardCommand.h"

#include "engine/GameModules.h"

#include <QSignalSpy>
#include <QTest>

using engine::Cell;
using engine::CellKind;
using engine::Move;

class TestDocument : public QObject {
    Q_OBJECT

private:
    const engine::Game& chomp() { return *engine::findGame("chomp"); }

    // A document of the empty 3 x 3 chomp board (no poison yet), no moves.
    std::unique_ptr<gui::GameDocument> emptyChompDocument()
    {
        auto document = std::make_unique<gui::GameDocument>(chomp());
        document->reset(chomp(), gui::DocumentState{chomp().emptyBoard(3, 3), {}, 0}, QString());
        return document;
    }

private slots:
    void startsOnExampleBoard()
    {
        gui::GameDocument document(chomp());
        QCOMPARE(document.gameId(), QStringLiteral("chomp"));
        QVERIFY(document.setup() == chomp().exampleBoard());
        QVERIFY(document.currentBoard() == document.setup());
        QVERIFY(!document.isModified());
    }

    void strokeMergesIntoOneUndoStep()
    {
        gui::GameDocument document(chomp());
        document.reset(chomp(), gui::DocumentState{chomp().emptyBoard(4, 4), {}, 0}, QString());
        QSignalSpy changed(&document, &gui::GameDocument::changed);
        auto* stack = document.undoStack();
        stack->push(new gui::PaintCellsCommand(&document, {Cell{0, 0}}, CellKind::Poison, 7));
        stack->push(new gui::PaintCellsCommand(&document, {Cell{0, 1}, Cell{0, 2}}, CellKind::Poison, 7));
        stack->push(new gui::PaintCellsCommand(&document, {Cell{3, 3}}, CellKind::Poison, 8));
        QCOMPARE(stack->count(), 2);
        QCOMPARE(document.setup().countOf(CellKind::Poison), std::size_t{4});
        QVERIFY(document.isModified());
        QCOMPARE(changed.count(), 3);

        stack->undo();
        QCOMPARE(document.setup().countOf(CellKind::Poison), std::size_t{3});
        stack->undo();
        QCOMPARE(document.setup().countOf(CellKind::Poison), std::size_t{0});
        QVERIFY(!document.isModified());
        stack->redo();
        QCOMPARE(document.setup().cellAt({0, 2}), CellKind::Poison);
        QCOMPARE(document.setup().cellAt({3, 3}), CellKind::Empty);
    }

    void paintingAfterMovesClearsThemUndoably()
    {
        const auto document = emptyChompDocument();
        auto* stack = document->undoStack();
        stack->push(new gui::PlayMoveCommand(document.get(), Move::at({2, 2}), QStringLiteral("bite")));
        QCOMPARE(document->currentBoard().cellAt({2, 2}), CellKind::Eaten);
        stack->push(new gui::PaintCellsCommand(document.get(), {Cell{1, 1}}, CellKind::Poison, 1));
        QVERIFY(document->moves().empty());
        QCOMPARE(document->currentBoard().cellAt({2, 2}), CellKind::Empty);
        stack->undo();
        QCOMPARE(document->moves().size(), std::size_t{1});
        QCOMPARE(document->currentBoard().cellAt({2, 2}), CellKind::Eaten);
        QCOMPARE(document->setup().cellAt({1, 1}), CellKind::Empty);
    }

    void playGoToAndReplaceMoves()
    {
        const auto document = emptyChompDocument();
        auto* stack = document->undoStack();
        stack->push(new gui::PlayMoveCommand(document.get(), Move::at({2, 2}), QString()));
        stack->push(new gui::PlayMoveCommand(document.get(), Move::at({0, 2}), QString()));
        QCOMPARE(document->currentMove(), 2);
        QCOMPARE(document->currentBoard().countOf(CellKind::Eaten), std::size_t{3});
        stack->push(new gui::GoToMoveCommand(document.get(), 1, QString()));
        QCOMPARE(document->currentMove(), 1);
        QCOMPARE(document->moves().size(), std::size_t{2});
        stack->push(new gui::PlayMoveCommand(document.get(), Move::at({1, 0}), QString()));
        QCOMPARE(document->moves().size(), std::size_t{2});
        QVERIFY(document->moves()[1] == Move::at({1, 0}));
        QCOMPARE(document->currentBoard().countOf(CellKind::Eaten), std::size_t{6});
        stack->undo();
        stack->undo();
        QVERIFY(document->moves()[1] == Move::at({0, 2}));
    }

    void resizeKeepsPaintThatFits()
    {
        gui::GameDocument document(chomp());
        document.undoStack()->push(new gui::ResizeBoardCommand(&document, 3, 6));
        QCOMPARE(document.setup().rows(), 3);
        QCOMPARE(document.setup().cols(), 6);
        QCOMPARE(document.setup().cellAt({0, 5}), CellKind::Poison);
        QCOMPARE(document.setup().cellAt({2, 1}), CellKind::Poison);
        QCOMPARE(document.setup().countOf(CellKind::Poison), std::size_t{3});
        document.undoStack()->undo();
        QVERIFY(document.setup() == chomp().exampleBoard());
    }

    void resetDropsIllegalMoves()
    {
        gui::GameDocument document(chomp());
        engine::Board setup = chomp().emptyBoard(2, 2);
        setup.setCell({0, 0}, CellKind::Poison);
        // (1, 1) is legal; (1, 1) again is not: the document keeps only the first.
        document.reset(chomp(), gui::DocumentState{setup, {Move::at({1, 1}), Move::at({1, 1})}, 2}, QString());
        QCOMPARE(document.moves().size(), std::size_t{1});
        QCOMPARE(document.currentMove(), 1);
    }

    void geometryRoundTrip()
    {
        gui::BoardGeometry geometry;
        geometry.setBoardSize(5, 7);
        for (engine::Coord r = 0; r < 5; ++r)
            for (engine::Coord c = 0; c < 7; ++c) {
                const auto hit = geometry.cellAt(geometry.cellCenter({r, c}));
                QVERIFY(hit.has_value());
                QVERIFY(*hit == (Cell{r, c}));
            }
        QVERIFY(!geometry.cellAt(QPointF(-1, 5)).has_value());
        QVERIFY(!geometry.cellAt(geometry.cellCenter({5, 0})).has_value());
        const gui::CellRange range = geometry.cellsIn(QRectF(60, 60, 100, 10));
        QCOMPARE(range.rowBegin, 1);
        QCOMPARE(range.rowEnd, 2);
        QCOMPARE(range.colBegin, 1);
        QCOMPARE(range.colEnd, 4);
    }

    void computerPrefersFastestWinAndLongestStall()
    {
        engine::Analysis win;
        win.outcome = engine::Outcome::Win;
        win.moves = {{Move::at({0, 1}), engine::Outcome::Win, std::nullopt, 3},
                     {Move::at({0, 2}), engine::Outcome::Loss, std::nullopt, 6},
                     {Move::at({0, 3}), engine::Outcome::Loss, std::nullopt, 2},
                     {Move::at({0, 4}), engine::Outcome::Loss, std::nullopt, 4}};
        QVERIFY(gui::ComputerPlayer::chooseMove(win) == Move::at({0, 3}));

        engine::Analysis loss;
        loss.outcome = engine::Outcome::Loss;
        loss.moves = {{Move::at({1, 1}), engine::Outcome::Win, std::nullopt, 1},
                      {Move::at({1, 2}), engine::Outcome::Win, std::nullopt, 9},
                      {Move::at({1, 3}), engine::Outcome::Win, std::nullopt, 5}};
        QVERIFY(gui::ComputerPlayer::chooseMove(loss) == Move::at({1, 2}));
        QVERIFY(!gui::ComputerPlayer::chooseMove(engine::Analysis{}).has_value());
    }

    void analysisTexts()
    {
        QCOMPARE(gui::AnalysisText::verdict(engine::Outcome::Win), QStringLiteral("Player to move wins"));
        QCOMPARE(gui::AnalysisText::verdict(engine::Outcome::Loss), QStringLiteral("Player to move loses"));
        QCOMPARE(gui::AnalysisText::remoteness(engine::Outcome::Win, 5),
                 QStringLiteral("Wins in 5 moves with best play"));
        QCOMPARE(gui::AnalysisText::remoteness(engine::Outcome::Loss, 8),
                 QStringLiteral("Loses in 8 moves at the latest"));
        QCOMPARE(gui::AnalysisText::remoteness(engine::Outcome::Win, 1),
                 QStringLiteral("Wins in 1 move with best play"));
        QCOMPARE(gui::AnalysisText::grundy(3u), QStringLiteral("Grundy value 3"));
        engine::Analysis analysis;
        analysis.moves = {{Move::at({0, 1}), engine::Outcome::Loss, 0u, 0},
                          {Move::at({0, 2}), engine::Outcome::Win, 1u, 1}};
        QCOMPARE(gui::AnalysisText::winningMoves(analysis), QStringLiteral("1 winning move (of 2)"));
    }
};

GRUNDYGRID_TEST_MAIN(test_document, TestDocument)
#include "test_document.moc"
