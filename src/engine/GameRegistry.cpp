#include "engine/GameRegistry.h"

#include "engine/games/chomp/ChompGame.h"

#include <array>

namespace engine {

std::span<const Game* const> GameRegistry::all()
{
    static const ChompGame chomp;
    static const std::array<const Game*, 1> games{&chomp};
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
