#include "engine/games/chomp/ChompModule.h"

#include "engine/games/chomp/ChompBenchmark.h"
#include "engine/games/chomp/ChompGame.h"
#include "engine/games/chomp/ChompText.h"

namespace engine {

namespace {

// Puzzle levels: bigger bars with more poison, longer games and more bites.
constexpr PuzzleRecipe kPuzzles{{{
    {.rows = 4, .cols = 5, .density = 0.1, .minRemoteness = 3, .minLegalMoves = 6},
    {.rows = 6, .cols = 7, .density = 0.15, .minRemoteness = 5, .minLegalMoves = 14},
    {.rows = 8, .cols = 10, .density = 0.2, .minRemoteness = 9, .minLegalMoves = 28},
}}};

} // namespace

const GameModule& chompModule()
{
    return moduleOf<ChompGame, ChompText>({CellKind::Poison}, kPuzzles, chompBenchmark());
}

} // namespace engine
