#pragma once

#include "engine/Cell.h"
#include "engine/games/pawn/PawnReach.h"

#include <cstddef>
#include <vector>

namespace engine {

// The impassable cells of a pawn board, indexed by row and by column so that
// the nearest obstacle in either direction of travel is a binary search.
// Immutable once built; safe to read from any thread.
class PawnObstacles {
public:
    PawnObstacles() = default;
    // `cells` in any order; duplicates are dropped.
    explicit PawnObstacles(std::vector<Cell> cells);

    // The cells in row-major order.
    [[nodiscard]] const std::vector<Cell>& byRow() const { return m_byRow; }
    // The cells with rows and columns swapped, in row-major order of the
    // swapped cells (so column-major order of the originals): the input of the
    // sweep over columns.
    [[nodiscard]] const std::vector<Cell>& transposed() const { return m_transposed; }
    [[nodiscard]] std::size_t size() const { return m_byRow.size(); }

    [[nodiscard]] bool contains(Cell cell) const;
    // How far a pawn on `pawn` can travel up and left. O(log N).
    [[nodiscard]] PawnReach reachOf(Cell pawn) const;

private:
    std::vector<Cell> m_byRow;
    std::vector<Cell> m_transposed;
};

} // namespace engine
