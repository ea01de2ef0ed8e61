#pragma once

#include "engine/Board.h"
#include "engine/Nimbers.h"
#include "engine/QuadrantTable.h"
#include "engine/SolveContext.h"
#include "engine/games/attractions/DiagonalLattice.h"

namespace engine {

// The Grundy value of every region of one colour class of an attractions setup.
//
// A region is the set of board cells of the class inside a lattice rectangle
// [a, b) x [c, d) (DiagonalLattice indices, half-open). Every attraction built
// in a region draws a full lattice row and column of signs across it, so what
// is left are the four regions around it: the setup's spots are the points of a
// QuadrantTable over the lattice. Values depend only on the setup's spots (a
// region of a position is always untouched inside), so one table serves every
// position of the setup. A full 20 x 20 board takes a few milliseconds, 60 x 60
// a few seconds.
class RegionTable {
public:
    // `setup` is an attractions setup (Spot and Empty cells) of at most
    // QuadrantTable::kMaxSide lattice points per axis (AttractionsGame::kMaxSide).
    RegionTable(const Board& setup, int parity);
    RegionTable(const RegionTable&) = delete;
    RegionTable& operator=(const RegionTable&) = delete;

    [[nodiscard]] const DiagonalLattice& lattice() const { return m_lattice; }
    // The number of setup spots in [a, b) x [c, d).
    [[nodiscard]] int spotCount(int a, int b, int c, int d) const
    {
        return m_quadrants.compressedPointCount(m_quadrants.rowsBefore(a), m_quadrants.rowsBefore(b),
                                                m_quadrants.colsBefore(c), m_quadrants.colsBefore(d));
    }

    // Fills the table; reports progress in [progressFrom, progressTo]; resumes
    // where a stopped build left off. Throws Stopped when stopped.
    void build(const SolveContext& context, double progressFrom, double progressTo)
    {
        m_quadrants.build(context, progressFrom, progressTo);
    }
    [[nodiscard]] bool isBuilt() const { return m_quadrants.isBuilt(); }

    // The value of region [a, b) x [c, d). Requires a built table.
    [[nodiscard]] Nimber grundy(int a, int b, int c, int d) const { return m_quadrants.grundy(a, b, c, d); }
    // The value left in region [a, b) x [c, d) after building on its spot (i, j):
    // the XOR of the four regions around it. Requires a built table.
    [[nodiscard]] Nimber valueAfter(int a, int b, int c, int d, int i, int j) const
    {
        return grundy(a, i, c, j) ^ grundy(a, i, j + 1, d) ^ grundy(i + 1, b, c, j) ^ grundy(i + 1, b, j + 1, d);
    }

    // The table in compressed coordinates: lattice rows and columns with spots.
    [[nodiscard]] const QuadrantTable& quadrants() const { return m_quadrants; }

private:
    DiagonalLattice m_lattice;
    QuadrantTable m_quadrants;
};

} // namespace engine
