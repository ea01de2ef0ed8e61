#pragma once

#include "engine/GameModule.h"

namespace engine {

// Everything the engine knows of Poisoned Chomp: ChompGame, ChompText, its random
// setups and ChompBenchmark, as one entry of GameModules.
[[nodiscard]] const GameModule& chompModule();

} // namespace engine
