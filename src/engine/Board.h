#pragma once

#include "engine/Cell.h"
#include "engine/CellKind.h"

#include <cstddef>
#include <map>
#include <utility>
#include <vector>

namespace engine {

// The universal state of every game: a size and a kind per cell. Small boards are
// stored densely; boards above kDenseCellLimit cells (the pawn game's 10^9 x 10^9
// plane) keep only their marked (non-Empty) cells. The two storages behave alike
// through this one interface.
class Board {
public:
    static constexpr Coord kDenseCellLimit = Coord{1} << 22;
    static constexpr Coord kMaxSide = Coord{2'000'000'000};

    Board() = default;
    // A board of `rows` x `cols` Empty cells. Both must be in [0, kMaxSide].
    Board(Coord rows, Coord cols);

    [[nodiscard]] Coord rows() const { return m_rows; }
    [[nodiscard]] Coord cols() const { return m_cols; }
    [[nodiscard]] bool isDense() const { return m_dense; }
    [[nodiscard]] bool contains(Cell cell) const
    {
        return cell.row >= 0 && cell.col >= 0 && cell.row < m_rows && cell.col < m_cols;
    }

    // The kind of a cell; Empty outside the board.
    [[nodiscard]] CellKind cellAt(Cell cell) const;
    // Sets a cell inside the board; a cell outside is ignored.
    void setCell(Cell cell, CellKind kind);

    // The marked cells in row-major order.
    [[nodiscard]] std::vector<std::pair<Cell, CellKind>> markedCells() const;
    // The marked cells inside rows [rowBegin, rowEnd) and columns [colBegin, colEnd),
    // row-major; cheap for sparse boards, so a view can paint a window of a huge board.
    [[nodiscard]] std::vector<std::pair<Cell, CellKind>> markedCellsIn(Coord rowBegin, Coord rowEnd,
                                                                       Coord colBegin, Coord colEnd) const;
    [[nodiscard]] std::size_t markedCount() const;
    [[nodiscard]] std::size_t countOf(CellKind kind) const;

    friend bool operator==(const Board& a, const Board& b);

private:
    [[nodiscard]] std::size_t indexOf(Cell cell) const
    {
        return static_cast<std::size_t>(cell.row * m_cols + cell.col);
    }

    Coord m_rows = 0;
    Coord m_cols = 0;
    bool m_dense = true;
    std::vector<CellKind> m_cells;       // dense storage, row-major
    std::map<Cell, CellKind> m_marked;   // sparse storage, marked cells only
};

} // namespace engine
