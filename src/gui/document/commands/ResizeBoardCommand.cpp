#include "gui/document/commands/ResizeBoardCommand.h"

#include "gui/document/GameDocument.h"

#include <QCoreApplication>

namespace gui {

namespace {

DocumentState resized(const GameDocument& document, engine::Coord rows, engine::Coord cols)
{
    DocumentState after;
    after.setup = document.game().emptyBoard(rows, cols);
    for (const auto& [cell, kind] : document.setup().markedCells())
        after.setup.setCell(cell, kind);
    return after;
}

} // namespace

ResizeBoardCommand::ResizeBoardCommand(GameDocument* document, engine::Coord rows, engine::Coord cols)
    : StateChangeCommand(document, resized(*document, rows, cols),
                         QCoreApplication::translate("gui::ResizeBoardCommand", "Resize to %1 x %2")
                             .arg(rows)
                             .arg(cols))
{
}

} // namespace gui
