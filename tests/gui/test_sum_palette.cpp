// A sum's boards edited each with its own palette, and the board view's context
// menu, in the real window by mouse and keys: the palette follows the board
// under the pointer or the keyboard cursor, paints only what that board's game
// has (a foreign kind is refused with the setup's words, never painted), and the
// context menu's edits act on the board under the click, each one undo step.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/play/PlaySession.h"

#include "engine/GameModules.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/sums/SumGame.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QContextMenuEvent>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

#include <initializer_list>
#include <optional>
#include <set>

using engine::Board;
using engine::Cell;
using engine::CellKind;

namespace {

// Chomp 3 x 4 (poison in the corner), volcano's example and nim's example, in that order.
std::vector<engine::SumComponent> chompVolcanoNim()
{
    Board chomp = engine::findGame("chomp")->emptyBoard(3, 4);
    chomp.setCell({0, 0}, CellKind::Poison);
    std::vector<engine::SumComponent> boards{{engine::findGameModule("chomp"), chomp, chomp}};
    for (const char* id : {"volcano", "nim"}) {
        const engine::GameModule* module = engine::findGameModule(id);
        boards.push_back({module, module->game.exampleBoard(), module->game.exampleBoard()});
    }
    return boards;
}

const engine::SumGame& threeGames()
{
    return engine::sumGameOf(engine::SumLayout::of(chompVolcanoNim()));
}

Board threeGamesSetup()
{
    std::vector<Board> setups;
    for (const engine::SumComponent& board : chompVolcanoNim())
        setups.push_back(board.setup);
    return threeGames().layout().combinedBoard(setups);
}

const engine::SumLayout* paletteLayoutOf(const engine::Game& game)
{
    const engine::SumGame* sum = engine::asSumGame(game);
    return sum != nullptr ? &sum->layout() : nullptr;
}

// The first cell of a board (local) holding `kind`.
std::optional<Cell> firstCellOf(const Board& board, CellKind kind)
{
    for (engine::Coord r = 0; r < board.rows(); ++r)
        for (engine::Coord c = 0; c < board.cols(); ++c)
            if (board.cellAt({r, c}) == kind)
                return Cell{r, c};
    return std::nullopt;
}

} // namespace

