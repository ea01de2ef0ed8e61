// A sum's boards fill the view (issue 32, item 9): five boards side by side are
// a thin strip in a large empty view, so they wrap into rows (BoardArrangement)
// when that draws them much larger; Fit (Ctrl+0) brings them back to that size;
// every cell is clicked where it is drawn, and a drag from one board onto a
// board wrapped below it paints no cells of the boards between.
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowTest.h"

#include "gui/board/BoardArrangement.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QAction>
#include <QTest>

#include <vector>

using engine::Cell;
using engine::CellKind;

namespace sumfit {

// Chomp 4 x 5, nim 3 x 4, chomp 3 x 3 twice, rectangles 2 x 4: five
// boards, 23 columns side by side and 4 rows high.
std::vector<engine::SumComponent> fiveBoards()
{
    std::vector<engine::SumComponent> boards;
    const auto add = [&boards](const char* id, engine::Coord rows, engine::Coord cols) {
        const engine::GameModule* module = engine::findGameModule(id);
        engine::Board board = module->game.emptyBoard(rows, cols);
        if (std::string_view(id) == "chomp")
            board.setCell({0, 0}, CellKind::Poison);
        if (std::string_view(id) == "nim")
            for (const Cell c : {Cell{0, 0}, Cell{0, 1}, Cell{1, 0}})
                board.setCell(c, CellKind::Counter);
        boards.push_back({module, board, board});
    };
    add("chomp", 4, 5);
    add("nim", 3, 4);
    add("chomp", 3, 3);
    add("chomp", 3, 3);
    add("rectangles", 2, 4);
    return boards;
}

const engine::SumGame& fiveBoardSum()
{
    return engine::sumGameOf(engine::SumLayout::of(fiveBoards()));
}

engine::Board fiveBoardSetup()
{
    std::vector<engine::Board> setups;
    for (const engine::SumComponent& board : fiveBoards())
        setups.push_back(board.setup);
    return fiveBoardSum().layout().combinedBoard(setups);
}

// The cell areas of a layout's boards.
std::vector<engine::Move> areasOf(const engine::SumLayout& layout)
{
    std::vector<engine::Move> areas;
    for (std::size_t i = 0; i < layout.size(); ++i)
        areas.push_back(layout.area(i));
    return areas;
}

} // namespace sumfit

using namespace sumfit;

