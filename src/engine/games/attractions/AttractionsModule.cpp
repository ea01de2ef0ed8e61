#include "engine/games/attractions/AttractionsModule.h"

#include "engine/games/attractions/AttractionsBenchmark.h"
#include "engine/games/attractions/AttractionsGame.h"
#include "engine/games/attractions/AttractionsText.h"

namespace engine {

const GameModule& attractionsModule()
{
    return moduleOf<AttractionsGame, AttractionsText>({CellKind::Spot}, attractionsBenchmark());
}

} // namespace engine
