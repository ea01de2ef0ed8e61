#pragma once

#include "engine/SolveContext.h"
#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/MaskTable.h"

#include <cstdint>
#include <optional>

namespace engine::rectangles {

// Exact remoteness of small positions by explicit search over whole boards.
// Remoteness does not combine over independent components the way Grundy
// values do, so there is no shortcut: the search visits every subset of the
// ones that play can reach, and is therefore limited to positions of at most
// kMaxCells ones (2^16 subsets). The memo is keyed by the set of ones as it
// stands on the board (no symmetry) and kept for the owner's lifetime.
// Not thread-safe: the owner serialises calls.
class RemotenessSearch {
public:
    static constexpr int kMaxCells = 16;

    RemotenessSearch() = default;
    RemotenessSearch(const RemotenessSearch&) = delete;
    RemotenessSearch& operator=(const RemotenessSearch&) = delete;

    [[nodiscard]] static bool supports(CellMask cells) { return std::popcount(cells) <= kMaxCells; }

    // The remoteness of `cells` (supports(cells) must hold), or nothing when
    // stopped through `context`.
    [[nodiscard]] std::optional<int> remotenessOf(CellMask cells, const SolveContext& context);
    // The remoteness of a subset of a set remotenessOf has finished.
    [[nodiscard]] std::optional<int> knownRemotenessOf(CellMask cells) const;

private:
    [[nodiscard]] int remoteness(CellMask cells);

    MaskTable m_memo;
    const SolveContext* m_context = nullptr; // set during remotenessOf only
    std::uint32_t m_sinceCheck = 0;
};

} // namespace engine::rectangles
