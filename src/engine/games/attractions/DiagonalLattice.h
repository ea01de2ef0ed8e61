#pragma once

#include "engine/Cell.h"

#include <optional>

namespace engine {

// One colour class of an attractions board (the cells whose row + col has a given
// parity) in rotated coordinates u = row + col, v = row - col, compressed to
// lattice indices i = (u - uMin) / 2 and j = (v - vMin) / 2.
//
// Signs run along the diagonals, and a diagonal step keeps the colour: the step
// (+1, +1) is i + 1 and the step (+1, -1) is j + 1. So the two colour classes
// never interact, a sign line is a lattice row (fixed i) or column (fixed j), and
// the board is the set of lattice points that map back inside rows x cols.
class DiagonalLattice {
public:
    DiagonalLattice(Coord rows, Coord cols, int parity);

    [[nodiscard]] int parity() const { return m_parity; }
    // The number of lattice indices along u and along v (0 when the class is empty).
    [[nodiscard]] int uCount() const { return m_uCount; }
    [[nodiscard]] int vCount() const { return m_vCount; }

    // Whether lattice point (i, j) with 0 <= i < uCount, 0 <= j < vCount is a board cell.
    [[nodiscard]] bool onBoard(int i, int j) const
    {
        const Cell cell = cellAt(i, j);
        return cell.row >= 0 && cell.col >= 0 && cell.row < m_rows && cell.col < m_cols;
    }
    // The board cell of lattice point (i, j), which may lie outside the board.
    [[nodiscard]] Cell cellAt(int i, int j) const
    {
        const Coord u = m_parity + 2 * Coord{i};
        const Coord v = m_vMin + 2 * Coord{j};
        return Cell{(u + v) / 2, (u - v) / 2};
    }
    // The lattice point of a board cell of this colour class.
    struct Point {
        int i = 0;
        int j = 0;
    };
    [[nodiscard]] Point pointOf(Cell cell) const
    {
        return Point{static_cast<int>((cell.row + cell.col - m_parity) / 2),
                     static_cast<int>((cell.row - cell.col - m_vMin) / 2)};
    }
    // The colour class of a cell.
    [[nodiscard]] static int parityOf(Cell cell) { return static_cast<int>((cell.row + cell.col) % 2); }

private:
    Coord m_rows;
    Coord m_cols;
    int m_parity;
    Coord m_vMin = 0;
    int m_uCount = 0;
    int m_vCount = 0;
};

} // namespace engine
