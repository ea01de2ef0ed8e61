#pragma once

#include "engine/GameText.h"

#include <span>
#include <string_view>

namespace engine {

// The text formats of every game that has them, by game id (GameRegistry's ids).
// A new game plugs into the front ends by adding its GameText here.
class GameTextRegistry {
public:
    // All text formats in GameRegistry's menu order.
    [[nodiscard]] static std::span<const GameText* const> all();
    // The text formats of the game with this id, or nullptr.
    [[nodiscard]] static const GameText* find(std::string_view gameId);
};

} // namespace engine
