// A puzzle's answer stays hidden until it is answered or shown: with every view
// of the analysis switched on (marks, Grundy values, parts, shading, best line,
// value history), a puzzle of every game and level shows nothing of it - no
// view that tells a verdict is visible, no visible text names a winning move,
// no visible list but the moves played has rows, the board is painted without a
// map colour and without a mark or part colour the board lacks without its
// overlay - and after Show Answer the views show it again. A sum puzzle also
// hides each board's value on its frame and the panel's sum of the boards' values.
// GRUNDYGRID_SCREENSHOT_DIR=/tmp/puzzle-shots keeps a picture of each puzzle.
#include "TestRegistry.h"
#include "PixelColours.h"
#include "PuzzleWindowTest.h"

#include "gui/analysis/ShadingLegend.h"
#include "gui/base/ColorScheme.h"
#include "gui/base/ShadeSteps.h"
#include "gui/board/BoardView.h"
#include "gui/games/pawn/PawnMapLayer.h"
#include "gui/looks/GameLooks.h"
#include "gui/puzzles/PuzzleSource.h"

#include "engine/sums/SumGame.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QDockWidget>
#include <QLabel>
#include <QStatusBar>

#include <array>

using gui::PuzzleController;

namespace {

// The colours of a winning move's mark, plain or shaded by remoteness.
QList<QColor> winningMarkColours()
{
    const gui::ColorScheme& scheme = gui::ColorScheme::current();
    QList<QColor> colours{scheme.win()};
    for (int step = 0; step < gui::ShadeSteps::kCount; ++step)
        colours << scheme.winShade(step);
    return colours;
}

// The colours the overlay paints a verdict in: marks (plain or shaded) and part outlines.
QList<QColor> markColours()
{
    const gui::ColorScheme& scheme = gui::ColorScheme::current();
    QList<QColor> colours = winningMarkColours();
    for (int step = 0; step < gui::ShadeSteps::kCount; ++step)
        colours << scheme.lossShade(step);
    colours << scheme.loss();
    for (int part = 0; part < gui::ColorScheme::kPartColours; ++part)
        colours << scheme.partLine(part);
    return colours;
}

// The texts a widget shows: a label's, a button's, every cell of an item view's model.
QStringList textsOf(const QWidget& widget)
{
    QStringList texts;
    if (const auto* label = qobject_cast<const QLabel*>(&widget))
        texts << label->text();
    if (const auto* button = qobject_cast<const QAbstractButton*>(&widget))
        texts << button->text();
    if (const auto* view = qobject_cast<const QAbstractItemView*>(&widget); view && view->model())
        for (int row = 0; row < view->model()->rowCount(); ++row)
            for (int column = 0; column < view->model()->columnCount(); ++column)
                texts << view->model()->index(row, column).data().toString();
    return texts;
}

} // namespace

class TestPuzzleAnswerHidden : public QObject, protected testsupport::PuzzleWindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        QVERIFY(showPuzzleWindow());
        m_switchedOn.clear();
        for (const char* name : kViewActions)
            if (!action(name)->isChecked()) {
                action(name)->trigger();
                m_switchedOn << name;
            }
        for (const char* name : kAnalysisDocks)
            dock(name)->show();
    }
    void cleanup()
    {
        // The settings are shared with the next test: the views switched on go off again.
        if (m_window != nullptr)
            for (const char* name : m_switchedOn)
                if (action(name)->isChecked())
                    action(name)->trigger();
        closeWindow();
    }

    void nothingTellsTheAnswerUntilShown_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("level");
        for (const engine::GameModule* module : engine::gameModules()) {
            if (!gui::GameLooks::isSupported(module->id()))
                continue;
            const QString id = QString::fromStdString(std::string(module->id()));
            for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level)
                QTest::addRow("%s level %d", qPrintable(id), level) << id << level;
        }
        for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level)
            QTest::addRow("sum level %d", level) << QString::fromLatin1(gui::PuzzleSource::kSumId) << level;
    }
    void nothingTellsTheAnswerUntilShown()
    {
        QFETCH(QString, id);
        QFETCH(int, level);
        QVERIFY(askForPuzzle({id, {level, 7, 1}}));
        QVERIFY(waitForAnalysis());
        QTest::qWait(300); // the views that follow the analysis (best line, value history) have had their turn
        const engine::Analysis analysis =
            testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
        const gui::GameLook& look = gui::GameLooks::find(document().game());
        QStringList winningNames;
        for (const engine::Move& move : analysis.winningMoves())
            winningNames << look.moveName(move);
        QVERIFY(!winningNames.isEmpty());

        checkHidden(winningNames);
        saveScreenshot(QStringLiteral("puzzle-%1-level%2.png").arg(id).arg(level));

        button("puzzleShowAnswer")->click();
        QCOMPARE(puzzles().state(), PuzzleController::State::Revealed);
        QVERIFY(waitForMarks());
        checkShown();
        saveScreenshot(QStringLiteral("puzzle-%1-level%2-answer.png").arg(id).arg(level));
    }

