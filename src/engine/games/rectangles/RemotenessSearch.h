#pragma once

#include "engine/SolveContext.h"
#include "engine/games/rectangles/CellMask.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace engine::rectangles {

// Exact remoteness of small positions over whole boards. Remoteness does not
// combine over independent components the way Grundy values do, so there is
// no shortcut: a position's search reaches every subset of its ones (single
// cells are moves), and is therefore limited to positions of at most
// kMaxCells ones (2^16 subsets).
//
// Since every subset is reached anyway, the search fills a direct table over
// all subsets of a root position at once, in increasing order of their index
// (a child's index is its parent's with bits cleared, so it is done first):
// one byte per subset, no hashing, no recursion. A subset's index packs the
// root's cells in board order; each rectangle of the root is packed once, by
// its top-left cell, height and width, and a subset's moves are found in index
// space (a rectangle that does not fit rules out the wider and taller ones). The table is
// kept for the owner's lifetime and serves every position inside the root; a
// position outside it becomes the new root. Not thread-safe: the owner
// serialises calls.
class RemotenessSearch {
public:
    static constexpr int kMaxCells = 16;

    RemotenessSearch() = default;
    RemotenessSearch(const RemotenessSearch&) = delete;
    RemotenessSearch& operator=(const RemotenessSearch&) = delete;

    [[nodiscard]] static bool supports(CellMask cells) { return std::popcount(cells) <= kMaxCells; }

    // The remoteness of `cells` (supports(cells) must hold). Throws Stopped when
    // stopped through `context`.
    [[nodiscard]] int remotenessOf(CellMask cells, const SolveContext& context);
    // The remoteness of a subset of a set remotenessOf has finished.
    [[nodiscard]] std::optional<int> knownRemotenessOf(CellMask cells) const;

private:
    using Index = std::uint32_t;
    struct Cell {
        int row = 0;
        int col = 0;
    };
    // One rectangle of the root in a scan of those with one top-left cell:
    // its index mask, and where the scan goes on when it does not fit.
    struct Step {
        Index mask;
        std::uint32_t onMiss;
    };

    // The index of a subset of the root.
    [[nodiscard]] Index indexOf(CellMask subset) const;
    // Makes `root` the root: packing tables, and the remoteness of every subset.
    // Throws Stopped when stopped (the table then holds no root).
    void fill(CellMask root, const SolveContext& context);

    CellMask m_root = 0;
    bool m_filled = false;
    // Per board row, the index bits of each byte of cells in that row.
    std::array<std::array<std::uint16_t, 256>, kMaxSide> m_rowIndex{};
    std::vector<std::uint8_t> m_remoteness; // by index
};

} // namespace engine::rectangles
