#include "engine/Game.h"

#include <algorithm>
#include <string>

namespace engine {

Board Game::emptyBoard(Coord rows, Coord cols) const
{
    return Board(rows, cols);
}

bool Game::isLegal(const Board& position, const Move& move) const
{
    const std::vector<Move> moves = legalMoves(position);
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

std::optional<std::string> Game::sizeProblem(const Board& setup, std::string_view boardName) const
{
    const SizeLimits limits = sizeLimits();
    if (setup.rows() >= limits.minRows && setup.rows() <= limits.maxRows && setup.cols() >= limits.minCols
        && setup.cols() <= limits.maxCols)
        return std::nullopt;
    return std::string(boardName) + " has " + std::to_string(limits.minRows) + " to "
        + std::to_string(limits.maxRows) + " rows and " + std::to_string(limits.minCols) + " to "
        + std::to_string(limits.maxCols) + " columns, not " + std::to_string(setup.rows()) + " x "
        + std::to_string(setup.cols());
}

} // namespace engine
