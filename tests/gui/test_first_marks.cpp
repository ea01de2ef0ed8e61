// How soon the window marks the bites of a 12 x 12 chomp board after an edit
// (issue 17): the marks do not wait for the Grundy values, which follow as cell
// labels (View > Grundy Values). Prints the times; the median of five edits
// must be at most 0.5 s (times GRUNDYGRID_TEST_SLOWDOWN).
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "TestSlowdown.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/app/MainWindow.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/PaintCellsCommand.h"

#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>

#include <algorithm>
#include <optional>
#include <vector>

using engine::Cell;
using engine::CellKind;

namespace {

constexpr int kEdits = 5;
constexpr int kMarksLimitMs = 500;

qint64 medianOf(std::vector<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

class TestFirstMarks : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(showWindow());
    }

    void cleanupTestCase()
    {
        document().markSaved(); // no question on close
        closeWindow();
    }

    void marksOfA12x12BoardComeFirstAndSoon()
    {
        QAction* showValues = action("actionShowGrundyValues");
        QVERIFY(showValues != nullptr);
        if (!showValues->isChecked())
            showValues->trigger();
        engine::Board setup = chomp().emptyBoard(12, 12);
        setup.setCell({3, 0}, CellKind::Poison);
        openBoard(chomp(), setup);
        QVERIFY(waitForMarks(30000));

        // Each edit is a new setup: a new solver and a whole new table (an undo would come back
        // to a setup whose solver the window keeps, Grundy values and all).
        QElapsedTimer clock;
        std::optional<qint64> marksAt;
        bool firstShownHadGrundy = true;
        const QMetaObject::Connection shown = connect(m_window.get(), &gui::MainWindow::analysisShown, this, [&] {
            if (marksAt || !overlay().showsMarks())
                return;
            marksAt = clock.elapsed();
            firstShownHadGrundy = overlay().shownAnalysis()->grundy.has_value();
        });
        const auto disconnectShown = qScopeGuard([&shown] { QObject::disconnect(shown); });
        std::vector<qint64> marks;
        std::vector<qint64> values;
        for (int edit = 0; edit < kEdits; ++edit) {
            marksAt.reset();
            clock.start();
            document().undoStack()->push(
                new gui::PaintCellsCommand(&document(), {Cell{3, 1 + edit}}, CellKind::Poison, edit + 1));
            QVERIFY(QTest::qWaitFor([&] { return marksAt.has_value(); }, testsupport::scaled(30000)));
            marks.push_back(*marksAt);
            QVERIFY2(!firstShownHadGrundy, "the marks waited for the Grundy values");
            QVERIFY(QTest::qWaitFor([this] { return !overlay().grundyLabels().isEmpty(); },
                                    testsupport::scaled(60000)));
            values.push_back(clock.elapsed());

            // What is shown in the end is the engine's whole analysis.
            const engine::Analysis expected
                = testsupport::engineAnalysis(chomp(), document().setup(), document().currentBoard());
            const engine::Analysis* shown = overlay().shownAnalysis();
            QCOMPARE(shown->outcome, expected.outcome);
            QCOMPARE(shown->grundy, expected.grundy);
            QCOMPARE(shown->winningMoves(), expected.winningMoves());
            QCOMPARE(overlay().grundyLabels().size(), static_cast<qsizetype>(expected.moves.size()));
        }
        const qint64 marksMedian = medianOf(marks);
        qInfo("12x12 chomp, %d edits: first marks after %lld ms (median; slowest %lld ms), Grundy labels after "
              "%lld ms (median)",
              kEdits, static_cast<long long>(marksMedian),
              static_cast<long long>(*std::max_element(marks.begin(), marks.end())),
              static_cast<long long>(medianOf(values)));
        QVERIFY2(marksMedian <= testsupport::scaled(kMarksLimitMs),
                 qPrintable(QStringLiteral("first marks after %1 ms").arg(marksMedian)));
        showValues->trigger(); // off again
    }
};

GRUNDYGRID_TEST_MAIN(test_first_marks, TestFirstMarks)
#include "test_first_marks.moc"
