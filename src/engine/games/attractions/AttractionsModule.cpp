#include "engine/games/attractions/AttractionsModule.h"

#include "engine/games/attractions/AttractionsBenchmark.h"
#include "engine/games/attractions/AttractionsGame.h"
#include "engine/games/attractions/AttractionsText.h"

namespace engine {

const GameModule& attractionsModule()
{
    static const AttractionsGame game;
    static const AttractionsText text;
    static const GameModule module{game, text, RandomRecipe{CellKind::Spot, std::nullopt, nullptr},
                                   attractionsBenchmark()};
    return module;
}

} // namespace engine
