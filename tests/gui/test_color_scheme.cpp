// The colour scheme in the real window: the board follows a dark application
// palette and back, the colour-blind-safe option changes the winning marks and
// is remembered, and labels, tags and marks keep their contrast in every scheme.
// With GRUNDYGRID_SCREENSHOT_DIR set it also saves the window in the light, dark
// and colour-blind schemes there.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "PixelColours.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/MoveVerdictModel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/analysis/ValueHistoryChart.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/base/Settings.h"
#include "gui/base/ColorScheme.h"
#include "gui/base/ShadeSteps.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/MoveMarks.h"

#include "engine/GameModules.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QPalette>
#include <QTest>

using engine::Cell;

namespace {

using testsupport::containsColour;
using testsupport::nearColour;

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(45, 45, 48));
    palette.setColor(QPalette::WindowText, QColor(230, 230, 230));
    palette.setColor(QPalette::Base, QColor(30, 30, 32));
    palette.setColor(QPalette::Text, QColor(230, 230, 230));
    palette.setColor(QPalette::Button, QColor(55, 55, 58));
    palette.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    return palette;
}

// Counts the paint events of the widgets it filters.
class PaintCounter : public QObject {
public:
    int count = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};

QString describe(const QColor& color)
{
    return color.name();
}

// The strength of a shade: how far apart its strongest and weakest channels are.
int chroma(const QColor& color)
{
    return std::max({color.red(), color.green(), color.blue()}) - std::min({color.red(), color.green(), color.blue()});
}

} // namespace

