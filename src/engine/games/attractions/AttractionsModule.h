#pragma once

#include "engine/GameModule.h"

namespace engine {

// Everything the engine knows of Attractions: AttractionsGame, AttractionsText, its random
// setups and AttractionsBenchmark, as one entry of GameModules.
[[nodiscard]] const GameModule& attractionsModule();

} // namespace engine
