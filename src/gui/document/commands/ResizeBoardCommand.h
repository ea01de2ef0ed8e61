#pragma once

#include "gui/document/commands/StateChangeCommand.h"

#include "engine/Cell.h"

namespace gui {

// Gives the setup a new size, keeping the painted cells that still fit and the
// moves played that stay legal on it, in order, up to the first that does not
// (undo restores the board and every move).
class ResizeBoardCommand : public StateChangeCommand {
public:
    ResizeBoardCommand(GameDocument* document, engine::Coord rows, engine::Coord cols);

    // How many of the moves played before the resize were kept.
    [[nodiscard]] int keptMoves() const { return static_cast<int>(after().moves.size()); }
    [[nodiscard]] int movesBefore() const { return m_movesBefore; }

private:
    int m_movesBefore;
};

} // namespace gui
