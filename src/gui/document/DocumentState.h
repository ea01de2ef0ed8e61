#pragma once

#include "engine/Board.h"
#include "engine/Move.h"

#include <vector>

namespace gui {

// Everything an undo step restores: the setup, the moves played from it and how
// many of them are applied. Moves past `currentMove` stay in the list (the move
// list shows them) until a new move replaces them.
struct DocumentState {
    engine::Board setup;
    std::vector<engine::Move> moves;
    int currentMove = 0; // in [0, moves.size()]

    friend bool operator==(const DocumentState&, const DocumentState&) = default;
};

} // namespace gui