class TestSumPalette : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        QVERIFY(showWindow());
        openBoard(threeGames(), threeGamesSetup());
        session().setMode(gui::PlaySession::Mode::Edit);
    }
    void cleanup() { closeWindow(); }

    // Hovering each board shows its game's kinds only, named at the bar's start;
    // off the boards the palette stays; the keyboard cursor's board takes over
    // when the cursor moves.
    void paletteFollowsTheBoardPointedAt()
    {
        const engine::SumLayout& layout = threeGames().layout();
        const QStringList names{QStringLiteral("Chomp"), QStringLiteral("Volcano"), QStringLiteral("Nim")};
        for (const std::size_t board : std::initializer_list<std::size_t>{1, 2, 0, 2}) {
            hover(layout.toCombined(board, Cell{0, 0}));
            QCOMPARE(paletteKinds(), kindsOf(layout.game(board)));
            QVERIFY2(boardLabel().startsWith(QStringLiteral("board %1: ").arg(board)), qPrintable(boardLabel()));
            QVERIFY2(boardLabel().contains(names[static_cast<qsizetype>(board)], Qt::CaseInsensitive),
                     qPrintable(boardLabel()));
        }
        // Its name above it counts as the board too.
        QTest::mouseMove(view().viewport(), namePoint(1));
        QCOMPARE(paletteKinds(), kindsOf(game("volcano")));
        // Leaving the view on the way to the palette keeps it.
        QTest::mouseMove(m_window.get(), QPoint(2, 2));
        QCOMPARE(paletteKinds(), kindsOf(game("volcano")));
        // The keyboard cursor: put on nim, then moved left with the arrow keys onto volcano.
        view().setFocus();
        view().placeCursor(layout.toCombined(2, Cell{0, 0}));
        QCOMPARE(paletteKinds(), kindsOf(game("nim")));
        QTest::keyClick(&view(), Qt::Key_Left);
        QTest::keyClick(&view(), Qt::Key_Left);
        QCOMPARE(*layout.boardAt(*view().cursorCell()), std::size_t{1});
        QCOMPARE(paletteKinds(), kindsOf(game("volcano")));
    }

    // The chosen tool stays where the next board has its kind (the eraser),
    // else that board's first tool is chosen.
    void chosenToolStaysWhereTheBoardHasIt()
    {
        const engine::SumLayout& layout = threeGames().layout();
        hover(layout.toCombined(1, Cell{0, 0}));
        clickTool(CellKind::Monster);
        QVERIFY(chosenKind() == CellKind::Monster);
        hover(layout.toCombined(0, Cell{0, 0}));
        QVERIFY(chosenKind() == CellKind::Poison);
        hover(layout.toCombined(1, Cell{0, 0}));
        QVERIFY(chosenKind() == CellKind::Wall);
        clickTool(CellKind::Empty);
        hover(layout.toCombined(2, Cell{0, 0}));
        QVERIFY(chosenKind() == CellKind::Empty);
        QCOMPARE(paletteKinds(), kindsOf(game("nim")));
    }

    // Each board painted with its own palette by clicks (chomp's poison,
    // volcano's monster, nim's counter), each one undo step.
    void paintEachBoardWithItsPalette()
    {
        const engine::SumLayout& layout = threeGames().layout();
        const Board before = document().setup();
        const Cell chompCell = layout.toCombined(0, Cell{2, 3});
        const Cell volcanoCell = layout.toCombined(1, *firstCellOf(layout.componentBoard(before, 1), CellKind::Empty));
        const Cell nimCell = layout.toCombined(2, *firstCellOf(layout.componentBoard(before, 2), CellKind::Empty));
        paintWith(chompCell, CellKind::Poison);
        paintWith(volcanoCell, CellKind::Monster);
        paintWith(nimCell, CellKind::Counter);
        Board expected = before;
        expected.setCell(chompCell, CellKind::Poison);
        expected.setCell(volcanoCell, CellKind::Monster);
        expected.setCell(nimCell, CellKind::Counter);
        QVERIFY(document().setup() == expected);
        QCOMPARE(document().undoStack()->count(), 3);
        QVERIFY(!threeGames().setupProblem(document().setup()));
        for (const Cell cell : {nimCell, volcanoCell, chompCell}) {
            action("actionUndo")->trigger();
            QCOMPARE(document().setup().cellAt(cell), before.cellAt(cell));
        }
        QVERIFY(document().setup() == before);
    }

    // A kind a board's game lacks is never painted on it (a click reaching the
    // board before the pointer's move, a drag onto it, a cell between the
    // boards): the setup stays valid and the status bar says why.
    void foreignKindIsRefused()
    {
        const engine::SumLayout& layout = threeGames().layout();
        const Board before = document().setup();
        hover(layout.toCombined(0, Cell{0, 0}));
        clickTool(CellKind::Poison);
        // A click on nim without a move over it: the palette is still chomp's.
        const Cell onNim = layout.toCombined(2, *firstCellOf(layout.componentBoard(before, 2), CellKind::Empty));
        testsupport::clickCell(view(), onNim);
        QVERIFY(document().setup() == before);
        QVERIFY(!document().undoStack()->canUndo());
        QVERIFY2(statusMessage().startsWith(QStringLiteral("Not painted: board 2 (nim): cell ")),
                 qPrintable(statusMessage()));
        // Between the boards.
        const Cell gap{0, layout.area(0).bottomRight.col + 1};
        QVERIFY(!layout.boardAt(gap));
        testsupport::clickCell(view(), gap);
        QVERIFY(document().setup() == before);
        QVERIFY2(statusMessage().contains(QStringLiteral("lies between its boards")), qPrintable(statusMessage()));
        // A drag from chomp across the gap onto volcano paints chomp only.
        const Cell chompEdge = layout.toCombined(0, Cell{2, 3});
        const Cell volcanoStart = layout.toCombined(1, Cell{2, 0});
        testsupport::dragCells(view(), {chompEdge, gap, volcanoStart});
        QCOMPARE(document().setup().cellAt(chompEdge), CellKind::Poison);
        QCOMPARE(document().setup().cellAt(gap), CellKind::Empty);
        QCOMPARE(document().setup().cellAt(volcanoStart), before.cellAt(volcanoStart));
        QVERIFY(!threeGames().setupProblem(document().setup()));
        QCOMPARE(document().undoStack()->count(), 1);
    }

    // A pawn painted on a sum's pawn board moves its one pawn, as on its own.
    void aSumsPawnMoves()
    {
        const engine::GameModule& pawn = *engine::findGameModule("pawn");
        Board pawnBoard = pawn.game.emptyBoard(1000000001, 1000000001); // shown by its top-left 5 x 5
        pawnBoard.setCell({4, 4}, CellKind::Pawn);
        Board chomp = cornerPoisonChomp(2, 2);
        const std::vector<engine::SumComponent> boards{{engine::findGameModule("chomp"), chomp, chomp},
                                                       {&pawn, pawnBoard, pawnBoard}};
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(boards));
        openBoard(sum, sum.layout().combinedBoard(std::vector<Board>{chomp, pawnBoard}));
        hover(sum.layout().toCombined(1, Cell{0, 0}));
        paintWith(sum.layout().toCombined(1, Cell{2, 1}), CellKind::Pawn);
        const Board painted = sum.layout().componentBoard(document().setup(), 1);
        QCOMPARE(painted.cellsOf(CellKind::Pawn), (std::vector<Cell>{Cell{2, 1}}));
        const std::optional<std::string> problem = sum.setupProblem(document().setup());
        QVERIFY2(!problem, problem ? problem->c_str() : "");
    }

    // Volcano's Derive Monsters, offered while volcano's palette shows, derives
    // the volcano board's monsters and leaves the other boards as they are.
    void setupActionActsOnItsBoard()
    {
        const engine::SumLayout& layout = threeGames().layout();
        std::vector<Board> boards = layout.componentBoards(threeGamesSetup());
        for (const Cell cell : boards[1].cellsOf(CellKind::Monster))
            boards[1].setCell(cell, CellKind::Empty);
        openBoard(threeGames(), layout.combinedBoard(boards));
        hover(layout.toCombined(1, Cell{0, 0}));
        QAction* derive = nullptr;
        for (QAction* action : paletteBar()->actions())
            if (action->text() == QStringLiteral("Derive Monsters"))
                derive = action;
        QVERIFY(derive != nullptr);
        QTest::mouseClick(paletteBar()->widgetForAction(derive), Qt::LeftButton);
        boards[1] = engine::withPrimeCrossMonsters(boards[1]);
        QVERIFY(!boards[1].cellsOf(CellKind::Monster).empty());
        QVERIFY(document().setup() == layout.combinedBoard(boards));
        QCOMPARE(document().undoStack()->count(), 1);
    }

    // A single board's palette is its game's, without a board's name, as before sums.
    void aSingleBoardsPaletteIsItsGames()
    {
        openBoard(game("volcano"), game("volcano").exampleBoard());
        hover(Cell{0, 0});
        QCOMPARE(paletteKinds(), kindsOf(game("volcano")));
        QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("paletteBoardLabel")) == nullptr);
    }

    // Right click over board 1 (play mode: the right button is free there):
    // Remove, Duplicate, Move Left and Move Right act on board 1, each one undo step.
    void contextMenuEditsTheClickedBoard()
    {
        session().setMode(gui::PlaySession::Mode::Play);
        const engine::SumLayout three = threeGames().layout();
        const Cell onVolcano = three.toCombined(1, Cell{1, 1});

        QMenu* menu = openMenuAt(view().viewportPointOf(onVolcano));
        QVERIFY(menu != nullptr);
        QVERIFY(menuAction(menu, "actionAddBoardToSum") != nullptr);
        QVERIFY(menuAction(menu, "actionShowBoardsAlone") != nullptr);
        QVERIFY(menuAction(menu, "actionMoveBoardLeftHere")->isEnabled());
        QCOMPARE(menu->actions().front()->text(), QStringLiteral("board 1: Volcano")); // the section naming it
        for (QAction* item : menu->actions())
            if (!item->isSeparator())
                QVERIFY2(!item->toolTip().isEmpty() && !item->statusTip().isEmpty(), qPrintable(item->text()));
        QVERIFY(menuAction(menu, "actionRemoveBoardFromSumHere")->statusTip().contains(QStringLiteral("this board")));
        chooseFromMenu(menu, "actionRemoveBoardFromSumHere");
        QCOMPARE(paletteLayoutOf(document().game())->size(), std::size_t{2});
        QCOMPARE(&paletteLayoutOf(document().game())->game(1), &game("nim"));
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Remove Board from Sum"));
        action("actionUndo")->trigger();
        QVERIFY(*paletteLayoutOf(document().game()) == three);

        chooseFromMenu(openMenuAt(view().viewportPointOf(onVolcano)), "actionDuplicateBoardInSumHere");
        const engine::SumLayout four = *paletteLayoutOf(document().game());
        QCOMPARE(four.size(), std::size_t{4});
        QCOMPARE(&four.game(2), &game("volcano"));
        QVERIFY(four.componentBoard(document().setup(), 2) == game("volcano").exampleBoard());
        action("actionUndo")->trigger();
        QVERIFY(*paletteLayoutOf(document().game()) == three);

        chooseFromMenu(openMenuAt(view().viewportPointOf(onVolcano)), "actionMoveBoardLeftHere");
        QCOMPARE(&paletteLayoutOf(document().game())->game(0), &game("volcano"));
        QCOMPARE(&paletteLayoutOf(document().game())->game(1), &chomp());
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Move Board Left"));
        action("actionUndo")->trigger();
        QVERIFY(*paletteLayoutOf(document().game()) == three);

        chooseFromMenu(openMenuAt(view().viewportPointOf(onVolcano)), "actionMoveBoardRightHere");
        QCOMPARE(&paletteLayoutOf(document().game())->game(2), &game("volcano"));
        QCOMPARE(&paletteLayoutOf(document().game())->game(1), &game("nim"));
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Move Board Right"));
        action("actionUndo")->trigger();
        QVERIFY(*paletteLayoutOf(document().game()) == three);
        QVERIFY(document().setup() == threeGamesSetup());

        // Board 0 cannot move left, the last board not right.
        QMenu* first = openMenuAt(view().viewportPointOf(three.toCombined(0, Cell{0, 0})));
        QVERIFY(!menuAction(first, "actionMoveBoardLeftHere")->isEnabled());
        QVERIFY(menuAction(first, "actionMoveBoardRightHere")->isEnabled());
        first->close();
    }

    // In edit mode the right button erases on the cells, so the menu opens from
    // it on a board's name; the keys (Shift+F10, the Menu key) open it at the
    // keyboard cursor's board.
    void contextMenuInEditModeAndByKeys()
    {
        const engine::SumLayout three = threeGames().layout();
        QVERIFY(openMenuAt(view().viewportPointOf(three.toCombined(1, Cell{1, 1}))) == nullptr);
        chooseFromMenu(openMenuAt(namePoint(2)), "actionMoveBoardLeftHere");
        QCOMPARE(&paletteLayoutOf(document().game())->game(1), &game("nim"));
        action("actionUndo")->trigger();

        view().setFocus();
        view().placeCursor(three.toCombined(0, Cell{1, 1}));
        QTest::keyClick(&view(), Qt::Key_F10, Qt::ShiftModifier);
        QMenu* menu = openMenu();
        QVERIFY(menu != nullptr);
        chooseFromMenu(menu, "actionMoveBoardRightHere");
        QCOMPARE(&paletteLayoutOf(document().game())->game(1), &chomp());
        action("actionUndo")->trigger();

        view().placeCursor(three.toCombined(0, Cell{1, 1})); // the cursor went with the board moved
        QContextMenuEvent key(QContextMenuEvent::Keyboard, QPoint(5, 5), view().mapToGlobal(QPoint(5, 5)));
        QApplication::sendEvent(&view(), &key);
        chooseFromMenu(openMenu(), "actionRemoveBoardFromSumHere");
        QCOMPARE(&paletteLayoutOf(document().game())->game(0), &game("volcano"));
        action("actionUndo")->trigger();
        QVERIFY(*paletteLayoutOf(document().game()) == three);
    }

    // On a single board the menu offers Add Board to Sum… only.
    void contextMenuOfASingleBoard()
    {
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        session().setMode(gui::PlaySession::Mode::Play);
        QMenu* menu = openMenuAt(view().viewportPointOf(Cell{1, 1}));
        QVERIFY(menu != nullptr);
        QStringList names;
        for (QAction* action : menu->actions())
            if (!action->isSeparator())
                names.append(action->objectName());
        QCOMPARE(names, QStringList{QStringLiteral("actionAddBoardToSum")});
        menu->close();
    }

