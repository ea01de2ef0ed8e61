#pragma once

#include "engine/Cell.h"
#include "engine/CellKind.h"
#include "engine/SparseCells.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace engine {

// The universal state of every game: a size and a kind per cell. Small boards are
// stored densely; boards above kDenseCellLimit cells (the pawn game's 10^9 x 10^9
// plane) keep only their marked (non-Empty) cells. The two storages behave alike
// through this one interface.
//
// Copies are cheap and share their storage, which is never written while shared
// (so boards copied to other threads stay safe): a dense board copies its cells
// on its first write after a copy; a sparse board never writes its shared
// SparseCells, it keeps its own changes beside them (a pawn move: two cells) and
// folds them into new SparseCells once they are a sixteenth of them.
class Board {
public:
    static constexpr Coord kDenseCellLimit = Coord{1} << 22;
    static constexpr Coord kMaxSide = Coord{2'000'000'000};

    Board() = default;
    // A board of `rows` x `cols` Empty cells. Both must be in [0, kMaxSide].
    Board(Coord rows, Coord cols);
    Board(const Board& other);
    Board(Board&& other) noexcept;
    Board& operator=(const Board& other);
    Board& operator=(Board&& other) noexcept;
    ~Board() = default;

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
    // O(1).
    [[nodiscard]] std::size_t markedCount() const;
    [[nodiscard]] std::size_t countOf(CellKind kind) const;
    // The cells of a marked `kind`, row-major; on a sparse board O(their count + the
    // board's own changes) after the first call (the pawn of a pawn board).
    [[nodiscard]] std::vector<Cell> cellsOf(CellKind kind) const;
    // The marked cell nearest to `cell` in its row to its left, and in its column
    // above it, if any; O(log N) on a sparse board.
    [[nodiscard]] std::optional<std::pair<Cell, CellKind>> nearestMarkedLeftOf(Cell cell) const;
    [[nodiscard]] std::optional<std::pair<Cell, CellKind>> nearestMarkedAbove(Cell cell) const;

    // The cells whose kind differs between two boards of one size, row-major;
    // O(their changes) for a board and a copy of it with a few changes.
    [[nodiscard]] static std::vector<Cell> differingCells(const Board& a, const Board& b);

    // O(1) for a board and its copies with a few changes of their own; a full
    // comparison otherwise.
    friend bool operator==(const Board& a, const Board& b);

private:
    using Entry = std::pair<Cell, CellKind>;

    [[nodiscard]] std::size_t indexOf(Cell cell) const
    {
        return static_cast<std::size_t>(cell.row * m_cols + cell.col);
    }
    [[nodiscard]] const std::vector<CellKind>& denseCells() const;
    [[nodiscard]] CellKind sparseAt(Cell cell) const;
    void setSparse(Cell cell, CellKind kind);
    void foldChanges();
    // The cells this board changed in the window, as in SparseCells::visitWindow (Empty included).
    [[nodiscard]] std::vector<Entry> changesIn(Coord rowBegin, Coord rowEnd, Coord colBegin, Coord colEnd) const;
    [[nodiscard]] std::optional<Entry> nearestDense(Cell cell, Coord rowStep, Coord colStep) const;
    void shareFrom(const Board& other);

    Coord m_rows = 0;
    Coord m_cols = 0;
    bool m_dense = true;
    std::shared_ptr<std::vector<CellKind>> m_cells; // dense storage, row-major; shared until written
    // True while no other board shares m_cells (set by the board that made them,
    // cleared on both sides by a copy), so a write may go in place.
    mutable std::atomic<bool> m_ownsCells = false;
    std::shared_ptr<const SparseCells> m_base; // sparse storage: the marked cells, shared
    SparseCells::Changes m_changes;             // sparse storage: this board's own changes of m_base
    std::array<std::size_t, kCellKindCount> m_counts{}; // cells per kind (Empty not counted)
};

} // namespace engine