private:
    // Every view of the analysis switched on, and the docks that show one (listed here,
    // not taken from AnswerCover, so that a dock it forgets is caught).
    static constexpr std::array kViewActions{"actionShowMarks", "actionShowGrundyValues", "actionShowDecomposition",
                                             "actionShadeByRemoteness", "actionShowBestLine"};
    static constexpr std::array kAnalysisDocks{"analysisDock", "historyDock", "bestLineDock"};

    [[nodiscard]] QDockWidget* dock(const char* name) const
    {
        return testsupport::partOf<QDockWidget>(*m_window, QLatin1String(name));
    }
    [[nodiscard]] QImage board() const { return view().viewport()->grab().toImage(); }
    [[nodiscard]] QStringList legendRanges() const
    {
        QStringList texts;
        for (const QLabel* label : m_window->findChild<gui::ShadingLegend*>()->findChildren<QLabel*>())
            if (label->objectName().contains(QStringLiteral("Range")))
                texts << label->text();
        return texts;
    }

    void checkHidden(const QStringList& winningNames) const
    {
        // The board: nothing painted from the analysis, no map.
        QVERIFY(overlay().shownAnalysis() == nullptr);
        QVERIFY(!overlay().showsMarks());
        QVERIFY(overlay().partLabels().isEmpty());
        QVERIFY(overlay().partOutlines().isEmpty());
        QVERIFY(overlay().grundyLabels().isEmpty());
        QVERIFY(overlay().boardValueLabels().isEmpty()); // a sum's boards' values add up to the answer
        QVERIFY(scene().mapLayer() == nullptr);
        // The pixels: no colour of the pawn's map, and no colour of a mark or part that the
        // board does not show without the overlay too (an attraction's tent is red of itself).
        const QImage pixels = board();
        for (const QColor& colour : {gui::PawnMapLayer::winningColor(), gui::PawnMapLayer::losingColor()})
            QVERIFY2(!testsupport::containsColour(pixels, colour), qPrintable(colour.name()));
        overlay().setVisible(false);
        const QImage withoutOverlay = board();
        overlay().setVisible(true);
        for (const QColor& colour : markColours())
            QVERIFY2(!testsupport::containsColour(pixels, colour)
                         || testsupport::containsColour(withoutOverlay, colour),
                     qPrintable(colour.name()));
        // The docks of the analysis: hidden, and the View menu cannot bring them back.
        for (const char* name : kAnalysisDocks) {
            QVERIFY2(!dock(name)->isVisible(), name);
            QVERIFY2(!dock(name)->toggleViewAction()->isEnabled(), name);
        }
        for (const char* name : {"actionShowMarks", "actionShowGrundyValues", "actionShowBestLine"})
            QVERIFY2(!action(name)->isEnabled(), name);
        // The shading legend under the board: its ranges without counts.
        for (const QString& range : legendRanges())
            QVERIFY2(!range.contains(QLatin1Char('(')), qPrintable(range));
        // Whatever else is visible: no list of verdicts, no winning move named.
        QStringList shown{statusMessage()};
        for (const QWidget* widget : m_window->findChildren<QWidget*>()) {
            if (!widget->isVisible())
                continue;
            if (const auto* list = qobject_cast<const QAbstractItemView*>(widget);
                list && list->objectName() != QLatin1String("moveList"))
                QVERIFY2(list->model() == nullptr || list->model()->rowCount() == 0, qPrintable(list->objectName()));
            shown << textsOf(*widget);
        }
        for (const QString& text : shown) {
            for (const QString& name : winningNames)
                QVERIFY2(!text.contains(name), qPrintable(text + QStringLiteral(" names ") + name));
            // A sum's values: the panel's "Boards: *3 ⊕ *1 ⊕ *2 = *0" or any other sum of values.
            QVERIFY2(!text.contains(QChar(0x2295)), qPrintable(text));
        }
    }

    QList<const char*> m_switchedOn; // by init, off again in cleanup

    void checkShown() const
    {
        QVERIFY(overlay().showsMarks());
        for (const char* name : kAnalysisDocks) {
            QVERIFY2(dock(name)->isVisible(), name);
            QVERIFY2(dock(name)->toggleViewAction()->isEnabled(), name);
        }
        QVERIFY(action("actionShowMarks")->isEnabled());
        if (const engine::SumGame* sum = engine::asSumGame(document().game())) {
            QCOMPARE(overlay().boardValueLabels().size(), static_cast<qsizetype>(sum->layout().size()));
            const QString values = testsupport::partOf<QLabel>(*m_window, QStringLiteral("grundyLabel"))->text();
            QVERIFY2(values.startsWith(QStringLiteral("Boards: ")) && values.contains(QChar(0x2295)),
                     qPrintable(values));
        }
        const auto* table = testsupport::partOf<QAbstractItemView>(*m_window, QStringLiteral("moveVerdictTable"));
        QVERIFY(table->model()->rowCount() > 0);
        const QStringList ranges = legendRanges();
        QVERIFY(std::any_of(ranges.begin(), ranges.end(),
                            [](const QString& range) { return range.contains(QLatin1Char('(')); }));
        const QImage pixels = board();
        const QList<QColor> winning = document().gameId() == QLatin1String("pawn")
                                          ? QList<QColor>{gui::PawnMapLayer::winningColor()}
                                          : winningMarkColours();
        QVERIFY(std::any_of(winning.begin(), winning.end(),
                            [&](const QColor& colour) { return testsupport::containsColour(pixels, colour); }));
    }
};

GRUNDYGRID_TEST_MAIN(test_puzzle_answer_hidden, TestPuzzleAnswerHidden)
#include "test_puzzle_answer_hidden.moc"
