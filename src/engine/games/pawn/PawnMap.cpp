#include "engine/games/pawn/PawnMap.h"

#include "engine/games/pawn/PawnSweep.h"

#include <algorithm>

namespace engine {

PawnMap::PawnMap(PawnObstacles obstacles, Coord rows, Coord cols, PlayRule rule, LosingDiagonals byRow,
                 LosingDiagonals byColumn)
    : m_obstacles(std::move(obstacles))
    , m_rule(rule)
    , m_rows(rows)
    , m_cols(cols)
    , m_rowSweep(std::move(byRow))
    , m_columnSweep(std::move(byColumn))
{
}

std::unique_ptr<PawnMap> PawnMap::build(PawnObstacles obstacles, Coord rows, Coord cols,
                                        const SolveContext& context, double progressFrom, double progressTo,
                                        PlayRule rule)
{
    // The rule is symmetric in rows and columns, so the column sweep is the row
    // sweep of the transposed board under the same rule.
    const double middle = (progressFrom + progressTo) / 2.0;
    auto byRow = sweepLosingCells(obstacles.byRow(), rows, context, progressFrom, middle, rule);
    auto byColumn = sweepLosingCells(obstacles.transposed(), cols, context, middle, progressTo, rule);
    return std::unique_ptr<PawnMap>(new PawnMap(std::move(obstacles), rows, cols, rule,
                                                LosingDiagonals(std::move(byRow)), LosingDiagonals(std::move(byColumn))));
}

std::vector<Cell> PawnMap::winningDestinations(Cell pawn) const
{
    std::vector<Cell> destinations;
    const PawnReach reach = reachOf(pawn);
    if (const auto row = m_columnSweep.lastColumnBefore(pawn.col, pawn.row); row && *row >= reach.minRow)
        destinations.push_back(Cell{*row, pawn.col});
    if (const auto col = m_rowSweep.lastColumnBefore(pawn.row, pawn.col); col && *col >= reach.minCol)
        destinations.push_back(Cell{pawn.row, *col});
    return destinations;
}

std::vector<DiagonalSegment> PawnMap::losingSegmentsIn(Coord rowBegin, Coord rowEnd, Coord colBegin,
                                                       Coord colEnd) const
{
    return m_rowSweep.within(std::max<Coord>(rowBegin, 0), std::min(rowEnd, m_rows), std::max<Coord>(colBegin, 0),
                             std::min(colEnd, m_cols));
}

} // namespace engine
