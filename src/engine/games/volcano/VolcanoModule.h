#pragma once

#include "engine/GameModule.h"

namespace engine {

// Everything the engine knows of Volcano: VolcanoGame, VolcanoText, its random
// setups and VolcanoBenchmark, as one entry of GameModules.
[[nodiscard]] const GameModule& volcanoModule();

} // namespace engine
