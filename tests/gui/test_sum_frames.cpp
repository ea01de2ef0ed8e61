// The frames of a sum's boards: the name SumLook writes above each board and
// the value AnalysisOverlay tags beside it share the strip above the frame and
// never meet, however narrow the board (BoardGeometry::boardNameRect, boardValueRect).
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "SumBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardScene.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using engine::Board;

namespace {

// The names and frames as the sum's look paints them over `position`, at one
// pixel per scene unit, on an image of the scene rectangle in the look's background.
QImage paintedFrames(const gui::GameLook& look, const gui::BoardGeometry& geometry, const Board& position)
{
    const QRectF scene = geometry.sceneRect();
    QImage image(scene.size().toSize(), QImage::Format_ARGB32);
    image.fill(look.backgroundColor());
    QPainter painter(&image);
    painter.translate(-scene.topLeft());
    look.paintOverBoard(painter, geometry, position, 1.0);
    return image;
}

// How many pixels of `area` (scene coordinates) differ from `background`.
int pixelsUnlike(const QImage& image, const gui::BoardGeometry& geometry, const QRectF& area, QRgb background)
{
    const QRect pixels = area.translated(-geometry.sceneRect().topLeft()).toAlignedRect() & image.rect();
    int count = 0;
    for (int y = pixels.top(); y <= pixels.bottom(); ++y)
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            if (image.pixel(x, y) != background)
                ++count;
    return count;
}

// A sum of narrow boards with long names beside a wide one: a 1 x 2 chomp bar,
// a 1 x 1 rectangles tile and the volcano example.
std::vector<engine::SumComponent> narrowBoards()
{
    Board chomp = engine::findGame("chomp")->emptyBoard(1, 2);
    chomp.setCell({0, 0}, engine::CellKind::Poison);
    Board tile = engine::findGame("rectangles")->emptyBoard(1, 1);
    tile.setCell({0, 0}, engine::CellKind::Filled);
    const Board volcano = engine::findGame("volcano")->exampleBoard();
    return {{engine::findGameModule("chomp"), chomp, chomp},
            {engine::findGameModule("rectangles"), tile, tile},
            {engine::findGameModule("volcano"), volcano, volcano}};
}

} // namespace

class TestSumFrames : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void cleanup() { closeWindow(); }

    void nameAndValueNeverMeet_data()
    {
        QTest::addColumn<int>("sumIndex");
        QTest::newRow("three boards") << 0;
        QTest::newRow("narrow boards") << 1;
    }

    // Each value's tag lies in the strip above its board, right of the board's
    // name and clear of the next board's: no pixel of any name or frame falls
    // inside a tag or within 3 pixels of its sides,
    // and each name is still written.
    void nameAndValueNeverMeet()
    {
        QFETCH(int, sumIndex);
        const std::vector<engine::SumComponent> boards =
            sumIndex == 0 ? testsupport::threeBoards() : narrowBoards();
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(boards));
        std::vector<Board> setups;
        for (const engine::SumComponent& board : boards)
            setups.push_back(board.setup);
        QVERIFY(showWindow(QSize(1200, 700)));
        openBoard(sum, sum.layout().combinedBoard(setups));
        QVERIFY(waitForMarks(20000));
        saveScreenshot(QStringLiteral("sum-frames-%1.png").arg(sumIndex));
        const gui::BoardGeometry& geometry = scene().geometry();
        const gui::GameLook& look = gui::GameLooks::find(sum);
        const QImage image = paintedFrames(look, geometry, document().currentBoard());
        const QRgb background = look.backgroundColor().rgba();
        const QList<gui::AnalysisOverlay::SceneLabel> labels = overlay().boardValueLabels();
        QCOMPARE(labels.size(), static_cast<int>(boards.size()));
        for (int i = 0; i < labels.size(); ++i) {
            const engine::Move& area = sum.layout().area(static_cast<std::size_t>(i));
            const QRectF tag = labels[i].rect;
            QVERIFY(geometry.boardValueRect(area).contains(tag));
            QVERIFY(!tag.intersects(geometry.boardNameRect(area)));
            QCOMPARE(pixelsUnlike(image, geometry, tag.adjusted(-3, -1, 3, 1), background), 0);
            QVERIFY2(pixelsUnlike(image, geometry, geometry.boardNameRect(area), background) > 20,
                     qPrintable(QStringLiteral("no name above board %1").arg(i)));
        }
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_frames, TestSumFrames)
#include "test_sum_frames.moc"
