#pragma once

#include "engine/GameModule.h"

namespace engine {

// Everything the engine knows of Pawn: PawnGame, PawnText, its random
// setups and PawnBenchmark, as one entry of GameModules.
[[nodiscard]] const GameModule& pawnModule();

} // namespace engine
