#include "engine/games/attractions/RegionTable.h"

#include "engine/Error.h"

#include <cstdint>
#include <vector>

namespace engine {

namespace {

// Bit j of entry i set when lattice point (i, j) is a spot of the setup.
std::vector<std::uint64_t> spotRowsOf(const Board& setup, const DiagonalLattice& lattice)
{
    if (lattice.uCount() > QuadrantTable::kMaxSide || lattice.vCount() > QuadrantTable::kMaxSide)
        throw InvalidArgument("an attractions board this large has too many diagonals for the solver");
    std::vector<std::uint64_t> spots(static_cast<std::size_t>(lattice.uCount()), 0);
    for (int i = 0; i < lattice.uCount(); ++i)
        for (int j = 0; j < lattice.vCount(); ++j)
            if (lattice.onBoard(i, j) && setup.cellAt(lattice.cellAt(i, j)) == CellKind::Spot)
                spots[static_cast<std::size_t>(i)] |= std::uint64_t{1} << j;
    return spots;
}

} // namespace

RegionTable::RegionTable(const Board& setup, int parity)
    : m_lattice(setup.rows(), setup.cols(), parity),
      m_quadrants(m_lattice.uCount(), m_lattice.vCount(), spotRowsOf(setup, m_lattice))
{
}

} // namespace engine
