#include "engine/games/chomp/ChompGame.h"

#include "engine/Error.h"
#include "engine/games/chomp/ChompSolver.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

namespace engine {

namespace {

// The remoteness table's largest square: 155 million staircases, within ChompTable::kMaxStates.
constexpr Coord kLargestSquareSide = 15;
// The outcome bits' largest square: 138 billion staircases (17.2 GB; run on the
// project machine in 36 min of CPU, 16.1 GiB peak), within
// ChompTable::kMaxOutcomeStates; it takes the 10 x 42 bar (16 billion).
constexpr Coord kOutcomesSquareSide = 20;
// The window's largest square, analysed by win or loss from a ChompCatalog:
// 18 x 18 takes about two minutes and 1.1 GB once, then a 70 MB catalog.
constexpr Coord kWinLossSquareSide = 18;

Board exampleSetup()
{
    Board board(8, 8);
    board.setCell({0, 0}, CellKind::Poison);
    board.setCell({2, 1}, CellKind::Poison);
    board.setCell({0, 5}, CellKind::Poison);
    return board;
}

} // namespace

ChompGame::ChompGame()
    : Game({.id = "chomp", .displayName = "Poisoned Chomp", .withArticle = "a chomp",
            .paletteKinds = {CellKind::Poison}, .setupKindsText = "chocolate or poison",
            .sizeLimits = {1, ChompTable::kMaxSide, 1, ChompTable::kMaxSide, ChompTable::kMaxCells, kLargestSquareSide,
                           kOutcomesSquareSide, kWinLossSquareSide},
            .exampleBoard = exampleSetup()})
{
}

bool ChompGame::positionsFitSquare(Coord rows, Coord cols, Coord side) const
{
    const int square = static_cast<int>(side);
    return staircaseCount(static_cast<int>(rows), static_cast<int>(cols)) <= staircaseCount(square, square);
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

std::unique_ptr<Solver> ChompGame::createMisereSolver(const Board& setup) const
{
    return std::make_unique<ChompSolver>(setup, PlayRule::Misere);
}

} // namespace engine
