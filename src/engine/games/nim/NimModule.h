#pragma once

#include "engine/GameModule.h"

namespace engine {

// Everything the engine knows of Nim: NimGame, NimText, its random setups,
// puzzles and NimBenchmark, as one entry of GameModules.
[[nodiscard]] const GameModule& nimModule();

} // namespace engine
