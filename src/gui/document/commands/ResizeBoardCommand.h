#pragma once

#include "gui/document/commands/StateChangeCommand.h"

#include "engine/Cell.h"

namespace gui {

// Gives the setup a new size, keeping the painted cells that still fit. The
// moves played are cleared (undo restores them).
class ResizeBoardCommand : public StateChangeCommand {
public:
    ResizeBoardCommand(GameDocument* document, engine::Coord rows, engine::Coord cols);
};

} // namespace gui
