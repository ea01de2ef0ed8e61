#pragma once

#include "engine/Board.h"
#include "engine/GameModule.h"
#include "engine/puzzles/PuzzleRecipe.h"

#include <random>

namespace engine {

// The tidy setup of a puzzle of one level (PuzzleLevel says how it looks):
// the game's empty board, its area painted with the recipe's ground, a number
// of pieces in the level's range drawn apart from each other, the game's single
// kind (the pawn) on a free cell of the area, then the game's finishing step
// (volcano's monsters by the prime-cross rule). Everything is drawn from
// `random`. The result passes the game's setupProblem; throws Error if the
// level cannot give one (a recipe that does not fit its game).
[[nodiscard]] Board puzzleBoard(const GameModule& module, const PuzzleLevel& level, std::mt19937_64& random);

} // namespace engine
