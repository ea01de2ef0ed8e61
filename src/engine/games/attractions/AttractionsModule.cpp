#include "engine/games/attractions/AttractionsModule.h"

#include "engine/games/attractions/AttractionsBenchmark.h"
#include "engine/games/attractions/AttractionsGame.h"
#include "engine/games/attractions/AttractionsText.h"

namespace engine {

namespace {

// Puzzle levels (PuzzleLevel): a park of spots with a few straight patches of
// plain lawn; harder puzzles are bigger parks in more regions, with more spots
// to weigh and a longer way to the win.
constexpr PuzzleRecipe kPuzzles{CellKind::Spot, CellKind::Empty, {{
    {.rows = 4, .cols = 4, .areaRows = 4, .areaCols = 4, .pieces = {1, 2}, .maxPieceLength = 2,
     .remoteness = {1, 3}, .legalMoves = {3, 10}, .parts = {1, 2}, .maxWinningMoves = 6},
    {.rows = 5, .cols = 5, .areaRows = 5, .areaCols = 5, .pieces = {2, 3}, .maxPieceLength = 2,
     .remoteness = {3, 5}, .legalMoves = {6, 18}, .parts = {1, 3}, .maxWinningMoves = 8},
    {.rows = 6, .cols = 6, .areaRows = 6, .areaCols = 6, .pieces = {2, 4}, .maxPieceLength = 3,
     .remoteness = {5, MeasureRange::kUnbounded}, .legalMoves = {10, MeasureRange::kUnbounded},
     .parts = {2, MeasureRange::kUnbounded}, .maxWinningMoves = 8},
}}};

} // namespace

const GameModule& attractionsModule()
{
    return moduleOf<AttractionsGame, AttractionsText>(
        {CellKind::Spot, std::nullopt, nullptr,
         [](Board& board, std::mt19937_64& random) { paintRandomCell(board, CellKind::Spot, random); }},
        kPuzzles, attractionsBenchmark());
}

} // namespace engine
