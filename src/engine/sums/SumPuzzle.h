#pragma once

#include "engine/SolveContext.h"
#include "engine/puzzles/PuzzleGenerator.h"
#include "engine/sums/SumComponent.h"
#include "engine/sums/SumMove.h"

#include <optional>
#include <string>
#include <vector>

namespace engine {

// A puzzle of a sum ("three boards, one winning move: find it"): boards of
// different games, each a setup and the position after the moves played on
// it, whose sum has exactly the requested winning moves, every board with
// moves left and every board's value known.
struct SumPuzzle {
    std::vector<SumComponent> boards; // setups and the positions reached
    std::vector<SumMove> moves;       // played from the setups, board by board
};

// The winning moves a sum puzzle may be asked to have at most.
inline constexpr int kMaxSumPuzzleWinningMoves = 3;

// A sum puzzle of `request.level`: 2 boards at level 1, 3 at levels 2 and 3,
// of different games drawn from gameModules(), each a tidy board of that level
// of its game (puzzleBoard) and a few random moves along it. Deterministic: a
// std::mt19937_64 seeded from the seed, the level and the winning moves only.
// InvalidArgument for a level outside 1 to 3 or winning moves outside 1 to
// kMaxSumPuzzleWinningMoves, before any search; otherwise the search goes on
// until it finds one. Throws Stopped when stopped through `context`; progress
// grows with the sums tried.
//
// Under the misère rule (request.rule) the sum is judged as a whole by its
// SumGame's misère solver (Game::solverFor on the combined board), its boards
// drawn only from the games whose board of that level is within their misère
// promise (Game::takesSizeForMisere), the rule added to the seed (a normal
// seed keeps its puzzle); InvalidArgument up front when fewer such games
// than boards are left (misereSumLevelProblem); Error after
// PuzzleSearch::kMisereBoards sums without one.
// Why sum puzzles of `level` cannot be asked for under the misère rule, or nothing.
[[nodiscard]] std::optional<std::string> misereSumLevelProblem(int level);

[[nodiscard]] SumPuzzle generateSumPuzzle(const PuzzleRequest& request, const SolveContext& context);

} // namespace engine
