#include "engine/puzzles/PuzzleBoard.h"

#include "engine/Error.h"
#include "engine/RandomBoard.h"

#include <string>
#include <vector>

namespace engine {

namespace {

// Tries per piece to find a place apart from the pieces drawn before; a level
// whose pieces do not fit gets fewer (never noise).
constexpr int kPlacementTries = 40;

std::int64_t drawIn(std::mt19937_64& random, std::int64_t low, std::int64_t high)
{
    return low + static_cast<std::int64_t>(randomIndex(random, static_cast<std::size_t>(high - low + 1)));
}

// Whether `cell` or one of its eight neighbours inside the area is taken.
bool crowded(const std::vector<bool>& taken, Coord rows, Coord cols, Cell cell)
{
    for (Coord r = cell.row - 1; r <= cell.row + 1; ++r)
        for (Coord c = cell.col - 1; c <= cell.col + 1; ++c)
            if (r >= 0 && r < rows && c >= 0 && c < cols && taken[static_cast<std::size_t>(r * cols + c)])
                return true;
    return false;
}

} // namespace

Board puzzleBoard(const GameModule& module, const PuzzleLevel& level, std::mt19937_64& random)
{
    const Game& game = module.game;
    const PuzzleRecipe& recipe = module.puzzles;
    Board board = game.emptyBoard(level.rows, level.cols);
    const Coord rows = level.areaRows;
    const Coord cols = level.areaCols;
    if (recipe.ground)
        for (Coord r = 0; r < rows; ++r)
            for (Coord c = 0; c < cols; ++c)
                board.setCell({r, c}, *recipe.ground);

    // The pieces: straight runs, none touching another.
    std::vector<bool> taken(static_cast<std::size_t>(rows * cols));
    const std::int64_t pieces = drawIn(random, level.pieces.min, level.pieces.max);
    for (std::int64_t piece = 0; piece < pieces; ++piece) {
        for (int attempt = 0; attempt < kPlacementTries; ++attempt) {
            const bool across = random() % 2 == 0;
            const auto length = static_cast<Coord>(drawIn(random, 1, level.maxPieceLength));
            const Coord spanRows = across ? 1 : length;
            const Coord spanCols = across ? length : 1;
            if (spanRows > rows || spanCols > cols)
                continue;
            const Cell start{static_cast<Coord>(drawIn(random, 0, rows - spanRows)),
                             static_cast<Coord>(drawIn(random, 0, cols - spanCols))};
            std::vector<Cell> cells;
            for (Coord i = 0; i < length; ++i)
                cells.push_back(across ? Cell{start.row, start.col + i} : Cell{start.row + i, start.col});
            bool apart = true;
            for (const Cell cell : cells)
                apart = apart && !crowded(taken, rows, cols, cell);
            if (!apart)
                continue;
            for (const Cell cell : cells) {
                taken[static_cast<std::size_t>(cell.row * cols + cell.col)] = true;
                board.setCell(cell, recipe.feature);
            }
            break;
        }
    }

    if (module.random.single) {
        std::vector<Cell> free;
        for (Coord r = 0; r < rows; ++r)
            for (Coord c = 0; c < cols; ++c)
                if (!taken[static_cast<std::size_t>(r * cols + c)])
                    free.push_back({r, c});
        if (free.empty())
            throw Error("a puzzle board of " + std::string(game.id()) + " has no free cell for its single kind");
        board.setCell(free[randomIndex(random, free.size())], *module.random.single);
    }
    if (module.random.finish)
        module.random.finish(board, random);
    if (const auto problem = game.setupProblem(board))
        throw Error("a puzzle board of " + std::string(game.id()) + " is invalid: " + *problem);
    return board;
}

} // namespace engine
