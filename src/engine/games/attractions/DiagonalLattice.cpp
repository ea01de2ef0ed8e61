#include "engine/games/attractions/DiagonalLattice.h"

namespace engine {

DiagonalLattice::DiagonalLattice(Coord rows, Coord cols, int parity)
    : m_rows(rows), m_cols(cols), m_parity(parity)
{
    // u runs over [0, rows + cols - 2], v over [-(cols - 1), rows - 1]; both keep
    // the parity of the class.
    const Coord uMax = rows + cols - 2;
    if (rows < 1 || cols < 1 || uMax < parity)
        return;
    m_uCount = static_cast<int>((uMax - parity) / 2 + 1);
    m_vMin = -(cols - 1);
    if (((m_vMin % 2) + 2) % 2 != parity)
        ++m_vMin;
    Coord vMax = rows - 1;
    if (((vMax % 2) + 2) % 2 != parity)
        --vMax;
    m_vCount = vMax >= m_vMin ? static_cast<int>((vMax - m_vMin) / 2 + 1) : 0;
    if (m_vCount == 0)
        m_uCount = 0;
}

} // namespace engine
