#pragma once

#include "gui/looks/GameLook.h"

#include <string_view>

namespace gui {

// The look of each game, by engine game id.
class GameLooks {
public:
    // The look of the game `id`; a plain look for a game without its own.
    [[nodiscard]] static const GameLook& find(std::string_view id);
    // Whether the desktop program shows and plays the game `id`: it has a look of
    // its own. Games the engine knows but the GUI does not draw yet stay on the
    // command line.
    [[nodiscard]] static bool isSupported(std::string_view id);
};

} // namespace gui
