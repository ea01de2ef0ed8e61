#include "engine/GameModules.h"

#include "engine/games/attractions/AttractionsModule.h"
#include "engine/games/chomp/ChompModule.h"
#include "engine/games/nim/NimModule.h"
#include "engine/games/pawn/PawnModule.h"
#include "engine/games/rectangles/RectanglesModule.h"
#include "engine/games/volcano/VolcanoModule.h"

#include <vector>

namespace engine {

std::span<const GameModule* const> gameModules()
{
    // One line per game, in menu order.
    static const GameModule* const modules[]{
        &chompModule(),
        &volcanoModule(),
        &pawnModule(),
        &rectanglesModule(),
        &attractionsModule(),
        &nimModule(),
    };
    return modules;
}

const GameModule* findGameModule(std::string_view id)
{
    for (const GameModule* module : gameModules())
        if (module->id() == id)
            return module;
    return nullptr;
}

std::span<const Game* const> allGames()
{
    static const std::vector<const Game*> games = [] {
        std::vector<const Game*> list;
        for (const GameModule* module : gameModules())
            list.push_back(&module->game);
        return list;
    }();
    return games;
}

const Game* findGame(std::string_view id)
{
    const GameModule* module = findGameModule(id);
    return module ? &module->game : nullptr;
}

const GameText* findGameText(std::string_view id)
{
    const GameModule* module = findGameModule(id);
    return module ? &module->text : nullptr;
}

} // namespace engine
