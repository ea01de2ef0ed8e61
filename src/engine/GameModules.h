#pragma once

#include "engine/GameModule.h"

#include <span>
#include <string_view>

namespace engine {

// The one list of the games the program knows, in menu order. Adding a game
// adds one line to it (GameModules.cpp).
[[nodiscard]] std::span<const GameModule* const> gameModules();

// The module of the game with this id, or nullptr.
[[nodiscard]] const GameModule* findGameModule(std::string_view id);

// Shortcuts into the list for callers that need one part of a module.
// The rules of every game, in menu order.
[[nodiscard]] std::span<const Game* const> allGames();
// The rules of the game with this id, or nullptr.
[[nodiscard]] const Game* findGame(std::string_view id);
// The text formats of the game with this id, or nullptr.
[[nodiscard]] const GameText* findGameText(std::string_view id);

} // namespace engine
