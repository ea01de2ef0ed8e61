#include "engine/games/volcano/VolcanoModule.h"

#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoBenchmark.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoText.h"

namespace engine {

namespace {

// Puzzle levels: bigger boards with more walls (so more monsters), longer games.
constexpr PuzzleRecipe kPuzzles{{{
    {.rows = 5, .cols = 6, .density = 0.2, .minRemoteness = 3, .minLegalMoves = 4},
    {.rows = 7, .cols = 8, .density = 0.2, .minRemoteness = 5, .minLegalMoves = 8},
    {.rows = 10, .cols = 10, .density = 0.2, .minRemoteness = 7, .minLegalMoves = 14},
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
