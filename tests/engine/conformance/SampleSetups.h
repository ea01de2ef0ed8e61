#pragma once

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"

#include <vector>

namespace conformance {

// Setups of `game` for round trips through its texts: its example board and
// random boards of a few densities, 6 x 7 where the game allows (4 x 5 under
// sanitizers), small enough to solve.
[[nodiscard]] std::vector<engine::Board> sampleSetups(const engine::Game& game);

// Up to `count` moves played from `setup`, each the last legal move of its position.
[[nodiscard]] std::vector<engine::Move> lastMovesFrom(const engine::Game& game, const engine::Board& setup,
                                                     int count);

} // namespace conformance
