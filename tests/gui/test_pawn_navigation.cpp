// Moving about the pawn game's 10^9 x 10^9 board in the real main window: Go to
// the far corner with its rulers, zooming about the cursor down to the smallest
// zoom, panning far with the absolute scroll bars and the middle button.
#include "GuiTestSupport.h"
#include "PawnBoard.h"
#include "WindowTest.h"

#include "gui/board/BoardRuler.h"
#include "gui/board/GoToCellDialog.h"

#include <QApplication>
#include <QScrollBar>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

using engine::Cell;
using testsupport::kFar;
using testsupport::kLast;
using testsupport::xy;

class TestPawnNavigation : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    const gui::BoardGeometry& geometry() { return scene().geometry(); }

    void wheelAt(QPoint point, int delta, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget* viewport = view().viewport();
        QWheelEvent event(QPointF(point), QPointF(viewport->mapToGlobal(point)), QPoint(), QPoint(0, delta),
                          Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
        QApplication::sendEvent(viewport, &event);
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        openBoard(game("pawn"), game("pawn").exampleBoard());
    }

    void cleanup() { closeWindow(); }

    void goToFarCornerShowsIt()
    {
        view().goToCell(xy(kFar, kFar));
        // The board's edge stays at the view's edge, so the corner cell is shown, not centred.
        const QPoint point = view().viewportPointOf(xy(kFar, kFar));
        QVERIFY(view().viewport()->rect().contains(point));
        QVERIFY(std::floor(view().absoluteAt(QPointF(point)).x()) == kFar);
        QVERIFY(std::floor(view().absoluteAt(QPointF(point)).y()) == kFar);
        QVERIFY(std::abs(view().centreCell()->col - kFar) < 20);
        QVERIFY(std::abs(geometry().origin().col - kFar) <= 1);
        // The rulers label the absolute coordinates around it, every k-th cell.
        const QList<gui::BoardRuler::Label> columns = view().horizontalRuler()->labels();
        const QList<gui::BoardRuler::Label> rows = view().verticalRuler()->labels();
        QVERIFY(!columns.isEmpty());
        QVERIFY(!rows.isEmpty());
        const qint64 step = view().horizontalRuler()->step();
        QVERIFY(columns.first().cell > kFar - 100);
        QVERIFY(columns.last().cell <= kLast);
        for (const gui::BoardRuler::Label& label : columns) {
            QCOMPARE(label.cell % step, qint64{0});
            // The label stands over its cell's centre.
            QVERIFY(std::abs(label.position - view().viewportPointOf(xy(label.cell, kFar)).x()) <= 1.0);
        }
        QVERIFY(rows.first().cell > kFar - 100);

        // The dialog asks for X and Y within the board.
        gui::GoToCellDialog dialog(geometry().rows(), geometry().cols(), xy(3, 4));
        QVERIFY(dialog.cell() == xy(3, 4));
        dialog.setCell(xy(kLast + 5, 12));
        QVERIFY(dialog.cell() == xy(kLast, 12));
    }

    void zoomKeepsTheCellUnderTheCursor()
    {
        const Cell target = xy(400'000'000, 700'000'000);
        view().goToCell(target);
        const QPoint point = view().viewportPointOf(target) + QPoint(37, -23);
        const QPointF before = view().absoluteAt(QPointF(point));
        const qreal zoom = view().zoom();
        wheelAt(point, 120); // a plain wheel zooms the windowed board
        QVERIFY(view().zoom() > zoom * 1.2);
        const qreal tolerance = 1.5 / (view().zoom() * gui::BoardGeometry::kCellSize); // cells per 1.5 pixels
        QVERIFY(std::abs(view().absoluteAt(QPointF(point)).x() - before.x()) < tolerance);
        QVERIFY(std::abs(view().absoluteAt(QPointF(point)).y() - before.y()) < tolerance);
        // Far out, down to the smallest zoom, every step keeps the point under the cursor.
        for (int i = 0; i < 80; ++i) {
            const QPointF under = view().absoluteAt(QPointF(point));
            wheelAt(point, -120);
            const qreal pixel = 1.0 / (view().zoom() * gui::BoardGeometry::kCellSize);
            QVERIFY(std::abs(view().absoluteAt(QPointF(point)).x() - under.x()) < 1.5 * pixel);
            QVERIFY(std::abs(view().absoluteAt(QPointF(point)).y() - under.y()) < 1.5 * pixel);
        }
        QVERIFY(view().zoom() * gui::BoardGeometry::kCellSize < 0.1);
        const qreal farPixel = 1.0 / (view().zoom() * gui::BoardGeometry::kCellSize);
        QVERIFY(std::abs(view().absoluteAt(QPointF(point)).x() - before.x()) < 6 * farPixel);
        QVERIFY(std::abs(view().absoluteAt(QPointF(point)).y() - before.y()) < 6 * farPixel);
        // The ruler labels stay apart at that zoom: a 1-2-5 step of many cells.
        const QList<gui::BoardRuler::Label> labels = view().horizontalRuler()->labels();
        QVERIFY(labels.size() >= 2);
        QVERIFY(labels[1].position - labels[0].position >= 40.0);
        QVERIFY(view().horizontalRuler()->step() >= 1000);
    }

    void panningFarReanchorsWithoutAJump()
    {
        view().goToCell(xy(1000, 1000));
        for (int i = 0; i < 80; ++i)
            wheelAt(view().viewport()->rect().center(), -120);
        // The absolute scroll bar moves across the whole board.
        auto* bar = view().findChild<QScrollBar*>(QStringLiteral("columnBar"));
        QVERIFY(bar != nullptr && bar->isVisible());
        QCOMPARE(bar->maximum(), static_cast<int>(kLast));
        bar->setValue(700'000'000);
        const qreal pixel = 1.0 / (view().zoom() * gui::BoardGeometry::kCellSize);
        QVERIFY(std::abs(view().absoluteAt(QRectF(view().viewport()->rect()).center()).x() - 700'000'000.5)
                < 1.5 * pixel);
        QVERIFY(std::abs(geometry().origin().col - 700'000'000) <= 1);
        // A middle button drag pans; crossing the window's edge moves the origin, not the view.
        const engine::Coord originBefore = geometry().origin().col;
        QWidget* viewport = view().viewport();
        const QPoint centre = viewport->rect().center();
        QTest::mousePress(viewport, Qt::MiddleButton, Qt::NoModifier, centre);
        for (int i = 0; i < 40; ++i) {
            const QPointF under = view().absoluteAt(QPointF(centre));
            QTest::mouseMove(viewport, centre - QPoint(200, 0));
            // What was under the centre is now 200 pixels to the left of it.
            QVERIFY(std::abs(view().absoluteAt(QPointF(centre - QPoint(200, 0))).x() - under.x())
                    < 2.0 / (view().zoom() * gui::BoardGeometry::kCellSize));
            QTest::mouseRelease(viewport, Qt::MiddleButton, Qt::NoModifier, centre - QPoint(200, 0));
            QTest::mousePress(viewport, Qt::MiddleButton, Qt::NoModifier, centre);
        }
        QTest::mouseRelease(viewport, Qt::MiddleButton, Qt::NoModifier, centre);
        QVERIFY(geometry().origin().col > originBefore);
        QCOMPARE(bar->value(),
                 static_cast<int>(std::floor(view().absoluteAt(QRectF(viewport->rect()).center()).x())));
    }
};

QTEST_MAIN(TestPawnNavigation)
#include "test_pawn_navigation.moc"
