#include "engine/RandomBoard.h"

#include "engine/Error.h"
#include "engine/GameModules.h"

#include <algorithm>
#include <cmath>

namespace engine {

std::size_t randomIndex(std::mt19937_64& random, std::size_t count)
{
    return static_cast<std::size_t>(random() % count); // count is tiny; the bias is negligible
}

void paintRandomCell(Board& board, CellKind kind, std::mt19937_64& random)
{
    const auto cells = static_cast<std::size_t>(board.rows() * board.cols());
    const std::size_t at = randomIndex(random, cells);
    const auto cols = static_cast<std::size_t>(board.cols());
    board.setCell({static_cast<Coord>(at / cols), static_cast<Coord>(at % cols)}, kind);
}

bool RandomBoard::supports(std::string_view gameId)
{
    return findGameModule(gameId) != nullptr;
}

Board RandomBoard::generate(const Game& game, Coord rows, Coord cols, double density, std::mt19937_64& random)
{
    const GameModule* module = findGameModule(game.id());
    if (module == nullptr)
        throw InvalidArgument("no random boards for the game " + std::string(game.id()));
    const RandomRecipe* recipe = &module->random;
    const SizeLimits limits = game.sizeLimits();
    if (rows < limits.minRows || rows > limits.maxRows || cols < limits.minCols || cols > limits.maxCols)
        throw InvalidArgument("a random board of a size the game does not take");
    Board board = game.emptyBoard(rows, cols);
    // Without its single kind (pawn's pawn) an empty board is not yet a setup.
    if (const auto problem = game.winLossSetupProblem(board); problem && !recipe->single)
        throw InvalidArgument(*problem);

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
        const std::size_t at = randomIndex(random, free.size());
        board.setCell(free[at], *recipe->single);
        free.erase(free.begin() + static_cast<std::ptrdiff_t>(at));
    }
    // The first `count` cells of a partial Fisher-Yates shuffle.
    const double share = std::clamp(density, 0.0, 1.0);
    const auto count = static_cast<std::size_t>(std::llround(share * static_cast<double>(free.size())));
    for (std::size_t i = 0; i < count; ++i) {
        std::swap(free[i], free[i + randomIndex(random, free.size() - i)]);
        board.setCell(free[i], recipe->scattered);
    }
    if (recipe->finish)
        recipe->finish(board, random);
    if (recipe->giveMove && game.legalMoves(board).empty())
        recipe->giveMove(board, random);
    if (const auto problem = game.winLossSetupProblem(board))
        throw Error("a random " + std::string(game.id()) + " board is invalid: " + *problem);
    if (game.legalMoves(board).empty())
        throw Error("a random " + std::string(game.id()) + " board has no move");
    return board;
}

} // namespace engine
