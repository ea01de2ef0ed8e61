// The analysis of a large board seen from the GUI thread: the solver is built,
// filled and freed on the workers (the GUI thread only copies boards), Cancel
// gives its memory back, and a position analysed before comes back without a run.

#include "AnalysisStates.h"
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "RectanglesTiming.h"
#include "TestSlowdown.h"
#include "gui/analysis/AnalysisController.h"
#include "gui/document/DocumentState.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/PaintCellsCommand.h"

#include "engine/GameModules.h"

#include <QSignalSpy>
#include <QTest>

#include <functional>

using engine::Board;
using engine::CellKind;
using Status = gui::AnalysisState::Status;

namespace {

using testsupport::fullRectanglesBlock;
using testsupport::residentMegabytes;

double guiThreadCpuMsOf(const std::function<void()>& work)
{
    const double before = testsupport::threadCpuMilliseconds();
    work();
    return testsupport::threadCpuMilliseconds() - before;
}

// What one edit may cost the GUI thread: a frame and more.
constexpr double kEditBudgetMs = 100.0;

} // namespace

class TestLargeAnalysis : public QObject {
    Q_OBJECT

private slots:
    void editsOfALargeBoardNeverWaitForTheSolver()
    {
        const engine::Game& rectangles = testsupport::gameById("rectangles");
        gui::GameDocument document(rectangles);
        const double budget = kEditBudgetMs * testsupport::slowdown();
        std::unique_ptr<gui::AnalysisController> controller;
        const double opening = guiThreadCpuMsOf([&] {
            document.reset(rectangles, gui::DocumentState{fullRectanglesBlock(5, 6), {}, 0}, QString());
            controller = std::make_unique<gui::AnalysisController>(&document);
        });
        QVERIFY2(opening < budget, qPrintable(QString::number(opening)));
        QVERIFY(controller->state().isRunning());
        // Right-clicks on tiles while the workers build and fill the tables: each edit is a new setup,
        // whose solver the next run builds, and the last one is freed on a worker.
        for (int i = 0; i < 6; ++i) {
            QTest::qWait(i == 0 ? 300 : 30);
            const engine::Cell cell{i % 5, i % 6};
            const double edit = guiThreadCpuMsOf([&] {
                document.undoStack()->push(new gui::PaintCellsCommand(
                    &document, {cell}, i % 2 == 0 ? CellKind::Empty : CellKind::Filled, i));
            });
            QVERIFY2(edit < budget, qPrintable(QStringLiteral("edit %1: %2 ms").arg(i).arg(edit)));
        }
        const double cancelling = guiThreadCpuMsOf([&] { controller->cancel(); });
        QVERIFY2(cancelling < budget, qPrintable(QString::number(cancelling)));
    }

    void cancelGivesTheMemoryBack()
    {
        if (testsupport::slowdown() > 1)
            QSKIP("a sanitizer's allocator keeps freed memory for a while (its quarantine)");
        const engine::Game& rectangles = testsupport::gameById("rectangles");
        gui::GameDocument document(rectangles);
        const double baseline = residentMegabytes();
        document.reset(rectangles, gui::DocumentState{fullRectanglesBlock(5, 6), {}, 0}, QString());
        gui::AnalysisController controller(&document);
        // The table of small sets (1 GiB) is filled as the search goes.
        QVERIFY2(QTest::qWaitFor([&] { return residentMegabytes() > baseline + 600; }, testsupport::scaled(30000)),
                 qPrintable(QStringLiteral("%1 MiB, from %2").arg(residentMegabytes()).arg(baseline)));
        controller.cancel();
        QVERIFY(controller.state().solver() == nullptr);
        QVERIFY2(QTest::qWaitFor([&] { return residentMegabytes() < baseline + 200; }, testsupport::scaled(30000)),
                 qPrintable(QStringLiteral("%1 MiB, from %2").arg(residentMegabytes()).arg(baseline)));
        // Analyse again: a new solver, and the right answer.
        testsupport::StateSpy states(&controller);
        document.reset(rectangles, gui::DocumentState{fullRectanglesBlock(2, 3), {}, 0}, QString());
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(20000)));
        QCOMPARE(states.count(Status::Failed), 0);
    }

    void aPositionAnalysedBeforeComesBackWithoutARun()
    {
        const engine::Game& chomp = testsupport::gameById("chomp");
        gui::GameDocument document(chomp);
        Board setup = chomp.emptyBoard(7, 8);
        setup.setCell({0, 0}, CellKind::Poison);
        document.reset(chomp, gui::DocumentState{setup, {}, 0}, QString());
        gui::AnalysisController controller(&document);
        testsupport::StateSpy states(&controller);
        QVERIFY(states.wait(Status::Refined, testsupport::scaled(20000)));
        const engine::Analysis first = *controller.state().analysis();

        // A move, analysed in its turn; then back to the start.
        const engine::Move move = first.moves.front().move;
        document.replaceMoves(0, {move}, 1);
        QTRY_VERIFY_WITH_TIMEOUT(controller.state().analysis() != nullptr && controller.state().analysis()->grundy,
                                 testsupport::scaled(20000));
        const int runs = states.count(Status::Running);
        document.replaceMoves(0, {move}, 0);
        QVERIFY(!controller.state().isRunning()); // nothing to run: it was analysed
        QVERIFY(states.wait(Status::Ready, testsupport::scaled(1000)));
        QCOMPARE(states.count(Status::Running), runs);
        QVERIFY(controller.state().board() == setup);
        QCOMPARE(controller.state().analysis()->grundy, first.grundy);
        QCOMPARE(controller.state().analysis()->winningMoves(), first.winningMoves());
        // A new setup forgets them: its first position is analysed by a run.
        Board other = setup;
        other.setCell({6, 7}, CellKind::Poison);
        document.reset(chomp, gui::DocumentState{other, {}, 0}, QString());
        QVERIFY(controller.state().isRunning());
    }
};

GRUNDYGRID_TEST_MAIN(test_large_analysis, TestLargeAnalysis)
#include "test_large_analysis.moc"
