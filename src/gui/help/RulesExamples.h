#pragma once

#include "gui/looks/RulesPage.h"
#include "gui/looks/RulesPicture.h"

#include "engine/Game.h"

#include <optional>
#include <vector>

namespace gui {

// The small example boards the rules dialog shows, all from the games' own
// rules pages (games/<id>/): each game's, and the legend's, which a game offers.
class RulesExamples {
public:
    // A legend example and the game it is a board of.
    struct GamePicture {
        const engine::Game* game = nullptr;
        RulesPicture picture;
    };

    // Two or three pictures for `game`; none for a game without a look of its own.
    [[nodiscard]] static std::vector<RulesPicture> forGame(const engine::Game& game);
    // The legend's `example` from the first game (menu order) whose rules page
    // offers it; none when no game does.
    [[nodiscard]] static std::optional<GamePicture> forLegend(LegendExample example);
};

} // namespace gui
