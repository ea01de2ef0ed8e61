#include "engine/GameRegistry.h"

#include "engine/games/chomp/ChompGame.h"

namespace engine {

std::span<const Game* const> GameRegistry::all()
{
    // One line per game in each list, in menu order.
    static const ChompGame chomp;
    static const Game* const games[]{
        &chomp,
    };
    return games;
}

const Game* GameRegistry::find(std::string_view id)
{
    for (const Game* game : all())
        if (game->id() == id)
            return game;
    return nullptr;
}

} // namespace engine
