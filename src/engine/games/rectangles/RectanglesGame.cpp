#include "engine/games/rectangles/RectanglesGame.h"

#include "engine/BoardPicture.h"
#include "engine/Error.h"
#include "engine/games/rectangles/ClassEstimate.h"
#include "engine/games/rectangles/RectanglesParts.h"
#include "engine/games/rectangles/RectanglesSolver.h"

#include <bit>
#include <cmath>

namespace engine {

using rectangles::CellMask;

namespace {

// The misère promise (SizeLimits::misereCells): the search over the components' canonical forms
// (RectanglesParts) decides any 4 x 5 board within about a second (full 0.95 s, random fillings
// up to 0.97 s, measured 2026-11-27); a full 5 x 5 took about 8 s of CPU.
constexpr Coord kRectanglesMisereCells = 20;

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
            .sizeLimits = {.minRows = 1, .maxRows = rectangles::kMaxSide, .minCols = 1, .maxCols = rectangles::kMaxSide,
                           .misereCells = kRectanglesMisereCells},
            .exampleBoard = boardFromPicture(kExample, '1', CellKind::Filled)})
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

double RectanglesGame::classLimit()
{
    static const double limit = 1.05 * rectangles::estimatedClassCount(rectangles::fullRectangle(6, 6));
    return limit;
}

std::optional<RectanglesGame::OversizedGroup> RectanglesGame::oversizedComponent(const Board& setup, int maxCells)
{
    for (CellMask rest = filledCells(setup); rest != 0;) {
        const CellMask component = rectangles::componentOf(rectangles::lowestCell(rest), rest);
        rest &= ~component;
        const int cells = std::popcount(component);
        if (cells <= kQuickComponentCells)
            continue;
        if (cells > maxCells)
            return OversizedGroup{cellOfBit(component), cells, 0.0};
        if (const double classes = rectangles::estimatedClassCount(component); classes > classLimit())
            return OversizedGroup{cellOfBit(component), cells, classes};
    }
    return std::nullopt;
}

std::optional<std::string> RectanglesGame::arrangementProblem(const Board& setup) const
{
    const auto group = oversizedComponent(setup);
    if (!group)
        return std::nullopt;
    const std::string where = "the group of ones at " + cellText(group->first) + " has "
        + std::to_string(group->cells) + " cells";
    if (group->classes == 0.0)
        return where + "; the solver handles groups (4-connected components) of at most "
            + std::to_string(kMaxComponentCells) + " cells, such as a full 6 x 6 block";
    const auto millions = [](double classes) { return std::to_string(std::lround(classes / 1e6)) + " million"; };
    return where + " in a shape of about " + millions(group->classes)
        + " classes of connected parts; the solver handles groups of more than "
        + std::to_string(kQuickComponentCells) + " cells with at most about " + millions(classLimit())
        + ", as many as a full 6 x 6 block";
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

std::unique_ptr<misere::PartSplitter> RectanglesGame::misereSplitter(const Board&) const
{
    return std::make_unique<rectangles::RectanglesParts>();
}

} // namespace engine
