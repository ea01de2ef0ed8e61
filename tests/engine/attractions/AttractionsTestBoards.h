#pragma once

#include "engine/Board.h"
#include "engine/Game.h"

#include <string>
#include <vector>

// Helpers shared by the attractions engine tests.
namespace attractions_test {

// The attractions game from the registry.
[[nodiscard]] const engine::Game& attractions();
// A board from rows of 'X' (spot), '.' (plain), 'A' (attraction), '+' (sign).
[[nodiscard]] engine::Board boardOf(const std::vector<std::string>& rows);

} // namespace attractions_test
