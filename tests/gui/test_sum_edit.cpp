// Edit ▸ Add Board to Sum and Remove Board from Sum in the real window: each is
// one undo step that changes the document's game and setup together, keeps the
// boards' setups and the moves played on them, and the analysis follows.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/document/SumBoards.h"
#include "gui/files/BoardFile.h"
#include "gui/files/NewBoardDialog.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QAction>
#include <QInputDialog>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <set>
#include <variant>

using engine::Board;
using engine::Move;
using testsupport::whenDialogOpens;

namespace {

const engine::SumLayout* layoutOf(const engine::Game& game)
{
    const engine::SumGame* sum = engine::asSumGame(game);
    return sum != nullptr ? &sum->layout() : nullptr;
}

} // namespace

class TestSumEdit : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showWindow()); }
    void cleanup() { closeWindow(); }

    // A chomp board with two moves played becomes chomp + nim's example; the
    // moves stay (board 0 lies where it did); undo brings the plain board back.
    void addBoardMakesASumAndUndoes()
    {
        const Board setup = cornerPoisonChomp(3, 4);
        const Move first = chomp().legalMoves(setup).back();
        const Move second = chomp().legalMoves(chomp().play(setup, first)).back();
        document().reset(chomp(), gui::DocumentState{setup, {first, second}, 2}, QString());
        addBoard("nim", gui::NewBoardDialog::Start::Example);
        const engine::SumLayout* layout = layoutOf(document().game());
        QVERIFY(layout != nullptr);
        QCOMPARE(layout->size(), std::size_t{2});
        QCOMPARE(&layout->game(0), &chomp());
        QCOMPARE(&layout->game(1), &game("nim"));
        const std::vector<Board> setups = layout->componentBoards(document().setup());
        QVERIFY(setups[0] == setup);
        QVERIFY(setups[1] == game("nim").exampleBoard());
        QCOMPARE(document().moves(), (std::vector<Move>{first, second}));
        QCOMPARE(document().currentMove(), 2);
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Add Board to Sum"));
        QVERIFY(document().isModified());

        // The analysis is the new sum's: marks on both boards.
        QVERIFY(QTest::qWaitFor(
            [this] {
                const engine::Analysis* shown = overlay().shownAnalysis();
                return overlay().showsMarks() && shown != nullptr && shown->boards.size() == 2;
            },
            testsupport::scaled(20000)));
        std::set<std::size_t> marked;
        for (const engine::MoveVerdict& verdict : overlay().shownAnalysis()->moves)
            marked.insert(*layoutOf(document().game())->boardAt(verdict.move.topLeft));
        QCOMPARE(marked, (std::set<std::size_t>{0, 1}));

        action("actionUndo")->trigger();
        QCOMPARE(&document().game(), &chomp());
        QVERIFY(document().setup() == setup);
        QCOMPARE(document().moves(), (std::vector<Move>{first, second}));
        QCOMPARE(document().currentMove(), 2);
        QVERIFY(!document().isModified());
        action("actionRedo")->trigger();
        QVERIFY(layoutOf(document().game()) != nullptr);
        QCOMPARE(layoutOf(document().game())->size(), std::size_t{2});
    }

    // The keyboard cursor's board is removed with its moves; the moves of a
    // board right of it move left with it; a sum of one is the plain game again.
    void removeBoardKeepsTheOthersMoves()
    {
        const Board setup = cornerPoisonChomp(2, 3);
        document().reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
        addBoard("nim", gui::NewBoardDialog::Start::Example);
        addBoard("chomp", gui::NewBoardDialog::Start::Example);
        const engine::SumLayout three = *layoutOf(document().game());
        QCOMPARE(three.size(), std::size_t{3});
        // One move on board 1 (nim), then one on board 2 (chomp).
        const std::vector<Move> moves = document().game().legalMoves(document().setup());
        const auto onBoard = [&](std::size_t board) {
            return *std::find_if(moves.begin(), moves.end(),
                                 [&](const Move& move) { return three.boardAt(move.topLeft) == board; });
        };
        const Move onNim = onBoard(1);
        const Move onChomp = onBoard(2);
        document().reset(document().game(), gui::DocumentState{document().setup(), {onNim, onChomp}, 2}, QString());

        view().placeCursor(three.toCombined(1, engine::Cell{0, 0}));
        action("actionRemoveBoardFromSum")->trigger();
        const engine::SumLayout* two = layoutOf(document().game());
        QVERIFY(two != nullptr);
        QCOMPARE(two->size(), std::size_t{2});
        QCOMPARE(&two->game(1), &chomp());
        const engine::SumMove local = *three.toLocal(onChomp);
        QCOMPARE(local.board, std::size_t{2});
        QCOMPARE(document().moves(), (std::vector<Move>{two->toCombined(engine::SumMove{1, local.move})}));
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Remove Board from Sum"));

        view().placeCursor(two->toCombined(1, engine::Cell{0, 0}));
        action("actionRemoveBoardFromSum")->trigger();
        QCOMPARE(&document().game(), &chomp());
        QVERIFY(document().setup() == cornerPoisonChomp(2, 3));
        QVERIFY(document().moves().empty());
        QVERIFY(!action("actionRemoveBoardFromSum")->isEnabled());

        action("actionUndo")->trigger();
        action("actionUndo")->trigger();
        QVERIFY(document().game().legalMoves(document().setup()) == moves);
        QCOMPARE(document().moves(), (std::vector<Move>{onNim, onChomp}));
    }

    // A sum holds at most 8 boards: the action is disabled there and says why.
    void addIsDisabledAtEightBoards()
    {
        document().reset(chomp(), gui::DocumentState{cornerPoisonChomp(2, 2), {}, 0}, QString());
        QAction* add = action("actionAddBoardToSum");
        for (int board = 2; board <= 8; ++board) {
            QVERIFY(add->isEnabled());
            addBoard("nim", gui::NewBoardDialog::Start::Example);
            QCOMPARE(layoutOf(document().game())->size(), static_cast<std::size_t>(board));
        }
        QVERIFY(!add->isEnabled());
        QVERIFY2(add->toolTip().contains(QStringLiteral("at most 8 boards")), qPrintable(add->toolTip()));
        action("actionUndo")->trigger();
        QVERIFY(add->isEnabled());
    }

    // SumBoards::move carries the moves with their board.
    void movingABoardCarriesItsMoves()
    {
        addBoard("nim", gui::NewBoardDialog::Start::Example); // chomp's example + nim
        const engine::SumLayout layout = *layoutOf(document().game());
        const std::vector<Move> moves = document().game().legalMoves(document().setup());
        const Move move = moves.back(); // on nim, board 1
        gui::SumBoards boards(document().game(), gui::DocumentState{document().setup(), {move}, 1});
        boards.move(1, 0);
        QCOMPARE(boards.moves().front().board, std::size_t{0});
        const auto composed = std::get<gui::SumBoards::Composed>(boards.compose());
        const engine::SumLayout& moved = engine::asSumGame(*composed.game)->layout();
        QCOMPARE(&moved.game(0), &game("nim"));
        QCOMPARE(composed.state.moves.front(), moved.toCombined(engine::SumMove{0, layout.toLocal(move)->move}));
        QVERIFY(composed.game->isLegal(composed.state.setup, composed.state.moves.front()));
    }

    // Move Board Right / Left and Duplicate act on the keyboard cursor's board,
    // each one undo step; the moved board keeps its moves and the cursor.
    void moveAndDuplicateTheCursorsBoard()
    {
        const Board setup = cornerPoisonChomp(2, 3);
        document().reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
        addBoard("nim", gui::NewBoardDialog::Start::Example);
        const engine::SumLayout before = *layoutOf(document().game());
        const Move onChomp = document().game().legalMoves(document().setup()).front(); // board 0
        QCOMPARE(*before.boardAt(onChomp.topLeft), std::size_t{0});
        document().reset(document().game(), gui::DocumentState{document().setup(), {onChomp}, 1}, QString());

        action("actionMoveBoardRight")->trigger(); // no cursor: nothing changes
        QCOMPARE(document().undoStack()->count(), 0);
        QVERIFY(statusMessage().contains(QStringLiteral("keyboard cursor")));

        view().placeCursor(before.toCombined(0, engine::Cell{1, 2}));
        action("actionMoveBoardRight")->trigger();
        const engine::SumLayout moved = *layoutOf(document().game());
        QCOMPARE(&moved.game(0), &game("nim"));
        QCOMPARE(&moved.game(1), &chomp());
        QVERIFY(moved.componentBoard(document().setup(), 1) == setup);
        QCOMPARE(document().moves(),
                 (std::vector<Move>{moved.toCombined(engine::SumMove{1, before.toLocal(onChomp)->move})}));
        QCOMPARE(view().cursorCell(), std::optional<engine::Cell>(moved.toCombined(1, engine::Cell{1, 2})));

        action("actionDuplicateBoardInSum")->trigger();
        const engine::SumLayout three = *layoutOf(document().game());
        QCOMPARE(three.size(), std::size_t{3});
        QCOMPARE(&three.game(2), &chomp());
        QVERIFY(three.componentBoard(document().setup(), 2) == setup);
        QCOMPARE(document().moves().size(), std::size_t{1}); // the copy is as set up

        action("actionUndo")->trigger();
        action("actionUndo")->trigger();
        QCOMPARE(&layoutOf(document().game())->game(0), &chomp());
        QCOMPARE(document().moves(), (std::vector<Move>{onChomp}));
    }

    // A pawn board too large to show whole keeps its window through Clear, Move Board Left and a
    // save: the random walk (seed 403) moved the cursor's board after a Clear and the program
    // ended (the window was chosen again from the cleared board: 1 x 1, the cursor outside it),
    // and a sum cleared and saved opened with a smaller window (seed 303: "the saved setup differs").
    void aPawnBoardKeepsItsWindowThroughClearMoveAndSave()
    {
        const engine::GameModule& pawn = *engine::findGameModule("pawn");
        Board plane = pawn.game.emptyBoard(1000000001, 1000000001);
        plane.setCell({2, 3}, engine::CellKind::Pawn);
        plane.setCell({4, 1}, engine::CellKind::Impassable);
        const Board corner = cornerPoisonChomp(2, 2);
        const std::vector<engine::SumComponent> boards{{engine::findGameModule("chomp"), corner, corner},
                                                        {&pawn, plane, plane}};
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(boards));
        const std::vector<Board> setups{corner, plane};
        document().reset(sum, gui::DocumentState{sum.layout().combinedBoard(setups), {}, 0}, QString());
        QCOMPARE(sum.layout().keptWindow(1), (std::optional<std::pair<engine::Coord, engine::Coord>>({5, 4})));

        action("actionClear")->trigger();
        QCOMPARE(layoutOf(document().game())->keptWindow(1),
                 (std::optional<std::pair<engine::Coord, engine::Coord>>({5, 4})));
        view().placeCursor(layoutOf(document().game())->toCombined(1, engine::Cell{4, 3}));
        action("actionMoveBoardLeft")->trigger();
        const engine::SumLayout& moved = *layoutOf(document().game());
        QCOMPARE(&moved.game(0), &pawn.game);
        QCOMPARE(moved.keptWindow(0), (std::optional<std::pair<engine::Coord, engine::Coord>>({5, 4})));
        QCOMPARE(view().cursorCell(), std::optional<engine::Cell>(moved.toCombined(0, engine::Cell{4, 3})));

        const QByteArray json = gui::BoardFile::toJson({QStringLiteral("sum"), document().setup(), {}, &document().game()});
        const auto read = gui::BoardFile::fromJson(json);
        if (const QString* error = std::get_if<QString>(&read))
            QFAIL(qPrintable(*error));
        const gui::BoardFileContents& contents = std::get<gui::BoardFileContents>(read);
        QCOMPARE(contents.game, &document().game()); // the same layout, so the same SumGame
        QVERIFY(contents.setup == document().setup());
    }

    // File ▸ New Sum… asks the number of boards, then each board, and makes the
    // sum one new document (no undo history, unmodified).
    void newSumMakesOneDocument()
    {
        whenDialogOpens<QInputDialog>(this, [this](QInputDialog& count) {
            count.setIntValue(3);
            answerBoards({"chomp", "nim", "volcano"});
            count.accept();
        });
        action("actionNewSum")->trigger();
        const engine::SumLayout* layout = layoutOf(document().game());
        QVERIFY(layout != nullptr);
        QCOMPARE(layout->size(), std::size_t{3});
        QCOMPARE(&layout->game(1), &game("nim"));
        QCOMPARE(&layout->game(2), &game("volcano"));
        QVERIFY(layout->componentBoard(document().setup(), 2) == game("volcano").exampleBoard());
        QVERIFY(!document().undoStack()->canUndo());
        QVERIFY(!document().isModified());
        QVERIFY(waitForMarks(20000));
        QCOMPARE(overlay().shownAnalysis()->boards.size(), std::size_t{3});
    }

    // A pawn too far out to show in a sum: nothing changes and the status bar
    // says why (SumLayout::sumBoardsProblem's words).
    void aBoardThatCannotJoinASumChangesNothing()
    {
        const engine::Game& pawn = game("pawn");
        Board far = pawn.emptyBoard(1000000001, 1000000001);
        far.setCell({5, 3000}, engine::CellKind::Pawn);
        document().reset(pawn, gui::DocumentState{far, {}, 0}, QString());
        addBoard("nim", gui::NewBoardDialog::Start::Example);
        QCOMPARE(&document().game(), &pawn);
        QVERIFY(document().setup() == far);
        QVERIFY(!document().undoStack()->canUndo());
        QVERIFY2(statusMessage().startsWith(QStringLiteral("The boards make no sum: board 0 (pawn)")),
                 qPrintable(statusMessage()));
    }

private:
    // Answers the New dialogs opened one after another with each game's example.
    void answerBoards(std::vector<QString> ids)
    {
        if (ids.empty())
            return;
        whenDialogOpens<gui::NewBoardDialog>(this, [this, ids](gui::NewBoardDialog& dialog) {
            dialog.setGame(ids.front());
            dialog.setStart(gui::NewBoardDialog::Start::Example);
            answerBoards(std::vector<QString>(ids.begin() + 1, ids.end()));
            dialog.accept();
        });
    }

    void addBoard(const char* gameId, gui::NewBoardDialog::Start start)
    {
        const QString id = QString::fromLatin1(gameId);
        whenDialogOpens<gui::NewBoardDialog>(this, [id, start](gui::NewBoardDialog& dialog) {
            dialog.setGame(id);
            dialog.setStart(start);
            dialog.accept();
        });
        action("actionAddBoardToSum")->trigger();
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_edit, TestSumEdit)
#include "test_sum_edit.moc"
