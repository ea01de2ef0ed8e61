// View ▸ Shade Moves by Remoteness in the real window: off by default, the marks
// of a chomp position whose winning moves end the game after different numbers
// of moves take the shades of their steps in the usual and then the colour-blind
// safe scheme, the legend under the board lists the steps and counts while the
// option is on, and the plain marks come back when it is turned off; a dark
// palette takes the dark scheme's ramp.
// With GRUNDYGRID_SCREENSHOT_DIR set it saves shading.png and shading-colour-blind.png there.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "PixelColours.h"
#include "WindowTest.h"

#include "engine/GameModules.h"
#include "gui/base/ColorScheme.h"
#include "gui/base/Settings.h"
#include "gui/base/ShadeSteps.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/MoveMarks.h"

#include <QAction>
#include <QApplication>
#include <QPalette>
#include <QLabel>
#include <QPainter>
#include <QScopeGuard>
#include <QTest>

#include <array>
#include <set>
#include <cmath>

namespace {

using testsupport::containsColour;
using testsupport::nearColour;

// A winning mark and its shading step.
struct ShadedMark {
    engine::Cell cell;
    int step = 0;
};

// CIE 1976 colour difference (ΔE*ab, D65): about 2.3 is just noticeable; marks are thin
// rings and small disks, so adjacent steps need far more.
double colourDifference(const QColor& first, const QColor& second)
{
    const auto lab = [](const QColor& color) {
        const auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
        const double r = linear(color.redF());
        const double g = linear(color.greenF());
        const double b = linear(color.blueF());
        const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
        const double x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
        const double y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
        const double z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
        return std::array<double, 3>{116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)};
    };
    const std::array<double, 3> a = lab(first);
    const std::array<double, 3> b = lab(second);
    return std::sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
}

} // namespace

