// grundygrid-gui-bench: the GUI-thread time of a pawn move, an undo and a redo in
// the desktop program on a board with 10^5 impassable cells, from the input event
// to the end of the board's repaint (the measure of test_pawn_timing, reported
// rather than checked), as medians of N rounds, and the process's peak memory;
// then, with `rectangles [ROWS COLS]`, the same for erasing a tile of a full
// rectangles block while its analysis runs (6 x 6 by default), the memory after
// Cancel and the time back to a position already analysed (RectanglesTiming.h).
// Run: build-release/tests/gui/grundygrid-gui-bench [ROUNDS] [rectangles [ROWS COLS]]
// (offscreen unless QT_QPA_PLATFORM says otherwise)
#include "PawnTiming.h"
#include "RectanglesTiming.h"

#include "engine/bench/PeakMemory.h"

#include <QApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

int main(int argc, char** argv)
{
    // Settings and autosaves go to a scratch folder, never to the user's.
    const QTemporaryDir scratch;
    qputenv("XDG_CONFIG_HOME", scratch.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", scratch.filePath(QStringLiteral("data")).toLocal8Bit());
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    testsupport::initApplication();
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const std::unique_ptr<gui::MainWindow> window = testsupport::showMainWindow(QSize(1200, 800));
    if (window == nullptr) {
        std::fprintf(stderr, "the window was never shown\n");
        return 1;
    }
    const testsupport::PawnPlayTimes times
        = testsupport::timePawnPlay(*window, testsupport::crowdedPawnBoard(), rounds);
    std::printf("pawn in the desktop program, 100000 impassable cells, from the event to the end of the repaint, "
                "medians of %d: GUI-thread CPU time, wall time\n",
                rounds);
    const std::vector<std::pair<const char*, const std::vector<testsupport::RepaintTime>*>> rows{
        {"move (play tool click)", &times.moves}, {"undo (Ctrl+Z)", &times.undos}, {"redo", &times.redos}};
    for (const auto& [name, samples] : rows)
        std::printf("%-22s %8.2f ms %8.2f ms\n", name,
                    testsupport::medianOf(*samples, &testsupport::RepaintTime::threadCpuMs),
                    testsupport::medianOf(*samples, &testsupport::RepaintTime::wallMs));
    std::printf("peak memory             %8.1f MiB\n", static_cast<double>(engine::peakMemoryKiB()) / 1024.0);
    if (argc > 2 && std::string(argv[2]) == "rectangles") {
        const int rows = argc > 4 ? std::atoi(argv[3]) : 6;
        const int cols = argc > 4 ? std::atoi(argv[4]) : 6;
        const testsupport::RectanglesTimes block = testsupport::timeRectangles(*window, rows, cols, rounds);
        std::printf("rectangles, full %d x %d block, its analysis running: erase a tile (right-click) until the "
                    "repaint, medians of %d: GUI-thread CPU %.2f ms, wall %.2f ms\n",
                    rows, cols, rounds, testsupport::medianOf(block.edits, &testsupport::RepaintTime::threadCpuMs),
                    testsupport::medianOf(block.edits, &testsupport::RepaintTime::wallMs));
        std::printf("resident memory: %.0f MiB before, %.0f MiB during the analysis, %.0f MiB %.1f s after Cancel\n",
                    block.residentBeforeMiB, block.residentAnalysingMiB, block.residentAfterCancelMiB,
                    block.cancelToFreedMs / 1000.0);
        std::printf("back to an analysed position (3 x 4 block, Go to move 0) until its marks show: %.1f ms\n",
                    block.comeBackMs);
    }
    return 0;
}
