#pragma once

#include "gui/document/commands/StateChangeCommand.h"

#include "engine/Move.h"

namespace gui {

// Plays a move in the current position. Moves after the current one (left
// there by going back in the move list) are replaced. The caller checks that
// the move is legal.
class PlayMoveCommand : public StateChangeCommand {
public:
    PlayMoveCommand(GameDocument* document, const engine::Move& move, const QString& text);
};

} // namespace gui