class TestSumFit : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    const engine::SumLayout& openFiveBoards()
    {
        openBoard(fiveBoardSum(), fiveBoardSetup());
        return fiveBoardSum().layout();
    }
    // The zoom that fits the boards in one row (the combined board and its margins) into the view.
    [[nodiscard]] qreal oneRowZoom(const engine::SumLayout& layout) const
    {
        const qreal cell = gui::BoardGeometry::kCellSize;
        const qreal margins = 2 * gui::BoardGeometry::kMargin;
        return std::min(view().viewport()->width() / (static_cast<qreal>(layout.cols()) * cell + margins),
                        view().viewport()->height() / (static_cast<qreal>(layout.rows()) * cell + margins));
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showWindow(QSize(1100, 760))); }
    void cleanup() { closeWindow(); }

    void boardsWrapOnlyWhenThatDrawsThemLarger()
    {
        // Five boards in one row are a strip: they wrap, in their order, left to right then down.
        const std::vector<gui::ColumnBand> bands = gui::BoardArrangement::bands(areasOf(fiveBoardSum().layout()),
                                                                                  fiveBoardSum().layout().cols());
        QCOMPARE(bands.size(), std::size_t{5});
        QVERIFY(bands.back().topLeft.y() > 0.0);
        for (std::size_t i = 1; i < bands.size(); ++i) {
            QCOMPARE(bands[i].colBegin, bands[i - 1].colEnd);
            QVERIFY(bands[i].topLeft.y() > bands[i - 1].topLeft.y()
                    || (bands[i].topLeft.y() == bands[i - 1].topLeft.y()
                        && bands[i].topLeft.x() > bands[i - 1].topLeft.x()));
        }
        // Two small boards stay side by side, and one board is one block.
        std::vector<engine::SumComponent> two = fiveBoards();
        two.resize(2);
        const engine::SumLayout pair = engine::SumLayout::of(two);
        QVERIFY(gui::BoardArrangement::bands(areasOf(pair), pair.cols()).empty());
        QVERIFY(gui::BoardArrangement::bands({}, 5).empty());
    }

    void wrappedBoardsAreDrawnLargerAndFitBringsThemBack()
    {
        const engine::SumLayout& layout = openFiveBoards();
        QVERIFY(!scene().geometry().bands().empty());
        const qreal fitted = view().zoom();
        QVERIFY2(fitted >= gui::BoardArrangement::kWrapGain * oneRowZoom(layout),
                 qPrintable(QStringLiteral("zoom %1, one row %2").arg(fitted).arg(oneRowZoom(layout))));
        // The whole of every board is in the view.
        for (std::size_t i = 0; i < layout.size(); ++i)
            for (const Cell corner : {layout.area(i).topLeft, layout.area(i).bottomRight})
                QVERIFY(view().viewport()->rect().contains(view().viewportPointOf(corner)));
        action("actionZoomOut")->trigger();
        action("actionZoomOut")->trigger();
        QVERIFY(view().zoom() < fitted);
        QTest::keyClick(&view(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(view().zoom(), fitted);
    }

    void everyCellIsFoundWhereItIsDrawn()
    {
        const engine::SumLayout& layout = openFiveBoards();
        const gui::BoardGeometry& geometry = scene().geometry();
        for (std::size_t i = 0; i < layout.size(); ++i) {
            const engine::Move& area = layout.area(i);
            for (engine::Coord r = area.topLeft.row; r <= area.bottomRight.row; ++r)
                for (engine::Coord c = area.topLeft.col; c <= area.bottomRight.col; ++c) {
                    const Cell cell{r, c};
                    QVERIFY(geometry.shows(cell));
                    QCOMPARE(geometry.cellAt(geometry.cellCenter(cell)), std::optional<Cell>(cell));
                    QCOMPARE(geometry.cellAt(view().mapToScene(view().viewportPointOf(cell))), std::optional<Cell>(cell));
                }
        }
        // A click on the wrapped fourth board (chomp 3 x 3) places a poison there, in Edit mode.
        const Cell target = layout.toCombined(3, {2, 2});
        QTest::mouseClick(view().viewport(), Qt::LeftButton, {}, view().viewportPointOf(target));
        QCOMPARE(document().setup().cellAt(target), CellKind::Poison);
    }

    void aDragOntoAWrappedBoardPaintsNothingBetween()
    {
        const engine::SumLayout& layout = openFiveBoards();
        const engine::Board before = document().setup();
        const QPoint from = view().viewportPointOf(layout.toCombined(0, {3, 4}));
        const QPoint to = view().viewportPointOf(layout.toCombined(3, {0, 1}));
        QTest::mousePress(view().viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view().viewport(), to);
        QTest::mouseRelease(view().viewport(), Qt::LeftButton, {}, to);
        // Boards 1 and 2 lie between the two in the combined board's columns (the straight line
        // there crosses chomp board 2): untouched.
        for (std::size_t board : {std::size_t{1}, std::size_t{2}}) {
            const engine::Move& area = layout.area(board);
            for (engine::Coord r = area.topLeft.row; r <= area.bottomRight.row; ++r)
                for (engine::Coord c = area.topLeft.col; c <= area.bottomRight.col; ++c)
                    QCOMPARE(document().setup().cellAt({r, c}), before.cellAt({r, c}));
        }
        QCOMPARE(document().setup().cellAt(layout.toCombined(3, {0, 1})), CellKind::Poison);
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_fit, TestSumFit)
#include "test_sum_fit.moc"
