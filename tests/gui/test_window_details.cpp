// Issue 13 item 14, the small things: the palette tools are disabled in play
// mode; the game-over banner leaves the board's viewport as it is; Go to Cell
// groups the digits of X and Y alike, puts the cursor on the target cell and flashes it; the
// rulers' labels at the edges are not cut off; the rectangle band's label covers
// no part's value label. With GRUNDYGRID_SCREENSHOT_DIR set it saves the band.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "PawnBoard.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardRuler.h"
#include "gui/board/BoardView.h"
#include "gui/board/CellFlash.h"
#include "gui/board/GoToCellDialog.h"
#include "gui/board/tools/PlayTool.h"
#include "gui/board/tools/RectangleBandItem.h"
#include "gui/document/GameDocument.h"
#include "gui/play/PlaySession.h"

#include <QApplication>
#include <QGraphicsItem>
#include <QImage>
#include <QPainter>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QToolBar>

#include <cstring>

using engine::CellKind;
using testsupport::xy;

class TestWindowDetails : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    [[nodiscard]] QList<QAction*> paletteActions() const
    {
        return m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar"))->actions();
    }

    // True when every label of `ruler` is painted wholly inside it and apart from
    // the others; counts the labels near an end.
    static bool labelsInside(const gui::BoardRuler& ruler, int& nearEnd)
    {
        const bool horizontal = ruler.width() > ruler.height();
        const qreal length = horizontal ? ruler.width() : ruler.height();
        for (const gui::BoardRuler::Label& label : ruler.labels()) {
            const QRectF text = ruler.textRect(label);
            const qreal half = (horizontal ? text.width() : text.height()) / 2;
            if (label.position < half || label.position > length - half)
                ++nearEnd;
        }
        const QList<gui::BoardRuler::PlacedLabel> placed = ruler.placedLabels();
        for (qsizetype i = 0; i < placed.size(); ++i) {
            if (!QRectF(ruler.rect()).contains(placed[i].text))
                return false;
            if (i > 0 && placed[i - 1].text.intersects(placed[i].text))
                return false;
        }
        return placed.size() + 2 >= ruler.labels().size(); // at most the ones at the ends left out
    }

    // The scene's `rect` as a picture of 200 x 200 pixels.
    [[nodiscard]] QImage renderScene(const QRectF& rect) const
    {
        QImage image(200, 200, QImage::Format_RGB32);
        QPainter painter(&image);
        painter.fillRect(image.rect(), Qt::white);
        scene().render(&painter, QRectF(image.rect()), rect);
        return image;
    }
    // The rows in which two pictures of the same size differ.
    static int differingRows(const QImage& a, const QImage& b)
    {
        int rows = 0;
        const auto bytes = static_cast<std::size_t>(a.bytesPerLine());
        for (int y = 0; y < a.height(); ++y)
            rows += std::memcmp(a.constScanLine(y), b.constScanLine(y), bytes) != 0;
        return rows;
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init() { QVERIFY(showWindow(QSize(1000, 700))); }

    void cleanup() { closeWindow(); }

    void paletteToolsAreDisabledInPlayMode()
    {
        QVERIFY(!paletteActions().isEmpty());
        for (QAction* tool : paletteActions())
            QVERIFY(tool->isEnabled());
        action("actionPlayMode")->trigger();
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Play);
        for (QAction* tool : paletteActions())
            QVERIFY2(!tool->isEnabled(), qPrintable(tool->text()));
        // A board of another game brings its own tools, disabled too while playing.
        openBoard(game("volcano"), game("volcano").exampleBoard());
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Play);
        for (QAction* tool : paletteActions())
            QVERIFY2(!tool->isEnabled(), qPrintable(tool->text()));
        action("actionEditMode")->trigger();
        for (QAction* tool : paletteActions())
            QVERIFY(tool->isEnabled());
    }

    void gameOverBannerKeepsTheBoardInPlace()
    {
        session().setOpponent(gui::Opponent::Human);
        engine::Board setup = chomp().emptyBoard(2, 2);
        setup.setCell({0, 0}, CellKind::Poison);
        openBoard(chomp(), setup);
        session().setMode(gui::PlaySession::Mode::Play);
        QTest::qWait(50);
        const QSize viewport = view().viewport()->size();
        const QPoint corner = view().viewportPointOf({0, 0});
        QVERIFY(!isBannerShown());
        testsupport::clickCell(view(), {1, 1});
        testsupport::clickCell(view(), {0, 1});
        testsupport::clickCell(view(), {1, 0});
        QTRY_VERIFY(isBannerShown());
        QTest::qWait(50);
        QCOMPARE(view().viewport()->size(), viewport);
        QCOMPARE(view().viewportPointOf({0, 0}), corner);
    }

    void goToCellGroupsBothAndMarksTheCell()
    {
        openBoard(game("pawn"), game("pawn").exampleBoard());
        const engine::Cell target = xy(999'999'990, 999'999'991);
        QTimer::singleShot(0, this, [target] {
            auto* dialog = qobject_cast<gui::GoToCellDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr)
                qFatal("the Go to Cell dialog is not open");
            auto* x = dialog->findChild<QSpinBox*>(QStringLiteral("xSpin"));
            auto* y = dialog->findChild<QSpinBox*>(QStringLiteral("ySpin"));
            // X and Y are written alike (both grouped, or neither, as the locale says).
            x->setValue(123'456'789);
            y->setValue(123'456'789);
            if (x->text() != y->text() || !x->isGroupSeparatorShown() || !y->isGroupSeparatorShown())
                qFatal("X and Y are grouped differently");
            dialog->setCell(target);
            dialog->accept();
        });
        action("actionGoToCell")->trigger();
        QCOMPARE(view().cursorCell(), std::optional<engine::Cell>(target));
        const QPoint where = view().viewportPointOf(target);
        QVERIFY(view().viewport()->rect().contains(where));
        // The target cell flashes: a highlight frame around it for a moment, then nothing.
        QList<QGraphicsItem*> flashes;
        for (QGraphicsItem* item : scene().items())
            if (item->type() == gui::CellFlash::Type)
                flashes.append(item);
        QCOMPARE(flashes.size(), 1);
        QVERIFY((view().mapFromScene(flashes.front()->boundingRect().center()) - where).manhattanLength() <= 2);
        const QRectF around = flashes.front()->sceneBoundingRect();
        const QImage flashing = renderScene(around);
        saveScreenshot(QStringLiteral("e14-goto.png"));
        const auto flashGone = [this] {
            const QList<QGraphicsItem*> items = scene().items(); // one list: both iterators into it
            return std::none_of(items.begin(), items.end(),
                                [](const QGraphicsItem* item) { return item->type() == gui::CellFlash::Type; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(flashGone(), testsupport::scaled(10 * gui::CellFlash::kDurationMs));
        const int changed = differingRows(flashing, renderScene(around));
        QVERIFY2(changed > 50, qPrintable(QString::number(changed))); // the filled, framed cell
    }

    void rulerLabelsAreNotCutOff()
    {
        openBoard(game("pawn"), game("pawn").exampleBoard());
        int nearEnd = 0;
        for (engine::Coord shift = 0; shift < 24; ++shift) {
            view().goToCell(xy(999'000'000 + shift, 999'000'000 + shift));
            QVERIFY(labelsInside(*view().horizontalRuler(), nearEnd));
            QVERIFY(labelsInside(*view().verticalRuler(), nearEnd));
        }
        QVERIFY(nearEnd > 0); // the check met labels that a centred text would cut
    }

    // Issue 24 item 17: a band on the top row put its label over the column ruler's "0".
    void bandLabelLeavesTheRulerReadable()
    {
        const engine::Game& g = game("rectangles");
        openBoard(g, g.exampleBoard());
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(waitForMarks());
        const gui::RectangleBandItem* band = testsupport::playToolOf(*m_window)->bandItem();
        const gui::BoardGeometry& geometry = scene().geometry();
        const QRectF board = geometry.boardRect();
        // The rulers' labels: the margin above the board and the one left of it.
        const QRectF columnRuler(board.left(), board.top() - gui::BoardGeometry::kMargin, board.width(),
                                 gui::BoardGeometry::kMargin);
        const QRectF rowRuler(board.left() - gui::BoardGeometry::kMargin, board.top(), gui::BoardGeometry::kMargin,
                              board.height());
        QWidget* viewport = view().viewport();
        const engine::Coord lastRow = document().setup().rows() - 1;
        int bands = 0;
        for (engine::Coord col = 0; col < document().setup().cols(); ++col)
            for (const engine::Coord endRow : {engine::Coord{0}, lastRow}) {
                const engine::Cell from{0, col};
                const engine::Cell to{endRow, col};
                QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, view().viewportPointOf(from));
                QTest::mouseMove(viewport, view().viewportPointOf(to) + QPoint(2, 2));
                if (band->band().has_value()) {
                    ++bands;
                    const QString where = QStringLiteral("(0, %1) to (%2, %1)").arg(col).arg(endRow);
                    QVERIFY2(!band->labelRect().intersects(columnRuler), qPrintable(where));
                    QVERIFY2(!band->labelRect().intersects(rowRuler), qPrintable(where));
                    QVERIFY2(band->labelRect().top() >= geometry.sceneRect().top()
                                 && band->labelRect().bottom() <= geometry.sceneRect().bottom(),
                             qPrintable(where));
                }
                QTest::keyClick(&view(), Qt::Key_Escape);
                QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, view().viewportPointOf(to));
            }
        QVERIFY(bands > 0);
        QCOMPARE(document().currentMove(), 0);
    }

    void bandLabelLeavesThePartValuesReadable()
    {
        const engine::Game& g = game("rectangles");
        action("actionShowDecomposition")->setChecked(true);
        openBoard(g, g.exampleBoard());
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(waitForMarks());
        const QList<gui::AnalysisOverlay::SceneLabel> parts = overlay().partLabels();
        QVERIFY(!parts.isEmpty());
        const gui::RectangleBandItem* band = testsupport::playToolOf(*m_window)->bandItem();
        QWidget* viewport = view().viewport();
        for (const gui::AnalysisOverlay::SceneLabel& part : parts) {
            const std::optional<engine::Cell> cell = scene().geometry().cellAt(part.rect.center());
            QVERIFY(cell.has_value());
            QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, view().viewportPointOf(*cell));
            QTest::mouseMove(viewport, view().viewportPointOf(*cell) + QPoint(2, 2));
            QVERIFY(band->band().has_value());
            for (const gui::AnalysisOverlay::SceneLabel& other : parts)
                QVERIFY2(!band->labelRect().intersects(other.rect), qPrintable(other.text));
            saveScreenshot(QStringLiteral("e14-band.png"));
            QTest::keyClick(&view(), Qt::Key_Escape);
            QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, view().viewportPointOf(*cell));
        }
        QCOMPARE(document().currentMove(), 0);
    }
};

GRUNDYGRID_TEST_MAIN(test_window_details, TestWindowDetails)
#include "test_window_details.moc"
