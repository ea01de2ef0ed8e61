#include "engine/sums/SumBoardCache.h"

#include <algorithm>

namespace engine {

SumBoardCache::SumBoardCache(std::size_t capacity) : m_capacity(std::max<std::size_t>(capacity, 1)) {}

std::shared_ptr<const SumBoardAnalysis> SumBoardCache::find(const Game& game, const Board& setup,
                                                            const Board& position, bool outcomesOnly) const
{
    const std::lock_guard lock(m_mutex);
    const auto found = std::find_if(m_entries.begin(), m_entries.end(), [&](const Entry& entry) {
        return entry.game == &game && entry.outcomesOnly == outcomesOnly && entry.position == position
            && entry.setup == setup;
    });
    if (found == m_entries.end())
        return nullptr;
    m_entries.splice(m_entries.begin(), m_entries, found);
    return found->analysis;
}

void SumBoardCache::keep(const Game& game, const Board& setup, const Board& position, bool outcomesOnly,
                         std::shared_ptr<const SumBoardAnalysis> analysis)
{
    const std::lock_guard lock(m_mutex);
    std::erase_if(m_entries, [&](const Entry& entry) {
        return entry.game == &game && entry.outcomesOnly == outcomesOnly && entry.position == position
            && entry.setup == setup;
    });
    m_entries.push_front(Entry{&game, setup, position, outcomesOnly, std::move(analysis)});
    if (m_entries.size() > m_capacity)
        m_entries.pop_back();
}

std::size_t SumBoardCache::size() const
{
    const std::lock_guard lock(m_mutex);
    return m_entries.size();
}

} // namespace engine
