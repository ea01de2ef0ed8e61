#pragma once

#include "engine/Board.h"
#include "engine/Game.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

// Helpers shared by the attractions engine tests.
namespace attractions_test {

// The attractions game from the registry.
[[nodiscard]] const engine::Game& attractions();
// A board from rows of 'X' (spot), '.' (plain), 'A' (attraction), '+' (sign).
[[nodiscard]] engine::Board boardOf(const std::vector<std::string>& rows);
// The cells of single-cell moves as (row, col) pairs.
[[nodiscard]] std::set<std::pair<int, int>> cellsOf(const std::vector<engine::Move>& moves);

} // namespace attractions_test
