#pragma once

#include "gui/looks/GameLook.h"

#include "engine/Game.h"

#include <string_view>

namespace gui {

// The look of each game, by engine game id.
class GameLooks {
public:
    // The look of the game `id`; a plain look for a game without its own.
    [[nodiscard]] static const GameLook& find(std::string_view id);
    // The look of `game`: a sum's (SumLook, its boards' looks) or find(game.id()).
    [[nodiscard]] static const GameLook& find(const engine::Game& game);
    // Whether the desktop program shows and plays the game `id`: it has a look of
    // its own. Games the engine knows but the GUI does not draw yet stay on the
    // command line.
    [[nodiscard]] static bool isSupported(std::string_view id);
    // Whether it shows `game`: a sum when it shows each of its boards' games.
    [[nodiscard]] static bool isSupported(const engine::Game& game);
};

} // namespace gui
