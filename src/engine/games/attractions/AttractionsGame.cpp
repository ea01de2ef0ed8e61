#include "engine/games/attractions/AttractionsGame.h"

#include "engine/games/attractions/AttractionsParts.h"
#include "engine/games/attractions/AttractionsSolver.h"
#include "engine/Error.h"
#include "engine/BoardPicture.h"

#include <array>

namespace engine {

namespace {

// The misère promise (SizeLimits::misereCells): the search over the regions' canonical parts
// (misere::QuadrantParts) decides an 8 x 8 park of any spots within about 2 s (all spots 0.9 s,
// random fillings 1.0-1.9 s, measured 2026-11-27); 9 x 9 with every spot took 12.7 s.
constexpr Coord kAttractionsMisereCells = 64;

// The example: a 9 x 9 park with spots ('X') on most cells and a few plain
// patches: both colour classes matter and several first moves win.
constexpr std::array<std::string_view, 9> kExample{
    "XXX.XXXXX", "X.XXXX.XX", "XXXX.XXXX", ".XX.XXX.X", "XXXXX.XXX",
    "XX.XXXXX.", "XXXX.XXXX", "X.XXXX.XX", "XXX.XXXXX",
};

} // namespace

AttractionsGame::AttractionsGame()
    : CellPickGame({.id = "attractions", .displayName = "Attractions", .withArticle = "an attractions",
                    .paletteKinds = {CellKind::Spot}, .setupKindsText = "a spot or a plain cell",
                    .sizeLimits = {.minRows = 1, .maxRows = kMaxSide, .minCols = 1, .maxCols = kMaxSide,
                                   .misereCells = kAttractionsMisereCells},
                    .exampleBoard = boardFromPicture(kExample, 'X', CellKind::Spot)},
                   CellKind::Spot)
{
}

Board AttractionsGame::play(const Board& position, const Move& move) const
{
    if (!isLegal(position, move))
        throw InvalidArgument("an attraction can only be built on a free spot");
    Board next = position;
    const Cell at = move.topLeft;
    next.setCell(at, CellKind::Attraction);
    for (const Coord dr : {-1, 1})
        for (const Coord dc : {-1, 1})
            for (Cell cell{at.row + dr, at.col + dc}; next.contains(cell); cell = {cell.row + dr, cell.col + dc}) {
                const CellKind kind = next.cellAt(cell);
                if (kind == CellKind::Attraction || kind == CellKind::Sign)
                    break;
                next.setCell(cell, CellKind::Sign);
            }
    return next;
}

std::unique_ptr<Solver> AttractionsGame::createSolver(const Board& setup) const
{
    return std::make_unique<AttractionsSolver>(setup);
}

std::unique_ptr<misere::PartSplitter> AttractionsGame::misereSplitter(const Board& setup) const
{
    return std::make_unique<AttractionsParts>(setup);
}

} // namespace engine
