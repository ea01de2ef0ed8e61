// A GrundyGrid window in a process of its own, for test_quit_during_analysis:
// opens the board file argv[1] (a large chomp board, hours of work before the
// fix if never stopped), prints "analysing" once its analysis reports progress,
// and presses Quit (Ctrl+Q) when stdin closes. The process then ends: every
// analysis thread stops at its next check and the window is destroyed.
#include "GuiTestSupport.h"
#include "WindowParts.h"

#include "gui/analysis/AnalysisController.h"

#include <QAction>
#include <QApplication>
#include <QSocketNotifier>

#include <cstdio>
#include <unistd.h>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    testsupport::initApplication();
    if (argc != 2) {
        std::fprintf(stderr, "usage: quit_child BOARD\n");
        return 2;
    }
    auto window = testsupport::showMainWindow();
    if (!window)
        return 1;
    gui::AnalysisController* analysis = testsupport::analysisOf(*window);
    bool told = false;
    QObject::connect(analysis, &gui::AnalysisController::progressChanged, &app, [&] {
        if (told || !analysis->state().isRunning() || analysis->progress() <= 0.0)
            return;
        told = true;
        std::printf("analysing\n");
        std::fflush(stdout);
    });
    if (!testsupport::openFileIn(*window, QString::fromLocal8Bit(argv[1])))
        return 1;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        char buffer[64];
        if (::read(STDIN_FILENO, buffer, sizeof buffer) <= 0) {
            input.setEnabled(false);
            testsupport::actionOf(*window, "actionQuit")->trigger();
        }
    });
    const int status = QApplication::exec();
    window.reset();
    return status;
}
