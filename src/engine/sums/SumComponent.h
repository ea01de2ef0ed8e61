#pragma once

#include "engine/Board.h"
#include "engine/GameModule.h"

#include <optional>
#include <utility>

namespace engine {

// One board of a sum: its game (the module: rules, texts and name), the setup
// it was made as (what its solver belongs to) and the position reached from it.
struct SumComponent {
    const GameModule* module = nullptr;
    Board setup;
    Board position;
    // The rows and columns a sum shows of a board larger than
    // SumLayout::kMaxShownSide (its top-left window) when they were chosen
    // before: the window's document and its file keep them, so editing the
    // board (Clear) does not change the sum's layout. Empty: the smallest
    // window holding the board's marked cells. Ignored for a board shown whole.
    std::optional<std::pair<Coord, Coord>> window;

    [[nodiscard]] const Game& game() const { return module->game; }
};

} // namespace engine
