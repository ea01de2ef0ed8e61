#pragma once

#include "engine/GameModule.h"

namespace engine {

// Everything the engine knows of Rectangles: RectanglesGame, RectanglesText, its random
// setups and RectanglesBenchmark, as one entry of GameModules.
[[nodiscard]] const GameModule& rectanglesModule();

} // namespace engine