class TestColorScheme : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QPalette m_lightPalette;

    QAction* colourBlindAction() { return m_window->findChild<QAction*>(QStringLiteral("actionColourBlindSafe")); }

    void openExample(const char* id)
    {
        const engine::Game& g = game(id);
        document().reset(g, gui::DocumentState{g.exampleBoard(), {}, 0}, QString());
    }

    // The colour the view shows at a scene point.
    QColor pixelAt(QPointF scenePoint)
    {
        const QImage image = view().viewport()->grab().toImage();
        const QPoint point = view().mapFromScene(scenePoint);
        return image.pixelColor(point * image.devicePixelRatio());
    }

    // A point of the margin around the board, where nothing but the background is painted.
    static QPointF marginPoint()
    {
        return {-gui::BoardGeometry::kMargin + 4.0, -gui::BoardGeometry::kMargin + 4.0};
    }

    // The middle of the ring of the first winning mark.
    QPointF winningRingPoint()
    {
        const engine::Analysis* analysis = overlay().shownAnalysis();
        for (const gui::CellMark& mark : gui::cellMarks(*analysis))
            if (mark.wins) {
                const QRectF cell = scene().geometry().cellRect(mark.cell);
                return {cell.center().x() + 0.30 * cell.width(), cell.center().y()};
            }
        return {};
    }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        m_lightPalette = QApplication::palette();
        QVERIFY(m_lightPalette.color(QPalette::Window).lightnessF() >= 0.5);
    }

    void init()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        colourBlindAction()->setChecked(false);
    }

    void cleanup()
    {
        QApplication::setPalette(m_lightPalette);
        colourBlindAction()->setChecked(false);
        m_window.reset();
    }

    void boardFollowsDarkPalette_data()
    {
        testsupport::addGameRows({"chomp", "volcano", "rectangles", "attractions", "nim"});
    }

    void boardFollowsDarkPalette()
    {
        QFETCH(QString, id);
        openExample(id.toLatin1().constData());
        const gui::GameLook& look = gui::GameLooks::find(document().game().id());
        QVERIFY(!gui::ColorScheme::current().isDark());
        const QColor lightBackground = look.backgroundColor();
        QCOMPARE(pixelAt(marginPoint()), lightBackground);
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(20000));
        saveScreenshot(QStringLiteral("h6-light-%1.png").arg(id));

        QApplication::setPalette(darkPalette());
        QTRY_VERIFY_WITH_TIMEOUT(gui::ColorScheme::current().isDark(), testsupport::scaled(5000));
        const QColor darkBackground = look.backgroundColor();
        QVERIFY(darkBackground.lightnessF() < lightBackground.lightnessF());
        QVERIFY(darkBackground.lightnessF() < 0.25);
        QTRY_COMPARE_WITH_TIMEOUT(pixelAt(marginPoint()), darkBackground, testsupport::scaled(5000));
        saveScreenshot(QStringLiteral("h6-dark-%1.png").arg(id));

        QApplication::setPalette(m_lightPalette);
        QTRY_VERIFY_WITH_TIMEOUT(!gui::ColorScheme::current().isDark(), testsupport::scaled(5000));
        QTRY_COMPARE_WITH_TIMEOUT(pixelAt(marginPoint()), lightBackground, testsupport::scaled(5000));
    }

    void colourBlindOptionChangesWinningMarks()
    {
        openExample("chomp");
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(20000));
        const QPointF ring = winningRingPoint();
        QVERIFY(!ring.isNull());
        const QColor green = pixelAt(ring);
        QVERIFY2(nearColour(green, gui::ColorScheme(false, false).win()), qPrintable(describe(green)));

        QVERIFY(colourBlindAction()->isCheckable());
        colourBlindAction()->setChecked(true);
        QVERIFY(gui::ColorScheme::current().isColourBlindSafe());
        QVERIFY(gui::Settings().value(gui::Settings::ColourBlindSafe));
        QTRY_VERIFY_WITH_TIMEOUT(!nearColour(pixelAt(ring), green), testsupport::scaled(5000));
        const QColor blue = pixelAt(ring);
        QVERIFY2(nearColour(blue, gui::ColorScheme(false, true).win()), qPrintable(describe(blue)));
        QVERIFY(blue.blue() > blue.red());
        saveScreenshot(QStringLiteral("h6-colourblind-chomp.png"));

        // Remembered: a new window starts colour-blind safe.
        m_window.reset();
        gui::ColorScheme::setCurrent(gui::ColorScheme());
        m_window = std::make_unique<gui::MainWindow>();
        QVERIFY(colourBlindAction()->isChecked());
        QVERIFY(gui::ColorScheme::current().isColourBlindSafe());
        colourBlindAction()->setChecked(false);
        QVERIFY(!gui::ColorScheme::current().isColourBlindSafe());
        QVERIFY(!gui::Settings().value(gui::Settings::ColourBlindSafe));
    }

    // Issue 13 item 4: the move table's icons, the value history and the verdict
    // headline change with the board's marks, not at the next move.
    void colourBlindOptionRecoloursThePanelsAtOnce()
    {
        openExample("chomp");
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(20000));
        auto* table = m_window->findChild<gui::MoveVerdictTable*>();
        auto* verdict = m_window->findChild<QLabel*>(QStringLiteral("verdictLabel"));
        auto* chart = m_window->findChild<gui::ValueHistoryChart*>();
        QVERIFY(table != nullptr && verdict != nullptr && chart != nullptr);
        // The value history shares a tabbed dock with the moves played: show its tab.
        testsupport::partOf<QDockWidget>(*m_window, QStringLiteral("historyDock"))->raise();
        QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() > 0, testsupport::scaled(5000));
        const QModelIndex icon = table->model()->index(0, gui::MoveVerdictModel::VerdictColumn);
        const QImage iconBefore = table->model()->data(icon, Qt::DecorationRole).value<QPixmap>().toImage();
        const bool wins = overlay().shownAnalysis()->outcome == engine::Outcome::Win;
        const auto headline = [wins](const gui::ColorScheme& scheme) {
            return wins ? scheme.winText() : scheme.lossText();
        };
        QVERIFY(containsColour(verdict->grab().toImage(), headline(gui::ColorScheme(false, false))));
        PaintCounter chartPaints;
        chart->installEventFilter(&chartPaints);

        colourBlindAction()->setChecked(true);
        const QImage iconAfter = table->model()->data(icon, Qt::DecorationRole).value<QPixmap>().toImage();
        QVERIFY(iconAfter != iconBefore);
        QCOMPARE(iconAfter.size(), iconBefore.size());
        const QImage headlineImage = verdict->grab().toImage();
        QVERIFY(containsColour(headlineImage, headline(gui::ColorScheme(false, true))));
        QVERIFY(!containsColour(headlineImage, headline(gui::ColorScheme(false, false))));
        QTRY_VERIFY_WITH_TIMEOUT(chartPaints.count > 0, testsupport::scaled(5000));
        saveScreenshot(QStringLiteral("e4-colourblind-panels.png"));
    }

    void darkAndColourBlindTogether()
    {
        openExample("attractions");
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(20000));
        QApplication::setPalette(darkPalette());
        colourBlindAction()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(gui::ColorScheme::current().isDark(), testsupport::scaled(5000));
        QVERIFY(gui::ColorScheme::current().isColourBlindSafe());
        QTRY_COMPARE_WITH_TIMEOUT(pixelAt(marginPoint()), gui::GameLooks::find("attractions").backgroundColor(), testsupport::scaled(5000));
        saveScreenshot(QStringLiteral("h6-dark-colourblind-attractions.png"));
    }

    void contrastInEveryScheme()
    {
        const gui::ColorScheme saved = gui::ColorScheme::current();
        for (const bool dark : {false, true})
            for (const bool colourBlind : {false, true}) {
                const gui::ColorScheme scheme(dark, colourBlind);
                gui::ColorScheme::setCurrent(scheme);
                for (const char* id : {"chomp", "volcano", "rectangles", "attractions", "pawn", "nim"}) {
                    const gui::GameLook& look = gui::GameLooks::find(id);
                    const qreal ratio = gui::ColorScheme::contrast(look.labelColor(), look.backgroundColor());
                    QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1 dark=%2: %3").arg(id).arg(dark).arg(ratio)));
                }
                // Tags: dark text (and winning values) on their light background.
                QVERIFY(gui::ColorScheme::contrast(scheme.tagText(), scheme.tagBackground()) >= 7.0);
                QVERIFY(gui::ColorScheme::contrast(scheme.winOutline(), scheme.tagBackground()) >= 4.5);
                // Marks: the winning ring stands out of its dark edge, the cross on its disk.
                QVERIFY(gui::ColorScheme::contrast(scheme.win(), scheme.winOutline()) >= 3.0);
                QVERIFY(gui::ColorScheme::contrast(scheme.loss(), scheme.lossDisk()) >= 3.0);
                for (int i = 0; i < gui::ColorScheme::kPartColours; ++i)
                    QVERIFY(gui::ColorScheme::contrast(scheme.tagText(), scheme.partSoft(i)) >= 7.0);
            }
        // The two choices differ where they should.
        QVERIFY(gui::ColorScheme(false, false).win() != gui::ColorScheme(false, true).win());
        QVERIFY(gui::ColorScheme(false, false).loss() != gui::ColorScheme(false, true).loss());
        QVERIFY(gui::ColorScheme(false, true).win() != gui::ColorScheme(false, true).cursor());
        gui::ColorScheme::setCurrent(saved);
    }

    void shadeStepsDouble()
    {
        using gui::ShadeSteps;
        const std::vector<std::pair<int, int>> stepOfMoves{{1, 0}, {2, 1}, {3, 1}, {4, 2}, {7, 2}, {8, 3},
                                                           {15, 3}, {16, 4}, {17, 4}, {1000, 4}};
        for (const auto& [moves, step] : stepOfMoves)
            QCOMPARE(ShadeSteps::stepOf(moves), step);
        QCOMPARE(ShadeSteps::rangeText(0), QStringLiteral("1"));
        QCOMPARE(ShadeSteps::rangeText(1), QStringLiteral("2–3"));
        QCOMPARE(ShadeSteps::rangeText(3), QStringLiteral("8–15"));
        QCOMPARE(ShadeSteps::rangeText(4), QStringLiteral("16+"));
    }

    void remotenessShadesFollowTheScheme()
    {
        for (const bool dark : {false, true}) {
            const gui::ColorScheme usual(dark, false);
            const gui::ColorScheme safe(dark, true);
            for (const gui::ColorScheme& scheme : {usual, safe})
                for (int step = 0; step < gui::ShadeSteps::kCount; ++step) {
                    const QString where = QStringLiteral("dark=%1 safe=%2 step %3")
                                              .arg(dark).arg(scheme.isColourBlindSafe()).arg(step);
                    // Win shades are not loss shades; a step's shade is not the next one's, and weaker.
                    QVERIFY2(scheme.winShade(step) != scheme.lossShade(step), qPrintable(where));
                    if (step + 1 < gui::ShadeSteps::kCount) {
                        QVERIFY2(chroma(scheme.winShade(step)) > chroma(scheme.winShade(step + 1)), qPrintable(where));
                        QVERIFY2(chroma(scheme.lossShade(step)) > chroma(scheme.lossShade(step + 1)),
                                 qPrintable(where));
                    }
                    // The losing disk's cross reads on every shade.
                    QVERIFY2(gui::ColorScheme::contrast(scheme.crossOn(scheme.lossShade(step)),
                                                        scheme.lossShade(step)) >= 2.5,
                             qPrintable(where));
                }
            for (int step = 0; step < gui::ShadeSteps::kCount; ++step) {
                QVERIFY(usual.winShade(step) != safe.winShade(step));
                QVERIFY(usual.lossShade(step) != safe.lossShade(step));
            }
            // The usual ramps are green and red, the colour-blind safe ones Okabe-Ito blue and vermillion.
            QVERIFY(usual.winShade(0).green() > usual.winShade(0).red() + 80);
            QVERIFY(usual.lossShade(0).red() > usual.lossShade(0).green() + 120);
            QVERIFY(safe.winShade(0).blue() > safe.winShade(0).red() + 80);
            QVERIFY(safe.lossShade(0).red() > safe.lossShade(0).blue() + 150);
            QVERIFY(std::abs(safe.lossShade(0).hue() - QColor(213, 94, 0).hue()) <= 8);
            QVERIFY(std::abs(safe.winShade(0).hue() - QColor(0, 114, 178).hue()) <= 8);
        }
        // Dark boards get brighter strong shades than light ones.
        QVERIFY(gui::ColorScheme(true, false).winShade(0).lightness() > gui::ColorScheme(false, false).winShade(0).lightness());
    }

    void schemeFromPalette()
    {
        QVERIFY(!gui::ColorScheme::forPalette(m_lightPalette, false).isDark());
        QVERIFY(gui::ColorScheme::forPalette(darkPalette(), false).isDark());
        QVERIFY(gui::ColorScheme::forPalette(darkPalette(), true).isColourBlindSafe());
        QCOMPARE(gui::ColorScheme::contrast(Qt::black, Qt::white), 21.0);
        QCOMPARE(gui::ColorScheme::contrast(Qt::red, Qt::red), 1.0);
    }
};

GRUNDYGRID_TEST_MAIN(test_color_scheme, TestColorScheme)
#include "test_color_scheme.moc"
