#include "engine/games/rectangles/MaskTable.h"

namespace engine::rectangles {

namespace {

constexpr int kInitialBits = 12;

} // namespace

MaskTable::MaskTable()
{
    clear();
}

void MaskTable::clear()
{
    m_entries.assign(std::size_t{1} << kInitialBits, 0);
    m_entries.shrink_to_fit();
    m_slotMask = m_entries.size() - 1;
    m_shift = 64 - kInitialBits;
    m_size = 0;
    m_wide.clear();
}

std::size_t MaskTable::memoryBytes() const
{
    // The side map's nodes: key, value and two pointers' worth of overhead each.
    return m_entries.size() * sizeof(std::uint64_t) + m_wide.size() * 32;
}

int MaskTable::findWide(CellMask key) const
{
    const auto it = m_wide.find(key);
    return it == m_wide.end() ? kMissing : it->second;
}

void MaskTable::insert(CellMask key, std::uint8_t value)
{
    if (key >> kValueShift != 0) {
        m_wide.emplace(key, value);
        return;
    }
    if ((m_size + 1) * 10 > m_entries.size() * 7)
        grow();
    std::size_t slot = slotOf(key);
    while (m_entries[slot] != 0)
        slot = (slot + 1) & m_slotMask;
    m_entries[slot] = key | std::uint64_t{value} << kValueShift;
    ++m_size;
}

void MaskTable::grow()
{
    std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>> old(m_entries.size() * 2, 0);
    old.swap(m_entries);
    m_slotMask = m_entries.size() - 1;
    --m_shift;
    for (const std::uint64_t entry : old) {
        if (entry == 0)
            continue;
        std::size_t slot = slotOf(entry & kKeyBits);
        while (m_entries[slot] != 0)
            slot = (slot + 1) & m_slotMask;
        m_entries[slot] = entry;
    }
}

} // namespace engine::rectangles
