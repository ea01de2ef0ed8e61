#include "engine/games/rectangles/RectanglesGame.h"

#include "engine/Error.h"
#include "engine/games/rectangles/RectanglesSolver.h"
#include "engine/BoardPicture.h"

#include <bit>

namespace engine {

using rectangles::CellMask;

namespace {

Cell cellOfBit(CellMask bit)
{
    const int index = std::countr_zero(bit);
    return Cell{index / 8, index % 8};
}

// The example: three components (of 13, 2 and 4 cells) with a few winning moves between them.
constexpr std::string_view kExample[]{
    "11101",
    "11001",
    "10111",
    "01110",
    "11011",
};

} // namespace

RectanglesGame::RectanglesGame()
    : Game({.id = "rectangles", .displayName = "Rectangles", .withArticle = "a rectangles",
            .paletteKinds = {CellKind::Filled}, .setupKindsText = "0 or 1",
            .sizeLimits = {1, rectangles::kMaxSide, 1, rectangles::kMaxSide}, .exampleBoard = boardFromPicture(kExample, '1', CellKind::Filled)})
{
}

CellMask RectanglesGame::filledCells(const Board& board)
{
    CellMask cells = 0;
    for (const auto& [cell, kind] : board.markedCellsIn(0, rectangles::kMaxSide, 0, rectangles::kMaxSide))
        if (kind == CellKind::Filled)
            cells |= rectangles::cellBit(static_cast<int>(cell.row), static_cast<int>(cell.col));
    return cells;
}

std::optional<Cell> RectanglesGame::oversizedComponent(const Board& setup, int* cells)
{
    for (CellMask rest = filledCells(setup); rest != 0;) {
        const CellMask component = rectangles::componentOf(rectangles::lowestCell(rest), rest);
        rest &= ~component;
        if (std::popcount(component) > kMaxComponentCells) {
            if (cells)
                *cells = std::popcount(component);
            return cellOfBit(component);
        }
    }
    return std::nullopt;
}

std::optional<std::string> RectanglesGame::arrangementProblem(const Board& setup) const
{
    int size = 0;
    if (const auto cell = oversizedComponent(setup, &size))
        return "the group of ones at " + cellText(*cell) + " has " + std::to_string(size)
            + " cells; the solver handles groups (4-connected components) of at most "
            + std::to_string(kMaxComponentCells) + " cells, such as a full 5 x 6 block";
    return std::nullopt;
}

std::vector<Move> RectanglesGame::legalMoves(const Board& position) const
{
    std::vector<Move> moves;
    rectangles::forEachRectangle(filledCells(position), [&](int top, int left, int bottom, int right, CellMask) {
        moves.push_back(Move{{top, left}, {bottom, right}});
    });
    return moves;
}

bool RectanglesGame::isLegal(const Board& position, const Move& move) const
{
    const Cell a = move.topLeft;
    const Cell b = move.bottomRight;
    if (!position.contains(a) || !position.contains(b) || a.row > b.row || a.col > b.col)
        return false;
    for (Coord r = a.row; r <= b.row; ++r)
        for (Coord c = a.col; c <= b.col; ++c)
            if (position.cellAt({r, c}) != CellKind::Filled)
                return false;
    return true;
}

Board RectanglesGame::play(const Board& position, const Move& move) const
{
    if (!isLegal(position, move))
        throw InvalidArgument("the rectangle " + cellText(move.topLeft) + "-" + cellText(move.bottomRight)
                              + " is no rectangle of ones on the board");
    Board next = position;
    for (Coord r = move.topLeft.row; r <= move.bottomRight.row; ++r)
        for (Coord c = move.topLeft.col; c <= move.bottomRight.col; ++c)
            next.setCell({r, c}, CellKind::Empty);
    return next;
}

std::unique_ptr<Solver> RectanglesGame::createSolver(const Board& setup) const
{
    return std::make_unique<RectanglesSolver>(setup);
}

} // namespace engine
