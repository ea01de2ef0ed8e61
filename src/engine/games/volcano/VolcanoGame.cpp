#include "engine/games/volcano/VolcanoGame.h"

#include "engine/games/volcano/LavaRectangles.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoParts.h"
#include "engine/games/volcano/VolcanoSolver.h"
#include "engine/games/volcano/VolcanoTable.h"
#include "engine/Error.h"
#include "engine/BoardPicture.h"

#include <array>

namespace engine {

namespace {

// The misère promise (SizeLimits::misereCells): the search over the rectangles' canonical parts
// (misere::QuadrantParts) decides an 8 x 9 board with monsters on any of its cells within about
// a second (every cell 0.11 s, random fillings up to 1.1 s, measured 2026-11-27); open boards
// reach further (14 x 14, 100 monsters, about 2 s).
constexpr Coord kVolcanoMisereCells = 72;

// The example: walls ('#') that break a 9 x 12 field into crosses of different
// reach: the prime-cross rule places 19 monsters, and of the 19 first moves only
// the eruption at (6, 4) wins (the game then lasts 7 moves with best play).
constexpr std::array<std::string_view, 9> kExample{
    "^^^^^^^^^^^^",
    "^^^^^#^^^^^^",
    "^#^^^#^^^^^#",
    "^^^^^^^^#^^^",
    "^^^^^^^^^^#^",
    "^^^^^^^^^^^^",
    "^^^^^^^^^^^^",
    "^^^#^#^^^^#^",
    "^^^^^^^^^^^^",
};

} // namespace

VolcanoGame::VolcanoGame()
    : CellPickGame({.id = "volcano", .displayName = "Volcano", .withArticle = "a volcano",
                    .paletteKinds = {CellKind::Wall, CellKind::Monster},
                    .setupKindsText = "open ground, a wall or a monster",
                    .sizeLimits = {.minRows = 1, .maxRows = VolcanoTable::kMaxSide, .minCols = 1,
                                   .maxCols = VolcanoTable::kMaxSide, .misereCells = kVolcanoMisereCells},
                    .exampleBoard = withPrimeCrossMonsters(boardFromPicture(kExample, '#', CellKind::Wall))},
                   CellKind::Monster)
{
}

std::string VolcanoGame::foreignKindProblem(Cell cell, CellKind kind) const
{
    if (isLava(kind))
        return "cell " + cellText(cell) + " of a volcano setup is covered by lava; a setup is the board before any "
            "eruption";
    return CellPickGame::foreignKindProblem(cell, kind);
}

Board VolcanoGame::play(const Board& position, const Move& move) const
{
    if (!isLegal(position, move))
        throw InvalidArgument("no monster to erupt at " + cellText(move.topLeft));
    Board next = position;
    const Cell origin = move.topLeft;
    for (const Cell step : {Cell{0, -1}, Cell{0, 1}, Cell{-1, 0}, Cell{1, 0}}) {
        for (Cell cell{origin.row + step.row, origin.col + step.col};
             position.contains(cell) && !isLava(position.cellAt(cell));
             cell = {cell.row + step.row, cell.col + step.col})
            next.setCell(cell, CellKind::Lava);
    }
    next.setCell(origin, CellKind::Volcano);
    return next;
}

std::unique_ptr<Solver> VolcanoGame::createSolver(const Board& setup) const
{
    return std::make_unique<VolcanoSolver>(setup);
}

std::unique_ptr<misere::PartSplitter> VolcanoGame::misereSplitter(const Board&) const
{
    return std::make_unique<VolcanoParts>();
}

} // namespace engine
