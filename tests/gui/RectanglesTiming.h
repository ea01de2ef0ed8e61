#pragma once

// What the desktop program does on a full rectangles block, whose analysis
// takes minutes and gigabytes: the GUI-thread cost of an edit until its repaint
// while the workers fill the solver's tables, the memory left after Cancel, and
// the time to come back to a position already analysed (grundygrid-gui-bench).
#include "PawnTiming.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/document/commands/GoToMoveCommand.h"

#include <QElapsedTimer>


namespace testsupport {

inline engine::Board fullRectanglesBlock(engine::Coord rows, engine::Coord cols)
{
    engine::Board board = gameById("rectangles").emptyBoard(rows, cols);
    for (engine::Coord r = 0; r < rows; ++r)
        for (engine::Coord c = 0; c < cols; ++c)
            board.setCell({r, c}, engine::CellKind::Filled);
    return board;
}

struct RectanglesTimes {
    std::vector<RepaintTime> edits; // a right-click that erases a tile, until its repaint
    double residentBeforeMiB = 0;   // with a small board
    double residentAnalysingMiB = 0; // the full block's analysis under way
    double residentAfterCancelMiB = 0; // once back near the start, or after 60 s
    double cancelToFreedMs = -1;
    double comeBackMs = -1; // Go to move 0 (analysed) until its marks show
};

// In `window`: opens the full `rows` x `cols` block in edit mode, erases `rounds`
// tiles with right-clicks while its analysis runs (each timed until the repaint),
// cancels and reads the memory; then plays a move on the 3 x 4 block and goes back.
inline RectanglesTimes timeRectangles(gui::MainWindow& window, engine::Coord rows, engine::Coord cols, int rounds)
{
    gui::GameDocument& document = *documentOf(window);
    gui::BoardView& view = *viewOf(window);
    gui::AnalysisController& analysis = *analysisOf(window);
    const gui::AnalysisOverlay& overlay = *sceneOf(window)->overlay();
    sessionOf(window)->setMode(gui::PlaySession::Mode::Edit);
    RectanglesTimes times;
    document.reset(gameById("rectangles"), gui::DocumentState{fullRectanglesBlock(2, 2), {}, 0}, QString());
    QTest::qWaitFor([&] { return overlay.showsMarks(); }, scaled(30'000));
    times.residentBeforeMiB = residentMegabytes();

    document.reset(gameById("rectangles"), gui::DocumentState{fullRectanglesBlock(rows, cols), {}, 0}, QString());
    view.fitBoard();
    QTest::qWait(2000); // the workers build the solver and start the search
    RepaintTimer timer(view);
    for (int round = 0; round < rounds; ++round) {
        const engine::Cell cell{round % rows, (round / rows) % cols};
        times.edits.push_back(timer.timeToRepaint([&] {
            QTest::mouseClick(view.viewport(), Qt::RightButton, Qt::NoModifier, view.viewportPointOf(cell));
        }));
        QTest::qWait(300);
        // Undo it, so the next edit meets the full block's analysis again.
        document.undoStack()->undo();
        QTest::qWait(700);
    }
    times.residentAnalysingMiB = residentMegabytes();
    QElapsedTimer freeing;
    freeing.start();
    actionOf(window, "actionCancelAnalysis")->trigger();
    QTest::qWaitFor([&] { return residentMegabytes() < times.residentBeforeMiB + 100; }, 60'000);
    times.cancelToFreedMs = static_cast<double>(freeing.elapsed());
    times.residentAfterCancelMiB = residentMegabytes();

    document.reset(gameById("rectangles"), gui::DocumentState{fullRectanglesBlock(3, 4), {}, 0}, QString());
    QTest::qWaitFor([&] { return overlay.showsMarks() && analysis.state().analysis() != nullptr; }, scaled(30'000));
    const engine::Move move = analysis.state().analysis()->moves.front().move;
    document.replaceMoves(0, {move}, 1);
    QTest::qWaitFor([&] { return overlay.showsMarks() && analysis.state().board() == document.currentBoard(); },
                    scaled(30'000));
    QElapsedTimer back;
    back.start();
    document.undoStack()->push(new gui::GoToMoveCommand(&document, 0, QStringLiteral("Go to move 0")));
    QTest::qWaitFor([&] { return overlay.showsMarks() && analysis.state().board() == document.currentBoard(); },
                    scaled(30'000));
    times.comeBackMs = static_cast<double>(back.nsecsElapsed()) / 1e6;
    return times;
}

} // namespace testsupport
