// grundygrid-gui-bench: the GUI-thread time of a pawn move, an undo and a redo in
// the desktop program on a board with 10^5 impassable cells, from the input event
// to the end of the board's repaint (the measure of test_pawn_timing, reported
// rather than checked), as medians of N rounds, and the process's peak memory.
// Run: build-release/tests/gui/grundygrid-gui-bench [ROUNDS] (offscreen unless QT_QPA_PLATFORM says otherwise)
#include "PawnTiming.h"

#include "engine/bench/PeakMemory.h"

#include <QApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
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
    return 0;
}
