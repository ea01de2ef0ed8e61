#include "gui/files/OpenedFile.h"

#include "gui/document/PositionReplay.h"
#include "gui/files/BoardFile.h"
#include "gui/files/DocumentFiles.h"

#include <utility>
#include <variant>

namespace gui {

OpenedFile readOpenedFile(const QString& path, const QString& source, const engine::SolveContext& context)
{
    // Reading and checking the file takes the first half of the bar, replaying its moves the second.
    context.report(0.0);
    OpenedFile opened;
    std::variant<ImportedPosition, QString> read
        = DocumentFiles::importedPosition(BoardFile::read(path, &opened.bytes), source);
    if (QString* problem = std::get_if<QString>(&read)) {
        opened.problem = std::move(*problem);
        return opened;
    }
    opened.position = std::move(std::get<ImportedPosition>(read));
    context.throwIfStopped();
    context.report(0.5);
    const engine::SolveContext replay = context.partOf(1, 2);
    replayPositions(*opened.position.game, opened.position.state, opened.positions, replay);
    context.report(1.0);
    return opened;
}

} // namespace gui
