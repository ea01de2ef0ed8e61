#include "engine/games/pawn/PawnObstacles.h"

#include <algorithm>

namespace engine {

namespace {

// The column of the nearest cell of `sorted` left of `cell` in its row, or -1.
Coord nearestBefore(const std::vector<Cell>& sorted, Cell cell)
{
    const auto it = std::lower_bound(sorted.begin(), sorted.end(), cell);
    if (it == sorted.begin())
        return -1;
    const Cell previous = *std::prev(it);
    return previous.row == cell.row ? previous.col : -1;
}

} // namespace

PawnObstacles::PawnObstacles(std::vector<Cell> cells)
    : m_byRow(std::move(cells))
{
    std::sort(m_byRow.begin(), m_byRow.end());
    m_byRow.erase(std::unique(m_byRow.begin(), m_byRow.end()), m_byRow.end());
    m_transposed.reserve(m_byRow.size());
    for (const Cell cell : m_byRow)
        m_transposed.push_back(Cell{cell.col, cell.row});
    std::sort(m_transposed.begin(), m_transposed.end());
}

bool PawnObstacles::contains(Cell cell) const
{
    return std::binary_search(m_byRow.begin(), m_byRow.end(), cell);
}

PawnReach PawnObstacles::reachOf(Cell pawn) const
{
    PawnReach reach;
    reach.pawn = pawn;
    reach.minCol = nearestBefore(m_byRow, pawn) + 1;
    reach.minRow = nearestBefore(m_transposed, Cell{pawn.col, pawn.row}) + 1;
    return reach;
}

} // namespace engine
