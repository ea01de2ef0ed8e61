#include "engine/GameRegistry.h"

#include "engine/games/attractions/AttractionsGame.h"
#include "engine/games/chomp/ChompGame.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/volcano/VolcanoGame.h"

namespace engine {

std::span<const Game* const> GameRegistry::all()
{
    // One line per game in each list, in menu order.
    static const ChompGame chomp;
    static const VolcanoGame volcano;
    static const PawnGame pawn;
    static const RectanglesGame rectangles;
    static const AttractionsGame attractions;
    static const Game* const games[]{
        &chomp,
        &volcano,
        &pawn,
        &rectangles,
        &attractions,
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
