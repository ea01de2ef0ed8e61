#pragma once

#include "gui/files/ImportedPosition.h"

#include "engine/Board.h"
#include "engine/SolveContext.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace gui {

// A board file read, parsed and replayed for the window, all of it off the GUI
// thread (a game of 12 000 moves or an 11 MB pawn board takes far longer than a
// frame): DocumentFiles::open runs readOpenedFile as a job and hands the result
// to the document, which then plays nothing more.
struct OpenedFile {
    // Why the file cannot be opened (for the user), or nothing.
    std::optional<QString> problem;
    ImportedPosition position;
    std::vector<engine::Board> positions; // position.state's setup after 0, 1, ... currentMove moves
    QByteArray bytes;                     // what the file held, for DiskChangeGuard
};

// Reads `path` (named `source` in messages) into an OpenedFile. Runs on any
// thread; `context` stops it (engine::Stopped) and hears its progress.
[[nodiscard]] OpenedFile readOpenedFile(const QString& path, const QString& source,
                                        const engine::SolveContext& context);

} // namespace gui
