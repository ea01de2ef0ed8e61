#pragma once

#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/HugePageAllocator.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace engine::rectangles {

// A hash map from non-empty cell sets to one byte, for the memo tables of the
// rectangles solver, built for the solver's access pattern (huge numbers of
// look-ups that miss the cache).
//
// Open addressing with linear probing over one array of 64-bit entries: a key
// below 2^56 (a set that leaves row 7 empty, which holds every canonical form
// but those of sets spanning 8 x 8) shares its entry with its value in the top
// byte, so a look-up costs one cache miss; 0 marks a free slot. The few other
// keys live in a side map. The array doubles when 70% full: about 11 bytes per
// entry on average, at most 2 x 8 / 0.7 right after a growth.
//
// Several threads may find() and insertShared() at once (slots are atomic, an
// insert is a compare-and-swap), but growth needs the table to itself: a
// shared table is grown by its owner through grow() when wantsGrowth() (see
// MemoGate). insert() grows by itself and is for single-threaded use.
class MaskTable {
public:
    static constexpr int kMissing = -1;

    MaskTable();
    MaskTable(const MaskTable&) = delete;
    MaskTable& operator=(const MaskTable&) = delete;

    // The value stored for `key`, or kMissing.
    [[nodiscard]] int find(CellMask key) const
    {
        if (key >> kValueShift != 0)
            return findWide(key);
        for (std::size_t slot = slotOf(key);; slot = (slot + 1) & m_slotMask) {
            const std::uint64_t entry = m_entries[slot].load(std::memory_order_relaxed);
            if ((entry & kKeyBits) == key)
                return static_cast<int>(entry >> kValueShift);
            if (entry == 0)
                return kMissing;
        }
    }
    // Asks the memory system for the slot of `key`, so that a find() shortly after
    // overlaps its cache miss with other work.
    void prefetch(CellMask key) const
    {
#if defined(__GNUC__)
        __builtin_prefetch(&m_entries[slotOf(key & kKeyBits)]);
#else
        (void)key;
#endif
    }
    // Stores `value` for `key` (not empty, not yet stored); grows when needed.
    void insert(CellMask key, std::uint8_t value);
    // Stores `value` for `key` (not empty) unless some thread already stored it
    // (with the same value: a key's value never changes). Never grows: the
    // owner keeps wantsGrowth() false by calling grow() while no thread uses
    // the table.
    void insertShared(CellMask key, std::uint8_t value);
    [[nodiscard]] bool wantsGrowth() const
    {
        return (m_size.load(std::memory_order_relaxed) + 1) * 10 > m_entries.size() * 7;
    }
    // Doubles the slots; no other thread may use the table meanwhile.
    void grow();
    // Makes room for `entries` entries in all without growing (a search that
    // knows its size up front is spared the doublings and the peak of memory
    // while one copies); no other thread may use the table meanwhile. The new
    // slots' memory is faulted in 64 MiB at a time, and the entries moved 2^20
    // old slots at a time, with `between()` called between steps (it may throw
    // to stop: the table is then as before).
    void reserve(std::size_t entries, const std::function<void()>& between = [] {});

    [[nodiscard]] std::size_t size() const;
    [[nodiscard]] std::size_t memoryBytes() const;
    void clear();

private:
    static constexpr int kValueShift = 56;
    static constexpr std::uint64_t kKeyBits = (std::uint64_t{1} << kValueShift) - 1;

    [[nodiscard]] std::size_t slotOf(CellMask key) const { return slotOf(key, m_shift); }
    // The home slot of `key` in a table of 2^(64 - shift) slots.
    [[nodiscard]] static std::size_t slotOf(CellMask key, int shift)
    {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift);
    }
    // Moves every entry into a new array of `slots` slots (a power of 2),
    // faulted in first (see reserve).
    void rehash(std::size_t slots, const std::function<void()>& between = [] {});
    [[nodiscard]] int findWide(CellMask key) const;
    void insertWide(CellMask key, std::uint8_t value);
    // Claims a free slot for `entry` unless its key is there; true if claimed.
    bool claimSlot(std::uint64_t entry);

    using Slots = std::vector<std::atomic<std::uint64_t>, HugePageAllocator<std::atomic<std::uint64_t>>>;
    Slots m_entries; // key | value << 56, or 0
    std::size_t m_slotMask = 0;
    int m_shift = 64;
    std::atomic<std::size_t> m_size = 0;
    mutable std::mutex m_wideMutex;                    // guards m_wide
    std::unordered_map<CellMask, std::uint8_t> m_wide; // keys of 57 bits or more
};

} // namespace engine::rectangles
