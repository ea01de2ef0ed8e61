#pragma once

#include "engine/Board.h"
#include "engine/GameModule.h"

namespace engine {

// One board of a sum: its game (the module: rules, texts and name), the setup
// it was made as (what its solver belongs to) and the position reached from it.
struct SumComponent {
    const GameModule* module = nullptr;
    Board setup;
    Board position;

    [[nodiscard]] const Game& game() const { return module->game; }
};

} // namespace engine
