#pragma once

#include "engine/Board.h"
#include "engine/GameModule.h"
#include "engine/Move.h"
#include "engine/PlayRule.h"
#include "engine/SolveContext.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace engine {

// What a puzzle is asked for: a level (1 easy, 2 medium, 3 hard), a seed and
// how many winning moves its position must have ("find the winning move" is 1),
// and the rule its verdicts follow (misère: the last move loses).
struct PuzzleRequest {
    static constexpr int kMaxWinningMoves = 9;

    int level = 2;
    std::uint64_t seed = 1;
    int winningMoves = 1;
    PlayRule rule = PlayRule::Normal;
};

// A generated puzzle: a setup, the moves played from it (possibly none) and the
// position they reach, which has exactly the requested number of winning moves
// by the game's solver under the request's rule. Its measures (PuzzleLevel), and how far the level's
// ranges were widened to find it (0: not at all; see generatePuzzle).
struct Puzzle {
    Board setup;
    std::vector<Move> moves;
    Board position;
    int remoteness = 0;          // of the position (0 where the solver does not know it)
    std::int64_t legalMoves = 0; // of the position
    int parts = 1;               // of the position (1 where the game does not split)
    int relaxation = 0;          // 0 to PuzzleSearch::kRelaxations
};

// The bounds of the search, stated once.
struct PuzzleSearch {
    // Random boards tried before the level's measure ranges are widened; after
    // kRelaxations widenings (each lowers the least values to the share
    // (kRelaxations - step) / kRelaxations of the level's and raises the most to
    // (1 + step) times the level's, the last asking for nothing but the winning
    // moves) the search goes on with that until it finds a puzzle or is stopped.
    static constexpr int kBoardsPerStep = 16;
    static constexpr int kRelaxations = 3;
    // The positions of one random game that are looked at, from the setup on.
    static constexpr int kMaxWalk = 200;
    // Under the misère rule a level's boards need not hold a position with the
    // requested winning moves at all (volcano's easy boards have 0, 2 or 4), so
    // that search ends after this many boards with an Error saying so.
    static constexpr int kMisereBoards = 256;
};

// The level's measure ranges after `step` widenings (PuzzleSearch).
[[nodiscard]] PuzzleLevel widenedLevel(PuzzleLevel level, int step);

// A puzzle of `module`'s game by its PuzzleRecipe. Deterministic: the same
// module, request and nothing else give the same puzzle (a std::mt19937_64
// seeded from the seed, the game id, the level and the winning moves; no
// clock, no global state), so every front end shows the same puzzle. Under
// the normal rule the seed is what it always was, so a seed keeps its puzzle;
// a misère request adds the rule to it.
//
// Each try draws a tidy board of the level (puzzleBoard) and plays one random
// game from it; the positions along it that have exactly the requested winning
// moves and measures in the level's ranges are the candidates, and one of them
// is drawn. A request the level cannot meet is refused before the search:
// InvalidArgument for a level outside 1 to 3, winning moves outside 1 to
// kMaxWinningMoves or above the level's maxWinningMoves (the message says how
// many it may have), and under the misère rule a level whose board is beyond
// the game's misère promise (Game::takesSizeForMisere; misereLevelProblem).
// Positions are judged by Game::solverFor(setup, rule); under misère a
// position whose verdict the search leaves not known is never a candidate.
// Otherwise the search goes on until it finds a puzzle, so a
// normal request always gives one (a misère one: Error after
// PuzzleSearch::kMisereBoards boards without one); Stopped when stopped through `context`. Reports
// progress through `context` (a share that grows with the boards tried and
// reaches 1 with the puzzle); may be called from any thread.
// Why `module`'s puzzles of `level` (1 to 3) cannot be asked for under the
// misère rule ("a hard volcano puzzle has a 10 x 10 board, and the misère
// verdicts are decided for boards of at most 49 cells"), or nothing.
[[nodiscard]] std::optional<std::string> misereLevelProblem(const GameModule& module, int level);

[[nodiscard]] Puzzle generatePuzzle(const GameModule& module, const PuzzleRequest& request,
                                    const SolveContext& context);

} // namespace engine
