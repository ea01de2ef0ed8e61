#include "engine/games/attractions/AttractionsModule.h"

#include "engine/games/attractions/AttractionsBenchmark.h"
#include "engine/games/attractions/AttractionsGame.h"
#include "engine/games/attractions/AttractionsText.h"

namespace engine {

namespace {

// Puzzle levels: bigger boards with more spots, longer games and more moves.
constexpr PuzzleRecipe kPuzzles{{{
    {.rows = 4, .cols = 4, .density = 0.5, .minRemoteness = 3, .minLegalMoves = 5},
    {.rows = 6, .cols = 6, .density = 0.45, .minRemoteness = 5, .minLegalMoves = 10},
    {.rows = 8, .cols = 8, .density = 0.4, .minRemoteness = 7, .minLegalMoves = 18},
}}};

} // namespace

const GameModule& attractionsModule()
{
    return moduleOf<AttractionsGame, AttractionsText>({CellKind::Spot}, kPuzzles, attractionsBenchmark());
}

} // namespace engine
