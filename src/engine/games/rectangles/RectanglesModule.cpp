#include "engine/games/rectangles/RectanglesModule.h"

#include "engine/games/rectangles/RectanglesBenchmark.h"
#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/rectangles/RectanglesText.h"

#include <array>
#include <vector>

namespace engine {

namespace {

// Puzzle levels (PuzzleLevel): a block of tiles with a few straight gaps;
// harder puzzles are bigger blocks in more parts, with more rectangles to take.
constexpr PuzzleRecipe kPuzzles{CellKind::Filled, CellKind::Empty, {{
    {.rows = 3, .cols = 4, .areaRows = 3, .areaCols = 4, .pieces = {1, 2}, .maxPieceLength = 2,
     .remoteness = {1, 3}, .legalMoves = {4, 16}, .parts = {1, 2}, .maxWinningMoves = 6},
    {.rows = 4, .cols = 5, .areaRows = 4, .areaCols = 5, .pieces = {2, 3}, .maxPieceLength = 3,
     .remoteness = {3, 7}, .legalMoves = {10, 40}, .parts = {1, 3}, .maxWinningMoves = 5},
    {.rows = 4, .cols = 6, .areaRows = 4, .areaCols = 6, .pieces = {3, 4}, .maxPieceLength = 3,
     .remoteness = {3, MeasureRange::kUnbounded}, .legalMoves = {16, MeasureRange::kUnbounded},
     .parts = {2, MeasureRange::kUnbounded}, .maxWinningMoves = 5},
}}};

// The 4-connected group of `kind` cells around `start` (a dense board).
std::vector<Cell> groupAt(const Board& board, Cell start, CellKind kind)
{
    std::vector<Cell> group{start};
    std::vector<bool> seen(static_cast<std::size_t>(board.rows() * board.cols()));
    seen[static_cast<std::size_t>(start.row * board.cols() + start.col)] = true;
    for (std::size_t next = 0; next < group.size(); ++next) {
        const Cell cell = group[next];
        const std::array<Cell, 4> neighbours{
            Cell{cell.row - 1, cell.col}, Cell{cell.row + 1, cell.col},
            Cell{cell.row, cell.col - 1}, Cell{cell.row, cell.col + 1}};
        for (const Cell near : neighbours) {
            if (!board.contains(near) || board.cellAt(near) != kind)
                continue;
            const auto index = static_cast<std::size_t>(near.row * board.cols() + near.col);
            if (!seen[index]) {
                seen[index] = true;
                group.push_back(near);
            }
        }
    }
    return group;
}

// Clears random cells of groups of ones larger than the solver takes quickly
// (RectanglesGame::kQuickComponentCells) until none is left: a random board
// is analysed in seconds.
void breakLargeGroups(Board& board, std::mt19937_64& random)
{
    while (const auto large = RectanglesGame::oversizedComponent(board, RectanglesGame::kQuickComponentCells)) {
        const std::vector<Cell> group = groupAt(board, large->first, CellKind::Filled);
        board.setCell(group[randomIndex(random, group.size())], CellKind::Empty);
    }
}

} // namespace

const GameModule& rectanglesModule()
{
    return moduleOf<RectanglesGame, RectanglesText>(
        {CellKind::Filled, std::nullopt, breakLargeGroups,
         [](Board& board, std::mt19937_64& random) { paintRandomCell(board, CellKind::Filled, random); }},
        kPuzzles,
                                                   rectanglesBenchmark());
}

} // namespace engine
