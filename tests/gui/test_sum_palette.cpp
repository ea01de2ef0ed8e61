// A sum's boards edited each with its own palette in the real window by mouse
// and keys: the palette follows the board under the pointer or the keyboard
// cursor and paints only what that board's game has (a foreign kind is refused
// with the setup's words, never painted). The board view's context menu:
// test_sum_context_menu.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "ThreeGameSum.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/play/PlaySession.h"

#include "engine/GameModules.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/sums/SumGame.h"

#include <QAction>
#include <QLabel>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

#include <initializer_list>
#include <optional>
#include <set>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using testsupport::threeGames;
using testsupport::threeGamesSetup;

namespace {

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
        // Its name above it counts as the board too. The pointer goes there again until the palette
        // follows: the previous board's tools may still resize the view, whose fit then moves the boards.
        QTRY_COMPARE_WITH_TIMEOUT((QTest::mouseMove(view().viewport(), namePoint(1)), paletteKinds()),
                                  kindsOf(game("volcano")), testsupport::scaled(10000));
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
        return testsupport::boardNamePoint(view(), *testsupport::sumLayoutOf(document().game()), board);
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
        const engine::SumLayout& layout = *testsupport::sumLayoutOf(document().game());
        QCOMPARE(paletteKinds(), kindsOf(layout.game(*layout.boardAt(cell)))); // the board's own palette
        clickTool(kind);
        hover(cell);
        testsupport::clickCell(view(), cell);
        QCOMPARE(document().setup().cellAt(cell), kind);
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_palette, TestSumPalette)
#include "test_sum_palette.moc"
