#include "engine/RandomBoard.h"

#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/volcano/PrimeCross.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <stdexcept>

namespace engine {

namespace {

// Turns the scattered board into a valid setup.
using Finish = void (*)(Board& board, std::mt19937_64& random);

struct Recipe {
    std::string_view gameId;
    CellKind scattered;
    std::optional<CellKind> single; // placed once, on a cell that is not scattered
    Finish finish;
};

// A uniform index in [0, count).
std::size_t pick(std::mt19937_64& random, std::size_t count)
{
    return static_cast<std::size_t>(random() % count); // count is tiny; the bias is negligible
}

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

void derivePrimeCrossMonsters(Board& board, std::mt19937_64&)
{
    board = withPrimeCrossMonsters(board);
}

// Clears random cells of groups of ones larger than the solver takes until none is left.
void breakLargeGroups(Board& board, std::mt19937_64& random)
{
    while (const auto first = RectanglesGame::oversizedComponent(board)) {
        const std::vector<Cell> group = groupAt(board, *first, CellKind::Filled);
        board.setCell(group[pick(random, group.size())], CellKind::Empty);
    }
}

void keepAsScattered(Board&, std::mt19937_64&) {}

// One line per game.
constexpr std::array kRecipes{
    Recipe{"chomp", CellKind::Poison, std::nullopt, keepAsScattered},
    Recipe{"volcano", CellKind::Wall, std::nullopt, derivePrimeCrossMonsters},
    Recipe{"pawn", CellKind::Impassable, CellKind::Pawn, keepAsScattered},
    Recipe{"rectangles", CellKind::Filled, std::nullopt, breakLargeGroups},
    Recipe{"attractions", CellKind::Spot, std::nullopt, keepAsScattered},
};

const Recipe* recipeFor(std::string_view gameId)
{
    for (const Recipe& recipe : kRecipes)
        if (recipe.gameId == gameId)
            return &recipe;
    return nullptr;
}

} // namespace

bool RandomBoard::supports(std::string_view gameId)
{
    return recipeFor(gameId) != nullptr;
}

Board RandomBoard::generate(const Game& game, Coord rows, Coord cols, double density, std::mt19937_64& random)
{
    const Recipe* recipe = recipeFor(game.id());
    if (recipe == nullptr)
        throw std::invalid_argument("no random boards for the game " + std::string(game.id()));
    const SizeLimits limits = game.sizeLimits();
    if (rows < limits.minRows || rows > limits.maxRows || cols < limits.minCols || cols > limits.maxCols)
        throw std::invalid_argument("a random board of a size the game does not take");
    Board board = game.emptyBoard(rows, cols);
    // Without its single kind (pawn's pawn) an empty board is not yet a setup.
    if (const auto problem = game.setupProblem(board); problem && !recipe->single)
        throw std::invalid_argument(*problem);

    // The cells that may be painted, row-major.
    const bool huge = rows * cols > Board::kDenseCellLimit;
    const Coord areaRows = huge ? std::min(rows, kHugeBoardArea) : rows;
    const Coord areaCols = huge ? std::min(cols, kHugeBoardArea) : cols;
    std::vector<Cell> free;
    free.reserve(static_cast<std::size_t>(areaRows * areaCols));
    for (Coord r = 0; r < areaRows; ++r)
        for (Coord c = 0; c < areaCols; ++c)
            free.push_back({r, c});

    if (recipe->single) {
        const std::size_t at = pick(random, free.size());
        board.setCell(free[at], *recipe->single);
        free.erase(free.begin() + static_cast<std::ptrdiff_t>(at));
    }
    // The first `count` cells of a partial Fisher-Yates shuffle.
    const double share = std::clamp(density, 0.0, 1.0);
    const auto count = static_cast<std::size_t>(std::llround(share * static_cast<double>(free.size())));
    for (std::size_t i = 0; i < count; ++i) {
        std::swap(free[i], free[i + pick(random, free.size() - i)]);
        board.setCell(free[i], recipe->scattered);
    }
    recipe->finish(board, random);
    if (const auto problem = game.setupProblem(board))
        throw std::logic_error("a random " + std::string(game.id()) + " board is invalid: " + *problem);
    return board;
}

} // namespace engine
