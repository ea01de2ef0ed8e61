#include "engine/games/rectangles/MaskTable.h"

#include <bit>

namespace engine::rectangles {

namespace {

constexpr int kInitialBits = 12;
// Old slots moved between two calls of a rehash's `between()`.
constexpr std::size_t kRehashStep = std::size_t{1} << 20;

} // namespace

MaskTable::MaskTable()
{
    clear();
}

void MaskTable::clear()
{
    m_entries = Slots(std::size_t{1} << kInitialBits); // atomics start at 0
    m_slotMask = m_entries.size() - 1;
    m_shift = 64 - kInitialBits;
    m_size = 0;
    const std::lock_guard lock(m_wideMutex);
    m_wide.clear();
}

std::size_t MaskTable::size() const
{
    const std::lock_guard lock(m_wideMutex);
    return m_size.load(std::memory_order_relaxed) + m_wide.size();
}

std::size_t MaskTable::memoryBytes() const
{
    // The side map's nodes: key, value and two pointers' worth of overhead each.
    const std::lock_guard lock(m_wideMutex);
    return m_entries.size() * sizeof(std::uint64_t) + m_wide.size() * 32;
}

int MaskTable::findWide(CellMask key) const
{
    const std::lock_guard lock(m_wideMutex);
    const auto it = m_wide.find(key);
    return it == m_wide.end() ? kMissing : it->second;
}

void MaskTable::insertWide(CellMask key, std::uint8_t value)
{
    const std::lock_guard lock(m_wideMutex);
    m_wide.emplace(key, value);
}

bool MaskTable::claimSlot(std::uint64_t entry)
{
    const CellMask key = entry & kKeyBits;
    for (std::size_t slot = slotOf(key);; slot = (slot + 1) & m_slotMask) {
        std::uint64_t seen = m_entries[slot].load(std::memory_order_relaxed);
        if (seen == 0 && m_entries[slot].compare_exchange_strong(seen, entry, std::memory_order_relaxed))
            return true;
        // Taken, possibly just now by another thread: by this key or another.
        if ((seen & kKeyBits) == key)
            return false;
    }
}

void MaskTable::insert(CellMask key, std::uint8_t value)
{
    if (wantsGrowth())
        grow();
    insertShared(key, value);
}

void MaskTable::insertShared(CellMask key, std::uint8_t value)
{
    if (key >> kValueShift != 0) {
        insertWide(key, value);
        return;
    }
    if (claimSlot(key | std::uint64_t{value} << kValueShift))
        m_size.fetch_add(1, std::memory_order_relaxed);
}

void MaskTable::grow()
{
    rehash(m_entries.size() * 2);
}

void MaskTable::reserve(std::size_t entries, const std::function<void()>& between)
{
    std::size_t slots = m_entries.size();
    while (entries * 10 > slots * 7)
        slots *= 2;
    if (slots != m_entries.size())
        rehash(slots, between);
}

void MaskTable::rehash(std::size_t slots, const std::function<void()>& between)
{
    Slots fresh(slots);
    // Faulted in now, in one pass, rather than a page at each probe of the search.
    HugePageAllocator<std::atomic<std::uint64_t>>::faultIn(fresh.data(), fresh.size(), between);
    // Filled before it replaces the table, `between()` called every kRehashStep
    // old slots (a few milliseconds): a stop leaves the table as it was and frees
    // the new slots, however large the table.
    const std::size_t slotMask = slots - 1;
    const int shift = 64 - std::countr_zero(slots);
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (i % kRehashStep == kRehashStep - 1)
            between();
        const std::uint64_t entry = m_entries[i].load(std::memory_order_relaxed);
        if (entry == 0)
            continue;
        std::size_t index = slotOf(entry & kKeyBits, shift);
        while (fresh[index].load(std::memory_order_relaxed) != 0)
            index = (index + 1) & slotMask;
        fresh[index].store(entry, std::memory_order_relaxed);
    }
    fresh.swap(m_entries);
    m_slotMask = slotMask;
    m_shift = shift;
}

} // namespace engine::rectangles