private:
    // The palette's kinds (its tools'; the eraser is Empty).
    [[nodiscard]] std::set<CellKind> paletteKinds() const
    {
        std::set<CellKind> kinds;
        for (QAction* action : paletteBar()->actions())
            if (action->data().isValid())
                kinds.insert(static_cast<CellKind>(action->data().toInt()));
        return kinds;
    }
    [[nodiscard]] static std::set<CellKind> kindsOf(const engine::Game& game)
    {
        std::set<CellKind> kinds(game.paletteKinds().begin(), game.paletteKinds().end());
        kinds.insert(CellKind::Empty); // the eraser
        return kinds;
    }
    [[nodiscard]] QToolBar* paletteBar() const
    {
        return m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar"));
    }
    [[nodiscard]] QString boardLabel() const
    {
        const auto* label = m_window->findChild<QLabel*>(QStringLiteral("paletteBoardLabel"));
        return label != nullptr ? label->text() : QString();
    }
    [[nodiscard]] std::optional<CellKind> chosenKind() const
    {
        for (QAction* action : paletteBar()->actions())
            if (action->data().isValid() && action->isChecked())
                return static_cast<CellKind>(action->data().toInt());
        return std::nullopt;
    }
    // A point over board `board`'s name, above its first column.
    [[nodiscard]] QPoint namePoint(std::size_t board) const
    {
        const engine::Move& area = paletteLayoutOf(document().game())->area(board);
        return view().viewportPointAt(QPointF(static_cast<qreal>(area.topLeft.col) + 0.5, -0.3)).toPoint();
    }
    void hover(Cell cell) const { QTest::mouseMove(view().viewport(), view().viewportPointOf(cell)); }
    // A click on the palette's button of `kind`.
    void clickTool(CellKind kind) const
    {
        for (QAction* action : paletteBar()->actions())
            if (action->data().isValid() && static_cast<CellKind>(action->data().toInt()) == kind) {
                QTest::mouseClick(paletteBar()->widgetForAction(action), Qt::LeftButton);
                return;
            }
        QFAIL("no such tool");
    }
    // Points at `cell`, chooses the tool of `kind` and clicks the cell.
    void paintWith(Cell cell, CellKind kind) const
    {
        hover(cell);
        const engine::SumLayout& layout = *paletteLayoutOf(document().game());
        QCOMPARE(paletteKinds(), kindsOf(layout.game(*layout.boardAt(cell)))); // the board's own palette
        clickTool(kind);
        hover(cell);
        testsupport::clickCell(view(), cell);
        QCOMPARE(document().setup().cellAt(cell), kind);
    }
    [[nodiscard]] static QMenu* openMenu()
    {
        return qobject_cast<QMenu*>(QApplication::activePopupWidget());
    }
    // The context menu a right click at `point` of the viewport opens, or null.
    [[nodiscard]] QMenu* openMenuAt(QPoint point) const
    {
        QContextMenuEvent click(QContextMenuEvent::Mouse, point, view().viewport()->mapToGlobal(point));
        QApplication::sendEvent(view().viewport(), &click);
        return openMenu();
    }
    [[nodiscard]] static QAction* menuAction(QMenu* menu, const char* name)
    {
        for (QAction* action : menu->actions())
            if (action->objectName() == QLatin1String(name))
                return action;
        return nullptr;
    }
    // A click on the menu's item `name`; the menu closes and goes.
    static void chooseFromMenu(QMenu* menu, const char* name)
    {
        QVERIFY(menu != nullptr);
        QAction* action = menuAction(menu, name);
        QVERIFY2(action != nullptr, name);
        QVERIFY(action->isEnabled());
        const QPointer<QMenu> alive(menu);
        QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(action).center());
        QTRY_VERIFY(alive.isNull());
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_palette, TestSumPalette)
#include "test_sum_palette.moc"
