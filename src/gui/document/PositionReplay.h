#pragma once

#include "gui/document/DocumentState.h"

#include "engine/Board.h"
#include "engine/SolveContext.h"

#include <vector>

namespace engine {
class Game;
}

namespace gui {

// The positions of a document's state, the setup after 0, 1, ... moves: plays on
// from the last of `positions` (empty: the setup) up to state.currentMove. The
// first move that is illegal in turn is dropped with the rest (state is cut
// there): a document never shows a position the rules cannot reach. The one
// replay of GameDocument, and of a file being opened off the GUI thread
// (OpenedFile), whose `context` stops it and hears its progress.
void replayPositions(const engine::Game& game, DocumentState& state, std::vector<engine::Board>& positions,
                     const engine::SolveContext& context = {});

} // namespace gui
