#pragma once

#include "engine/Game.h"

#include <span>
#include <string_view>

namespace engine {

// Every game the program knows, by id, for the front ends.
class GameRegistry {
public:
    // All games in menu order.
    [[nodiscard]] static std::span<const Game* const> all();
    // The game with this id, or nullptr.
    [[nodiscard]] static const Game* find(std::string_view id);
};

} // namespace engine
