#pragma once

#include "engine/games/rectangles/CellMask.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace engine::rectangles {

// A direct table of the Grundy values of every set (connected or not) moved to
// the origin that fits a kRows x kCols box, indexed by its cells (1 MiB): a set
// found here needs no component split, no canonical form and no memo look-up.
// Entries are written as sets get valued. Threads may read and write at once:
// a set's value never changes, so racing writes store the same byte.
class BoxValues {
public:
    static constexpr int kRows = 4;
    static constexpr int kCols = 5;
    static constexpr std::uint32_t kNoSlot = ~std::uint32_t{0};
    static constexpr unsigned kUnknown = 0xFF; // also: values this large are not stored

    BoxValues();
    BoxValues(const BoxValues&) = delete;
    BoxValues& operator=(const BoxValues&) = delete;

    // The slot of a set at the origin, or kNoSlot if it does not fit the box.
    [[nodiscard]] static std::uint32_t slotOf(CellMask atOrigin)
    {
        return (atOrigin & ~kBoxMask) == 0 ? indexOf(atOrigin) : kNoSlot;
    }
    // The value in `slot`, or kUnknown.
    [[nodiscard]] unsigned at(std::uint32_t slot) const
    {
        return m_values[slot].load(std::memory_order_relaxed);
    }
    // Records `value` for `slot` (kNoSlot or a value of kUnknown or more: ignored).
    void store(std::uint32_t slot, unsigned value)
    {
        if (slot != kNoSlot && value < kUnknown)
            m_values[slot].store(static_cast<std::uint8_t>(value), std::memory_order_relaxed);
    }
    [[nodiscard]] std::size_t memoryBytes() const { return m_values.size(); }

private:
    static constexpr CellMask kBoxMask = ((CellMask{1} << (8 * kRows)) - 1) & (kColumn0 * ((1u << kCols) - 1));
    [[nodiscard]] static std::uint32_t indexOf(CellMask atOrigin)
    {
        std::uint32_t index = 0;
        for (int row = 0; row < kRows; ++row)
            index |= rowBits(atOrigin, row) << (kCols * row);
        return index;
    }

    std::vector<std::atomic<std::uint8_t>> m_values;
};

} // namespace engine::rectangles
