#pragma once

#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/HugePageAllocator.h"

#include <cstddef>
#include <cstdint>
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
            const std::uint64_t entry = m_entries[slot];
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
    // Stores `value` for `key` (not empty, not yet stored).
    void insert(CellMask key, std::uint8_t value);

    [[nodiscard]] std::size_t size() const { return m_size + m_wide.size(); }
    [[nodiscard]] std::size_t memoryBytes() const;
    void clear();

private:
    static constexpr int kValueShift = 56;
    static constexpr std::uint64_t kKeyBits = (std::uint64_t{1} << kValueShift) - 1;

    [[nodiscard]] std::size_t slotOf(CellMask key) const
    {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> m_shift);
    }
    [[nodiscard]] int findWide(CellMask key) const;
    void grow();

    std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>> m_entries; // key | value << 56, or 0
    std::size_t m_slotMask = 0;
    int m_shift = 64;
    std::size_t m_size = 0;
    std::unordered_map<CellMask, std::uint8_t> m_wide; // keys of 57 bits or more
};

} // namespace engine::rectangles
