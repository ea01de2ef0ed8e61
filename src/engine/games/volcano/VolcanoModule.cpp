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

// Walls that leave no monster: where the board is at least 5 x 5, the walls on
// the cross of a random cell two steps from every edge are opened, and the rule
// puts a monster on it; a smaller board has no cell the rule can give a
// monster, so one is placed by hand (a setup may hold those) on a random cell.
void openACross(Board& board, std::mt19937_64& random)
{
    constexpr Coord kReach = 2; // the shortest prime
    if (board.rows() <= 2 * kReach || board.cols() <= 2 * kReach) {
        paintRandomCell(board, CellKind::Monster, random);
        return;
    }
    const auto pick = [&random](Coord side) {
        return kReach + static_cast<Coord>(randomIndex(random, static_cast<std::size_t>(side - 2 * kReach)));
    };
    const Cell centre{pick(board.rows()), pick(board.cols())};
    for (Coord d = -kReach; d <= kReach; ++d) {
        board.setCell({centre.row + d, centre.col}, CellKind::Empty);
        board.setCell({centre.row, centre.col + d}, CellKind::Empty);
    }
    board = withPrimeCrossMonsters(board);
}

} // namespace

const GameModule& volcanoModule()
{
    return moduleOf<VolcanoGame, VolcanoText>({CellKind::Wall, std::nullopt, derivePrimeCrossMonsters, openACross},
                                             kPuzzles, volcanoBenchmark());
}

} // namespace engine
