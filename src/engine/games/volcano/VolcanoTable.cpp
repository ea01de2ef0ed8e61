#include "engine/games/volcano/VolcanoTable.h"

#include "engine/Error.h"

#include <cstdint>
#include <vector>

namespace engine {

namespace {

// Bit c of entry r set when board cell (r, c) holds a monster.
std::vector<std::uint64_t> monsterRowsOf(const Board& setup)
{
    const Coord rows = setup.rows();
    const Coord cols = setup.cols();
    if (rows < 1 || cols < 1 || rows > VolcanoTable::kMaxSide || cols > VolcanoTable::kMaxSide)
        throw InvalidArgument("volcano table size out of range");
    std::vector<std::uint64_t> monsters(static_cast<std::size_t>(rows), 0);
    for (const auto& [cell, kind] : setup.markedCells())
        if (kind == CellKind::Monster)
            monsters[static_cast<std::size_t>(cell.row)] |= std::uint64_t{1} << cell.col;
    return monsters;
}

} // namespace

VolcanoTable::VolcanoTable(const Board& setup)
    : m_quadrants(static_cast<int>(setup.rows()), static_cast<int>(setup.cols()), monsterRowsOf(setup))
{
}

Nimber VolcanoTable::grundy(const Move& rect) const
{
    return m_quadrants.grundy(static_cast<int>(rect.topLeft.row), static_cast<int>(rect.bottomRight.row + 1),
                              static_cast<int>(rect.topLeft.col), static_cast<int>(rect.bottomRight.col + 1));
}

} // namespace engine
