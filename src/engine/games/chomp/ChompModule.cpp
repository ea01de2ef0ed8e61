#include "engine/games/chomp/ChompModule.h"

#include "engine/games/chomp/ChompBenchmark.h"
#include "engine/games/chomp/ChompGame.h"
#include "engine/games/chomp/ChompText.h"

namespace engine {

namespace {

// Puzzle levels (PuzzleLevel): a bar with one or two poisoned pieces; harder
// puzzles are bigger bars whose win lies further ahead among more bites.
constexpr PuzzleRecipe kPuzzles{std::nullopt, CellKind::Poison, {{
    {.rows = 4, .cols = 5, .areaRows = 4, .areaCols = 5, .pieces = {1, 1}, .maxPieceLength = 1,
     .remoteness = {1, 3}, .legalMoves = {4, 10}, .maxWinningMoves = 3},
    {.rows = 5, .cols = 6, .areaRows = 5, .areaCols = 6, .pieces = {1, 2}, .maxPieceLength = 1,
     .remoteness = {3, 7}, .legalMoves = {8, 20}, .maxWinningMoves = 4},
    {.rows = 6, .cols = 8, .areaRows = 6, .areaCols = 8, .pieces = {1, 2}, .maxPieceLength = 1,
     .remoteness = {5, MeasureRange::kUnbounded}, .legalMoves = {16, MeasureRange::kUnbounded}, .maxWinningMoves = 4},
}}};

// A chomp setup has a move unless the bottom-right piece is poison (every bite
// would eat it): that poison moves to a random other piece, if there is one.
void freeTheLastPiece(Board& board, std::mt19937_64& random)
{
    const Cell last{board.rows() - 1, board.cols() - 1};
    board.setCell(last, CellKind::Empty);
    std::vector<Cell> pieces;
    for (Coord r = 0; r < board.rows(); ++r)
        for (Coord c = 0; c < board.cols(); ++c)
            if (Cell cell{r, c}; cell != last && board.cellAt(cell) != CellKind::Poison)
                pieces.push_back(cell);
    if (!pieces.empty())
        board.setCell(pieces[randomIndex(random, pieces.size())], CellKind::Poison);
}

} // namespace

const GameModule& chompModule()
{
    return moduleOf<ChompGame, ChompText>({CellKind::Poison, std::nullopt, nullptr, freeTheLastPiece}, kPuzzles, chompBenchmark());
}

} // namespace engine
