#include "engine/SparseCells.h"

#include <algorithm>
#include <numeric>

namespace engine {

SparseCells::SparseCells(const SparseCells& base, const Changes& changes)
{
    m_entries.reserve(base.size() + changes.size());
    merge(
        [&base](const auto& visit) {
            for (const Entry& entry : base.m_entries)
                visit(entry);
        },
        changes, m_entries);
}

CellKind SparseCells::at(Cell cell) const
{
    const auto it = lowerBound(cell);
    return it != m_entries.end() && it->first == cell ? it->second : CellKind::Empty;
}

std::vector<SparseCells::Entry> SparseCells::entriesOf(CellKind kind) const
{
    std::call_once(m_indexed, [this] { buildIndexes(); });
    const auto k = static_cast<std::size_t>(kind);
    std::vector<Entry> result;
    if (k >= kCellKindCount)
        return result;
    result.reserve(m_kindStart[k + 1] - m_kindStart[k]);
    for (std::size_t i = m_kindStart[k]; i < m_kindStart[k + 1]; ++i)
        result.push_back(m_entries[m_byKind[i]]);
    return result;
}

void SparseCells::buildIndexes() const
{
    m_byColumn.resize(m_entries.size());
    std::iota(m_byColumn.begin(), m_byColumn.end(), std::uint32_t{0});
    std::sort(m_byColumn.begin(), m_byColumn.end(), [this](std::uint32_t a, std::uint32_t b) {
        const Cell x = m_entries[a].first;
        const Cell y = m_entries[b].first;
        return x.col != y.col ? x.col < y.col : x.row < y.row;
    });
    m_kindStart.assign(kCellKindCount + 1, 0);
    for (const Entry& entry : m_entries)
        ++m_kindStart[static_cast<std::size_t>(entry.second) + 1];
    std::partial_sum(m_kindStart.begin(), m_kindStart.end(), m_kindStart.begin());
    m_byKind.resize(m_entries.size());
    std::vector<std::size_t> next(m_kindStart.begin(), m_kindStart.end() - 1);
    for (std::uint32_t i = 0; i < m_entries.size(); ++i)
        m_byKind[next[static_cast<std::size_t>(m_entries[i].second)]++] = i;
}

} // namespace engine
