#include "engine/games/chomp/ChompGame.h"

#include "engine/Error.h"
#include "engine/games/chomp/ChompSolver.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

namespace engine {

namespace {

// The table's largest square: 155 million staircases, within ChompTable::kMaxStates.
constexpr Coord kLargestSquareSide = 15;

} // namespace

SizeLimits ChompGame::sizeLimits() const
{
    return SizeLimits{1, 50, 1, 50, ChompTable::kMaxCells, kLargestSquareSide};
}

bool ChompGame::positionsFitLargestSquare(Coord rows, Coord cols) const
{
    const int side = static_cast<int>(kLargestSquareSide);
    return staircaseCount(static_cast<int>(rows), static_cast<int>(cols)) <= staircaseCount(side, side);
}

Board ChompGame::exampleBoard() const
{
    Board board(8, 8);
    board.setCell({0, 0}, CellKind::Poison);
    board.setCell({2, 1}, CellKind::Poison);
    board.setCell({0, 5}, CellKind::Poison);
    return board;
}

std::optional<std::string> ChompGame::setupProblem(const Board& setup) const
{
    if (auto problem = sizeProblem(setup, "a chomp board"))
        return problem;
    for (const auto& [cell, kind] : setup.markedCells())
        if (kind != CellKind::Poison)
            return "cell (" + std::to_string(cell.row) + ", " + std::to_string(cell.col)
                + ") of a chomp setup holds something other than chocolate or poison";
    return std::nullopt;
}

std::vector<Move> ChompGame::legalMoves(const Board& position) const
{
    std::vector<Move> moves;
    if (staircaseProblem(position))
        return moves;
    const Heights heights = staircaseOf(position);
    const Heights floor = poisonFloor(position);
    for (int r = 0; r < static_cast<int>(position.rows()); ++r)
        for (std::size_t c = 0; c < heights.size(); ++c)
            if (r >= floor[c] && r < heights[c])
                moves.push_back(Move::at({r, static_cast<Coord>(c)}));
    return moves;
}

Board ChompGame::play(const Board& position, const Move& move) const
{
    if (!move.isSingleCell())
        throw InvalidArgument("a bite is one cell, not the rectangle " + cellText(move.topLeft) + " to "
                              + cellText(move.bottomRight));
    if (const auto problem = biteProblem(position, move.topLeft))
        throw InvalidArgument(*problem);
    Board next = position;
    for (Coord r = move.topLeft.row; r < position.rows(); ++r)
        for (Coord c = move.topLeft.col; c < position.cols(); ++c)
            if (next.cellAt({r, c}) == CellKind::Empty)
                next.setCell({r, c}, CellKind::Eaten);
    return next;
}

std::unique_ptr<Solver> ChompGame::createSolver(const Board& setup) const
{
    return std::make_unique<ChompSolver>(setup);
}

} // namespace engine
