#include "engine/games/pawn/PawnModule.h"

#include "engine/games/pawn/PawnBenchmark.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnText.h"

namespace engine {

namespace {

// Puzzle levels (PuzzleLevel): the board is the whole plane; the pawn and a
// few short walls of impassable cells lie in its top-left corner, bigger for
// harder puzzles, whose win lies further ahead. (A pawn far from the walls has
// some 10^9 moves: the number of legal moves grades nothing here.)
constexpr PuzzleRecipe kPuzzles{std::nullopt, CellKind::Impassable, {{
    {.rows = PawnGame::kSide, .cols = PawnGame::kSide, .areaRows = 6, .areaCols = 6, .pieces = {2, 3},
     .maxPieceLength = 3, .remoteness = {1, 3}, .maxWinningMoves = 2},
    {.rows = PawnGame::kSide, .cols = PawnGame::kSide, .areaRows = 8, .areaCols = 8, .pieces = {3, 5},
     .maxPieceLength = 3, .remoteness = {3, 7}, .maxWinningMoves = 2},
    {.rows = PawnGame::kSide, .cols = PawnGame::kSide, .areaRows = 10, .areaCols = 10, .pieces = {5, 7},
     .maxPieceLength = 4, .remoteness = {5, MeasureRange::kUnbounded}, .maxWinningMoves = 2},
}}};

// A pawn without a move (at the origin, or walled in on its left and above)
// leaves the origin for the cell right of it, then the cell on its left (else
// above it) is cleared: a step there is a move.
void clearAStep(Board& board, std::mt19937_64&)
{
    Cell pawn = board.cellsOf(CellKind::Pawn).front();
    if (pawn == Cell{0, 0}) {
        board.setCell(pawn, CellKind::Empty);
        pawn = {0, 1};
        board.setCell(pawn, CellKind::Pawn);
    }
    board.setCell(pawn.col > 0 ? Cell{pawn.row, pawn.col - 1} : Cell{pawn.row - 1, pawn.col}, CellKind::Empty);
}

} // namespace

const GameModule& pawnModule()
{
    return moduleOf<PawnGame, PawnText>({CellKind::Impassable, CellKind::Pawn, nullptr, clearAStep}, kPuzzles,
                                   pawnBenchmark());
}

} // namespace engine
