// A GrundyGrid window in a process of its own, for test_autosave to kill: opens
// the board file argv[1], edits it by mouse, plays its first legal move, autosaves
// every second, writes the board it then holds to argv[2] (a board file) and prints
// "ready"; then it runs until killed, or until stdin closes (a clean exit).
#include "GuiTestSupport.h"
#include "WindowParts.h"

#include "gui/files/Autosave.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/files/BoardFile.h"

#include <QApplication>
#include <QSocketNotifier>

#include <cstdio>
#include <unistd.h>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    testsupport::initApplication();
    if (argc != 3) {
        std::fprintf(stderr, "usage: autosave_child BOARD EXPECTED\n");
        return 2;
    }
    auto window = testsupport::showMainWindow();
    if (!window || !testsupport::openFileIn(*window, QString::fromLocal8Bit(argv[1])))
        return 1;
    testsupport::autosaveOf(*window)->setIntervalSeconds(1);
    gui::GameDocument* document = testsupport::documentOf(*window);
    const engine::Board& setup = document->setup();
    // The first click on a cell that leaves a playable board.
    std::vector<engine::Move> moves;
    for (engine::Coord cell = 0; cell < setup.rows() * setup.cols() && moves.empty(); ++cell) {
        testsupport::clickCell(*testsupport::viewOf(*window), engine::Cell{cell / setup.cols(), cell % setup.cols()});
        moves = document->game().legalMoves(document->currentBoard());
        if (moves.empty() && document->undoStack()->canUndo())
            document->undoStack()->undo();
    }
    if (moves.empty() || !document->isModified()) {
        std::fprintf(stderr, "autosave_child: the edit left %zu legal moves\n", moves.size());
        return 1;
    }
    document->undoStack()->push(new gui::PlayMoveCommand(document, moves.front(), QStringLiteral("move")));
    if (gui::BoardFile::write(QString::fromLocal8Bit(argv[2]),
                              {document->gameId(), document->setup(), document->moves()}))
        return 1;
    std::printf("ready\n");
    std::fflush(stdout);
    // A closed stdin asks for a clean exit (the window, and with it the autosave, is destroyed).
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        char buffer[64];
        if (::read(STDIN_FILENO, buffer, sizeof buffer) <= 0)
            QApplication::quit();
    });
    const int status = QApplication::exec();
    window.reset();
    return status;
}
