#include "engine/games/pawn/PawnModule.h"

#include "engine/games/pawn/PawnBenchmark.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnText.h"

namespace engine {

namespace {

// Puzzle levels: the board is always the whole plane (its obstacles and pawn in
// the corner RandomBoard paints); fewer obstacles leave the pawn longer runs.
constexpr PuzzleRecipe kPuzzles{{{
    {.rows = PawnGame::kSide, .cols = PawnGame::kSide, .density = 0.3, .minRemoteness = 2, .minLegalMoves = 3},
    {.rows = PawnGame::kSide, .cols = PawnGame::kSide, .density = 0.2, .minRemoteness = 4, .minLegalMoves = 6},
    {.rows = PawnGame::kSide, .cols = PawnGame::kSide, .density = 0.12, .minRemoteness = 6, .minLegalMoves = 10},
}}};

} // namespace

const GameModule& pawnModule()
{
    return moduleOf<PawnGame, PawnText>({CellKind::Impassable, CellKind::Pawn}, kPuzzles, pawnBenchmark());
}

} // namespace engine
