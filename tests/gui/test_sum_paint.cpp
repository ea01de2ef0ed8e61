// Painting a sum in the editor (engine::SumGame::paintCells), found by the
// random walk (test_monkey's sum steps, seeds 14, 17, 18): a stroke of one
// board's kind across another board made a setup that the file then refused
// at Open ("Board 2: ... holds something other than chocolate or poison").
// Each board takes only its own game's kinds; the gap between boards stays empty.
// Edit > Resize, which has no one size to change on a sum, is off there.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "SumBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/document/GameDocument.h"
#include "gui/play/PlaySession.h"

#include "engine/sums/SumGame.h"

#include <QTest>
#include <QToolBar>

using engine::Board;
using engine::Cell;

class TestSumPaint : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    void choosePalette(const QString& text)
    {
        for (QAction* action : m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar"))->actions())
            if (action->text().compare(text, Qt::CaseInsensitive) == 0) {
                action->trigger();
                return;
            }
        QFAIL(qPrintable(QStringLiteral("no palette tool %1").arg(text)));
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void cleanup() { closeWindow(); }

    // Edit > Resize is off for a sum, whose size is its boards' (found by the
    // walk, seed 31: resizing a sum's combined board threw and ended the
    // program); it comes back for a plain board.
    void resizeIsOffForASum()
    {
        QVERIFY(showWindow());
        QAction* resize = action("actionResize");
        openBoard(testsupport::threeBoardSum(), testsupport::threeBoardSetup());
        QVERIFY(!resize->isEnabled());
        QVERIFY2(resize->toolTip().contains(QStringLiteral("its boards")), qPrintable(resize->toolTip()));
        resize->trigger(); // a shortcut's trigger does nothing either
        QVERIFY(document().setup() == testsupport::threeBoardSetup());
        openBoard(chomp(), cornerPoisonChomp(3, 4));
        QVERIFY(resize->isEnabled());
        QVERIFY(!resize->toolTip().contains(QStringLiteral("its boards")));
    }

    // A volcano monster dragged from the chomp board over the gap onto the
    // rectangles board changes neither: the setup stays playable, saves and
    // opens; on the volcano board the same stroke paints monsters.
    void eachBoardTakesOnlyItsOwnKinds()
    {
        QVERIFY(showWindow(QSize(1200, 700)));
        const engine::SumGame& sum = testsupport::threeBoardSum();
        const engine::SumLayout& layout = sum.layout();
        openBoard(sum, testsupport::threeBoardSetup());
        session().setMode(gui::PlaySession::Mode::Edit);
        // The palette is the board's pointed at (PointedBoard): the volcano's.
        QTest::mouseMove(view().viewport(), view().viewportPointOf(layout.toCombined(2, Cell{0, 0})));
        choosePalette(QStringLiteral("monster"));
        const Board before = document().setup();
        std::vector<Cell> stroke;
        const Cell from = layout.toCombined(0, Cell{1, 2});
        const Cell to = layout.toCombined(1, Cell{1, 1});
        for (engine::Coord col = from.col; col <= to.col; ++col)
            stroke.push_back(Cell{1, col});
        testsupport::dragCells(view(), stroke);
        QVERIFY2(!sum.setupProblem(document().setup()),
                 sum.setupProblem(document().setup()).value_or(std::string()).c_str());
        QVERIFY(document().setup() == before);

        const Cell volcano = layout.toCombined(2, Cell{0, 0});
        testsupport::dragCells(view(), {volcano, Cell{volcano.row, volcano.col + 1}});
        QCOMPARE(document().setup().cellAt(volcano), engine::CellKind::Monster);
        QVERIFY(!sum.setupProblem(document().setup()));
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_paint, TestSumPaint)
#include "test_sum_paint.moc"
