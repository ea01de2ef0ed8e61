#include "gui/help/RulesExamples.h"

#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

namespace gui {

std::vector<RulesPicture> RulesExamples::forGame(const engine::Game& game)
{
    return GameLooks::find(game).rulesPage().pictures;
}

std::optional<RulesExamples::GamePicture> RulesExamples::forLegend(LegendExample example)
{
    for (const engine::Game* game : engine::allGames()) {
        if (!GameLooks::isSupported(game->id()))
            continue;
        const RulesPage page = GameLooks::find(game->id()).rulesPage();
        if (const auto found = page.legendPictures.find(example); found != page.legendPictures.end())
            return GamePicture{game, found->second};
    }
    return std::nullopt;
}

} // namespace gui
