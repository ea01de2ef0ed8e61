#include "engine/games/pawn/PawnGame.h"

#include "engine/games/pawn/PawnSolver.h"
#include "engine/Error.h"

namespace engine {

namespace {

Board exampleSetup()
{
    // A few impassable cells near the origin bend the losing diagonal X = Y;
    // the pawn at (9, 7) has two winning moves, up to (9, 0) and left to (4, 7).
    Board board(PawnGame::kSide, PawnGame::kSide);
    for (const auto& [x, y] : {std::pair{3, 1}, {1, 4}, {6, 3}, {4, 6}, {8, 0}, {0, 7}, {7, 8}, {2, 2}})
        board.setCell({y, x}, CellKind::Impassable);
    board.setCell({7, 9}, CellKind::Pawn);
    return board;
}

} // namespace

PawnGame::PawnGame()
    : Game({.id = "pawn", .displayName = "Pawn", .withArticle = "a pawn",
            .paletteKinds = {CellKind::Impassable, CellKind::Pawn},
            .setupKindsText = "an impassable cell or the pawn", .sizeLimits = {kSide, kSide, kSide, kSide},
            .exampleBoard = exampleSetup()})
{
}

std::optional<std::string> PawnGame::setupProblem(const Board& setup) const
{
    if (setup.rows() != kSide || setup.cols() != kSide)
        return "a pawn board is " + std::to_string(kSide) + " x " + std::to_string(kSide) + " cells (X and Y from 0 to "
            + std::to_string(kMaxCoord) + "), not " + std::to_string(setup.cols()) + " x "
            + std::to_string(setup.rows());
    if (setup.markedCount() > kMaxImpassable + 1)
        return "a pawn setup has at most " + std::to_string(kMaxImpassable) + " impassable cells, not "
            + std::to_string(setup.markedCount() - setup.countOf(CellKind::Pawn));
    if (setup.markedCount() != setup.countOf(CellKind::Impassable) + setup.countOf(CellKind::Pawn))
        for (const auto& [cell, kind] : setup.markedCells())
            if (kind != CellKind::Impassable && kind != CellKind::Pawn)
                return "cell " + xyText(cell) + " of a pawn setup holds something other than an impassable cell or "
                "the pawn";
    return pawnProblem(setup);
}

std::optional<std::string> PawnGame::pawnProblem(const Board& position)
{
    PawnReach reach;
    return findReach(position, reach);
}

bool PawnGame::listsEveryMove(const Board& position) const
{
    return reachOf(position).moveCount() <= kMaxListedMoves;
}

PawnReach PawnGame::reachOf(const Board& position)
{
    PawnReach reach;
    if (const auto problem = findReach(position, reach))
        throw InvalidArgument(*problem);
    return reach;
}

std::optional<std::string> PawnGame::findReach(const Board& position, PawnReach& reach)
{
    const std::vector<Cell> pawns = position.cellsOf(CellKind::Pawn);
    if (pawns.size() > 1)
        return "a pawn board holds one pawn, not several (at " + xyText(pawns[0]) + " and " + xyText(pawns[1]) + ")";
    if (pawns.empty())
        return std::string("a pawn board needs the pawn: place it on a passable cell");
    reach = PawnReach{};
    reach.pawn = pawns.front();
    if (const auto left = position.nearestMarkedLeftOf(reach.pawn))
        reach.minCol = left->first.col + 1;
    if (const auto above = position.nearestMarkedAbove(reach.pawn))
        reach.minRow = above->first.row + 1;
    return std::nullopt;
}

std::vector<Move> PawnGame::listedMoves(const PawnReach& reach)
{
    const bool all = reach.moveCount() <= kMaxListedMoves;
    const Coord firstRow = all ? reach.minRow : std::max(reach.minRow, reach.pawn.row - kNearMoves);
    const Coord firstCol = all ? reach.minCol : std::max(reach.minCol, reach.pawn.col - kNearMoves);
    std::vector<Move> moves;
    moves.reserve(static_cast<std::size_t>(reach.pawn.row - firstRow + reach.pawn.col - firstCol));
    for (Coord row = firstRow; row < reach.pawn.row; ++row)
        moves.push_back(Move::at({row, reach.pawn.col}));
    for (Coord col = firstCol; col < reach.pawn.col; ++col)
        moves.push_back(Move::at({reach.pawn.row, col}));
    return moves;
}

std::vector<Move> PawnGame::moveAreas(const PawnReach& reach)
{
    std::vector<Move> areas;
    if (reach.upMoves() > 0)
        areas.push_back(Move{Cell{reach.minRow, reach.pawn.col}, Cell{reach.pawn.row - 1, reach.pawn.col}});
    if (reach.leftMoves() > 0)
        areas.push_back(Move{Cell{reach.pawn.row, reach.minCol}, Cell{reach.pawn.row, reach.pawn.col - 1}});
    return areas;
}

std::vector<Move> PawnGame::legalMoves(const Board& position) const
{
    PawnReach reach;
    if (findReach(position, reach))
        return {};
    return listedMoves(reach);
}

bool PawnGame::isLegal(const Board& position, const Move& move) const
{
    if (!move.isSingleCell())
        return false;
    PawnReach reach;
    return !findReach(position, reach) && reach.reaches(move.topLeft);
}

bool PawnGame::paintCells(Board& setup, const std::vector<Cell>& cells, CellKind kind) const
{
    if (kind != CellKind::Pawn || cells.empty())
        return Game::paintCells(setup, cells, kind);
    const Cell to = cells.back();
    if (!setup.contains(to) || setup.cellAt(to) == kind)
        return false;
    for (const Cell cell : setup.cellsOf(CellKind::Pawn))
        setup.setCell(cell, CellKind::Empty);
    setup.setCell(to, kind);
    return true;
}

Board PawnGame::play(const Board& position, const Move& move) const
{
    const PawnReach reach = reachOf(position);
    if (!move.isSingleCell() || !reach.reaches(move.topLeft))
        throw InvalidArgument("the pawn at " + xyText(reach.pawn) + " cannot move to " + xyText(move.topLeft));
    Board next = position;
    next.setCell(reach.pawn, CellKind::Empty);
    next.setCell(move.topLeft, CellKind::Pawn);
    return next;
}

std::unique_ptr<Solver> PawnGame::createSolver(const Board& setup) const
{
    return std::make_unique<PawnSolver>(setup);
}

std::unique_ptr<Solver> PawnGame::createMisereSolver(const Board& setup) const
{
    return std::make_unique<PawnSolver>(setup, PlayRule::Misere);
}

std::string PawnGame::xyText(Cell cell)
{
    return "(" + std::to_string(cell.col) + ", " + std::to_string(cell.row) + ")";
}

} // namespace engine
