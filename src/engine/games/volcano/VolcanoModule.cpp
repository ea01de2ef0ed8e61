#include "engine/games/volcano/VolcanoModule.h"

#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoBenchmark.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoText.h"

namespace engine {

namespace {

// Puzzle levels (PuzzleLevel): open ground with a few short walls (the
// monsters by the prime-cross rule: cells two or more steps from every wall
// and edge); harder puzzles are bigger, with more monsters, parts and a longer
// way to the win.
constexpr PuzzleRecipe kPuzzles{std::nullopt, CellKind::Wall, {{
    {.rows = 6, .cols = 7, .areaRows = 6, .areaCols = 7, .pieces = {0, 1}, .maxPieceLength = 2,
     .remoteness = {1, 3}, .legalMoves = {2, 8}, .parts = {1, 2}, .maxWinningMoves = 2},
    {.rows = 8, .cols = 9, .areaRows = 8, .areaCols = 9, .pieces = {1, 3}, .maxPieceLength = 3,
     .remoteness = {3, 5}, .legalMoves = {4, 16}, .parts = {1, 3}, .maxWinningMoves = 3},
    {.rows = 10, .cols = 10, .areaRows = 10, .areaCols = 10, .pieces = {2, 4}, .maxPieceLength = 3,
     .remoteness = {5, MeasureRange::kUnbounded}, .legalMoves = {8, MeasureRange::kUnbounded},
     .parts = {2, MeasureRange::kUnbounded}, .maxWinningMoves = 6},
}}};

// Random walls get their monsters by the prime-cross rule, as the contest's boards do.
void derivePrimeCrossMonsters(Board& board, std::mt19937_64&)
{
    board = withPrimeCrossMonsters(board);
}

} // namespace

const GameModule& volcanoModule()
{
    return moduleOf<VolcanoGame, VolcanoText>({CellKind::Wall, std::nullopt, derivePrimeCrossMonsters}, kPuzzles,
                                             volcanoBenchmark());
}

} // namespace engine
