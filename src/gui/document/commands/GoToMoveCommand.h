#pragma once

#include "gui/document/commands/StateChangeCommand.h"

namespace gui {

// Shows the position after `moveCount` of the moves played (0: the start, as
// Restart does) without forgetting the later moves.
class GoToMoveCommand : public StateChangeCommand {
public:
    GoToMoveCommand(GameDocument* document, int moveCount, const QString& text);
};

} // namespace gui
