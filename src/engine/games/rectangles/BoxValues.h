#pragma once

#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/HugePageAllocator.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace engine::rectangles {

// A direct table of the Grundy values of every set (connected or not) moved to
// the origin that fits a rows() x cols() box, indexed by its cells: a set found
// here needs no component split, no canonical form and no memo look-up. The box
// is chosen per setup (shapeFor): one that holds every piece of a search makes
// most look-ups direct (a 5 x 5 board's search takes a quarter fewer
// instructions with a 5 x 5 box than with a 4 x 5 one). Entries are written as sets get valued. Threads
// may read and write at once: a set's value never changes, so racing writes
// store the same byte.
class BoxValues {
public:
    // The largest box, 1 GiB, for setups with a group of ones of at least
    // kLargeSearchClasses estimated classes (a full 5 x 6 block has 10 million:
    // every piece of its search is then a direct look-up, 40 % less time);
    // smaller searches get at most kSmallMaxBits (32 MiB), so that the table
    // stays small next to the memo.
    static constexpr int kMaxBits = 30;
    static constexpr int kSmallMaxBits = 25;
    static constexpr double kLargeSearchClasses = 4e6;
    static constexpr std::uint32_t kNoSlot = ~std::uint32_t{0};
    static constexpr unsigned kUnknown = 0xFF; // also: values this large are not stored

    struct Shape {
        int rows;
        int cols;
    };
    // The box for the searches of a setup (a set of cells): as much of the
    // setup's bounding box, in the orientation canonical forms take (no more
    // rows than columns), as kMaxBits or kSmallMaxBits allows.
    [[nodiscard]] static Shape shapeFor(CellMask setup);

    explicit BoxValues(Shape shape);
    BoxValues(const BoxValues&) = delete;
    BoxValues& operator=(const BoxValues&) = delete;

    [[nodiscard]] int rows() const { return m_rows; }
    [[nodiscard]] int cols() const { return m_cols; }

    // The slot of a set at the origin, or kNoSlot if it does not fit the box.
    [[nodiscard]] std::uint32_t slotOf(CellMask atOrigin) const
    {
        if ((atOrigin & ~m_boxMask) != 0)
            return kNoSlot;
        // Packs the rows (one byte each) to m_cols bits each: pairs of rows,
        // then pairs of pairs, then the halves (a third of the work of a loop).
        const CellMask pairs = (atOrigin & kEvenBytes) | ((atOrigin >> 8) & kEvenBytes) << m_cols;
        const CellMask quads = (pairs & kEvenPairs) | ((pairs >> 16) & kEvenPairs) << (2 * m_cols);
        return static_cast<std::uint32_t>((quads & 0xFFFFFFFFu) | (quads >> 32) << (4 * m_cols));
    }
    // Whether a set spanning rows top..bottom may fit (a cheap first test).
    [[nodiscard]] bool fitsRows(int top, int bottom) const { return bottom - top < m_rows; }
    // The value in `slot`, or kUnknown.
    [[nodiscard]] unsigned at(std::uint32_t slot) const
    {
        // Stored as value + 1, so that the zero-filled table reads as unknown.
        return (std::atomic_ref<std::uint8_t>(m_values[slot]).load(std::memory_order_relaxed) - 1u) & 0xFFu;
    }
    // Asks the memory system for `slot` (kNoSlot: nothing), so that an at()
    // shortly after overlaps its cache miss with other work.
    void prefetch(std::uint32_t slot) const
    {
#if defined(__GNUC__)
        if (slot != kNoSlot)
            __builtin_prefetch(&m_values[slot]);
#else
        (void)slot;
#endif
    }
    // Records `value` for `slot` (kNoSlot or a value of kUnknown or more: ignored).
    void store(std::uint32_t slot, unsigned value)
    {
        if (slot != kNoSlot && value < kUnknown)
            std::atomic_ref<std::uint8_t>(m_values[slot]).store(static_cast<std::uint8_t>(value + 1),
                                                                std::memory_order_relaxed);
    }
    [[nodiscard]] std::size_t memoryBytes() const { return std::size_t{1} << (m_rows * m_cols); }
    // Faults the table's memory in (once; its contents stay), 64 MiB at a time
    // with `between()` called before each step (it may throw to stop).
    template <typename Between>
    void faultIn(Between&& between)
    {
        if (m_faultedIn)
            return;
        HugePageAllocator<std::uint8_t>::faultIn(m_values.data(), m_values.size(), between);
        m_faultedIn = true;
    }

private:
    static constexpr CellMask kEvenBytes = 0x00FF00FF00FF00FFULL;
    static constexpr CellMask kEvenPairs = 0x0000FFFF0000FFFFULL;

    int m_rows;
    int m_cols;
    CellMask m_boxMask;
    // Huge pages: look-ups land anywhere in up to 32 MiB, far more than
    // 4 KiB pages' translations cover (mutable: atomic_ref loads need a
    // non-const byte).
    mutable std::vector<std::uint8_t, HugePageAllocator<std::uint8_t>> m_values;
    bool m_faultedIn = false;
};

} // namespace engine::rectangles
