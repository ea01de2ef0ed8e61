#pragma once

#include "engine/Board.h"
#include "engine/Game.h"

#include <random>
#include <string>
#include <vector>

// Helpers shared by the attractions engine tests.
namespace attractions_test {

// The attractions game from the registry.
[[nodiscard]] const engine::Game& attractions();
// A board from rows of 'X' (spot), '.' (plain), 'A' (attraction), '+' (sign).
[[nodiscard]] engine::Board boardOf(const std::vector<std::string>& rows);
// A random long thin setup of spots, of `shape` 0 to 3: one row, one column,
// two rows, three columns (few cells per diagonal: the rotated coordinates at
// their edges).
[[nodiscard]] engine::Board thinSetup(std::mt19937& rng, int shape);

} // namespace attractions_test
