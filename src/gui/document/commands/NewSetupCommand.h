#pragma once

#include "gui/document/commands/StateChangeCommand.h"

#include "engine/Board.h"

namespace gui {

// Replaces the setup by another of the same game (Clear board, Example board)
// and clears the moves played, as one undo step.
class NewSetupCommand : public StateChangeCommand {
public:
    NewSetupCommand(GameDocument* document, const engine::Board& setup, const QString& text);
};

} // namespace gui