class TestShading : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QAction* shadeAction() const { return action("actionShadeByRemoteness"); }
    QAction* colourBlindAction() const { return action("actionColourBlindSafe"); }
    QWidget* legend() const { return m_window->findChild<QWidget*>(QStringLiteral("shadingLegend")); }
    QString legendText(const QString& name) const
    {
        const auto* label = m_window->findChild<QLabel*>(name);
        return label != nullptr ? label->text() : QString();
    }

    // Chomp 4 x 5 after three bites: winning moves end the game after 7 and 9 moves (steps 2 and 3).
    void openExample() const
    {
        document().reset(chomp(), gui::DocumentState{cornerPoisonChomp(4, 5),
                                                     {engine::Move::at({3, 4}), engine::Move::at({1, 4}),
                                                      engine::Move::at({2, 1})},
                                                     3},
                         QString());
    }

    // The colour the view shows on the ring of the mark on `cell`.
    QColor ringColour(engine::Cell cell) const
    {
        const QRectF rect = scene().geometry().cellRect(cell);
        const QImage image = view().viewport()->grab().toImage();
        const QPoint point = view().mapFromScene(QPointF(rect.center().x() + 0.30 * rect.width(), rect.center().y()));
        return image.pixelColor(point * image.devicePixelRatio());
    }

    // The first two winning marks of different shading steps.
    std::vector<ShadedMark> twoWinningSteps() const
    {
        std::vector<ShadedMark> found;
        for (const gui::CellMark& mark : gui::cellMarks(*overlay().shownAnalysis())) {
            const std::optional<int> step = gui::shadeStepOf(mark);
            if (mark.wins && step && (found.empty() || found.front().step != *step))
                found.push_back({mark.cell, *step});
        }
        found.resize(std::min<std::size_t>(found.size(), 2));
        return found;
    }

    bool ringsShow(const std::vector<ShadedMark>& marks, const gui::ColorScheme& scheme, bool shaded) const
    {
        for (const ShadedMark& mark : marks)
            if (!nearColour(ringColour(mark.cell), shaded ? scheme.winShade(mark.step) : scheme.win()))
                return false;
        return true;
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1200, 750)));
        QVERIFY(shadeAction() != nullptr);
        colourBlindAction()->setChecked(false);
    }

    void cleanup()
    {
        shadeAction()->setChecked(false);
        colourBlindAction()->setChecked(false);
        m_window.reset();
    }

    void optionIsOffByDefaultAndRemembered()
    {
        QVERIFY(shadeAction()->isCheckable());
        QVERIFY(!shadeAction()->isChecked());
        QVERIFY(!overlay().isRemotenessShading());
        QVERIFY(!shadeAction()->toolTip().isEmpty());
        shadeAction()->trigger();
        QVERIFY(gui::Settings().value(gui::Settings::ShadeByRemoteness));
        m_window.reset();
        QVERIFY(showWindow(QSize(1200, 750)));
        QVERIFY(shadeAction()->isChecked());
        QVERIFY(overlay().isRemotenessShading());
        QVERIFY(legend()->isVisible());
    }

    void shadesMarksInBothSchemes()
    {
        openExample();
        QVERIFY(waitForMarks());
        const std::vector<ShadedMark> marks = twoWinningSteps();
        QCOMPARE(marks.size(), std::size_t{2});
        QCOMPARE(marks[0].step, 2); // (0, 3): the game ends after 7 moves
        QCOMPARE(marks[1].step, 3); // (1, 2): after 9
        const gui::ColorScheme usual(false, false);
        const gui::ColorScheme safe(false, true);
        QVERIFY(ringsShow(marks, usual, false));
        QVERIFY(!legend()->isVisible());

        shadeAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(ringsShow(marks, usual, true), testsupport::scaled(5000));
        QVERIFY(!nearColour(ringColour(marks[0].cell), ringColour(marks[1].cell), 20));
        QVERIFY(legend()->isVisible());
        QCOMPARE(legendText(QStringLiteral("winRange0")), QStringLiteral("1 (0)"));
        QCOMPARE(legendText(QStringLiteral("winRange2")), QStringLiteral("4–7 (1)"));
        QCOMPARE(legendText(QStringLiteral("winRange3")), QStringLiteral("8–15 (2)"));
        QCOMPARE(legendText(QStringLiteral("winRange4")), QStringLiteral("16+ (0)"));
        QCOMPARE(legendText(QStringLiteral("lossRange1")), QStringLiteral("2–3 (2)"));
        QCOMPARE(legendText(QStringLiteral("lossRange2")), QStringLiteral("4–7 (2)"));
        QCOMPARE(legendText(QStringLiteral("lossRange3")), QStringLiteral("8–15 (3)"));
        QVERIFY(containsColour(legend()->grab().toImage(), usual.winShade(0)));
        saveScreenshot(QStringLiteral("shading.png"));

        colourBlindAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(ringsShow(marks, safe, true), testsupport::scaled(5000));
        QVERIFY(!ringsShow(marks, usual, true));
        QTRY_VERIFY_WITH_TIMEOUT(containsColour(legend()->grab().toImage(), safe.winShade(0)),
                                 testsupport::scaled(5000));
        QVERIFY(!containsColour(legend()->grab().toImage(), usual.winShade(0)));
        saveScreenshot(QStringLiteral("shading-colour-blind.png"));

        shadeAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(ringsShow(marks, safe, false), testsupport::scaled(5000));
        QVERIFY(!legend()->isVisible());
        QVERIFY(!gui::Settings().value(gui::Settings::ShadeByRemoteness));
    }

    // Issue 24 item 17: steps 4-7 and 8-15 were hard to tell apart on chocolate. In every
    // scheme, adjacent steps differ clearly, and every step stands out from the cells of
    // every look it is drawn on (the colour under a mark's centre).
    void adjacentShadesAreClearlyDistinct()
    {
        constexpr double kMinimumStep = 14.0;
        constexpr double kMinimumOnCell = 8.0;
        const gui::ColorScheme kept = gui::ColorScheme::current();
        const auto restore = qScopeGuard([kept] { gui::ColorScheme::setCurrent(kept); });
        QStringList problems;
        double smallestStep = 1000;
        double smallestOnCell = 1000;
        for (const bool dark : {false, true})
            for (const bool safe : {false, true}) {
                const gui::ColorScheme scheme(dark, safe);
                gui::ColorScheme::setCurrent(scheme);
                const QString name = QStringLiteral("%1%2").arg(dark ? "dark" : "light", safe ? " safe" : "");
                for (const bool wins : {true, false}) {
                    for (int step = 0; step + 1 < gui::ShadeSteps::kCount; ++step) {
                        const double difference = colourDifference(scheme.markShade(wins, step), scheme.markShade(wins, step + 1));
                        smallestStep = std::min(smallestStep, difference);
                        if (difference < kMinimumStep)
                            problems.append(QStringLiteral("%1 %2: steps %3 and %4 differ by %5")
                                                .arg(name, wins ? "wins" : "loses").arg(step).arg(step + 1).arg(difference));
                    }
                    for (const engine::Game* game : engine::allGames()) {
                        if (!gui::GameLooks::isSupported(game->id()))
                            continue;
                        const gui::GameLook& look = gui::GameLooks::find(game->id());
                        // The cells marks are drawn on: where the example's moves are.
                        const engine::Board example = game->exampleBoard();
                        std::set<engine::CellKind> kinds;
                        for (const engine::Move& move : game->legalMoves(example))
                            kinds.insert(example.cellAt(move.topLeft));
                        QList<QColor> grounds;
                        for (const engine::CellKind kind : kinds) {
                            QImage cell(48, 48, QImage::Format_ARGB32);
                            cell.fill(look.backgroundColor());
                            QPainter painter(&cell);
                            look.paintCell(painter, QRectF(0, 0, 48, 48), kind, 1.0);
                            painter.end();
                            grounds.append(cell.pixelColor(24, 24));
                        }
                        for (int step = 0; step < gui::ShadeSteps::kCount; ++step)
                            for (const QColor& ground : std::as_const(grounds)) {
                                const double difference = colourDifference(scheme.markShade(wins, step), ground);
                                smallestOnCell = std::min(smallestOnCell, difference);
                                if (difference < kMinimumOnCell)
                                    problems.append(QStringLiteral("%1 %2 step %3 on %4's %5: %6")
                                                        .arg(name, wins ? "wins" : "loses")
                                                        .arg(step)
                                                        .arg(QString::fromStdString(std::string(game->id())), ground.name())
                                                        .arg(difference));
                            }
                    }
                }
            }
        qInfo("smallest difference of adjacent steps %.1f, of a step and its ground %.1f", smallestStep, smallestOnCell);
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The legend's caption reads as text, not as a disabled (pale grey) label.
    void legendCaptionIsNormalText()
    {
        shadeAction()->trigger();
        auto* caption = m_window->findChild<QLabel*>(QStringLiteral("shadingCaption"));
        QVERIFY(caption != nullptr);
        QVERIFY(caption->isEnabled());
        QCOMPARE(caption->palette().color(QPalette::Active, caption->foregroundRole()),
                 m_window->palette().color(QPalette::Active, QPalette::WindowText));
    }

    void darkPaletteTakesTheDarkRamp()
    {
        const QPalette light = QApplication::palette();
        openExample();
        QVERIFY(waitForMarks());
        const std::vector<ShadedMark> marks = twoWinningSteps();
        QCOMPARE(marks.size(), std::size_t{2});
        shadeAction()->trigger();
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(45, 45, 48));
        dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
        QApplication::setPalette(dark);
        QTRY_VERIFY_WITH_TIMEOUT(gui::ColorScheme::current().isDark(), testsupport::scaled(5000));
        QTRY_VERIFY_WITH_TIMEOUT(ringsShow(marks, gui::ColorScheme(true, false), true), testsupport::scaled(5000));
        QVERIFY(!ringsShow(marks, gui::ColorScheme(false, false), true));
        saveScreenshot(QStringLiteral("shading-dark.png"));
        QApplication::setPalette(light);
        QTRY_VERIFY_WITH_TIMEOUT(!gui::ColorScheme::current().isDark(), testsupport::scaled(5000));
    }

    void legendFollowsEachAnalysis()
    {
        shadeAction()->trigger();
        document().reset(chomp(), gui::DocumentState{cornerPoisonChomp(1, 2), {}, 0}, QString());
        QVERIFY(waitForMarks());
        // One bite wins at once: the game ends after that one move.
        QTRY_COMPARE_WITH_TIMEOUT(legendText(QStringLiteral("winRange0")), QStringLiteral("1 (1)"),
                                  testsupport::scaled(5000));
        QCOMPARE(legendText(QStringLiteral("winRange2")), QStringLiteral("4–7 (0)"));
        // Another board, whose analysis runs: the counts of the last one go at once, and stay gone
        // when the run is cancelled.
        engine::Board longBoard = testsupport::gameById("rectangles").emptyBoard(5, 6);
        for (engine::Coord r = 0; r < 5; ++r)
            for (engine::Coord c = 0; c < 6; ++c)
                longBoard.setCell({r, c}, engine::CellKind::Filled);
        document().reset(testsupport::gameById("rectangles"), gui::DocumentState{longBoard, {}, 0}, QString());
        QCOMPARE(legendText(QStringLiteral("winRange0")), QStringLiteral("1 (0)"));
        action("actionCancelAnalysis")->trigger();
        QCOMPARE(legendText(QStringLiteral("winRange0")), QStringLiteral("1 (0)"));
    }
};

GRUNDYGRID_TEST_MAIN(test_shading, TestShading)
#include "test_shading.moc"
