#include "engine/games/pawn/WinningColumns.h"

#include <algorithm>
#include <iterator>

namespace engine {

WinningColumns::Run WinningColumns::fillFirstGap(Coord rows)
{
    auto first = m_intervals.begin();
    const bool atZero = first != m_intervals.end() && first->first == 0;
    const Coord free = atZero ? first->second : 0;
    const auto next = atZero ? std::next(first) : first;
    const Coord taken = next == m_intervals.end() ? kNone : next->first;
    const Run run{free, std::min(rows, taken - free)};
    const Coord end = free + run.rows;
    const bool closes = end == taken;
    if (atZero) {
        first->second = closes ? next->second : end;
        if (closes)
            m_intervals.erase(next);
    } else if (closes) {
        auto node = m_intervals.extract(next);
        node.key() = 0;
        m_intervals.insert(m_intervals.begin(), std::move(node));
    } else {
        m_intervals.emplace_hint(m_intervals.begin(), 0, end);
    }
    return run;
}

void WinningColumns::addFree(Coord col, Map::iterator previous, Map::iterator next)
{
    const bool joinsPrevious = previous != m_intervals.end() && previous->second == col;
    const bool joinsNext = next != m_intervals.end() && next->first == col + 1;
    if (joinsPrevious) {
        previous->second = joinsNext ? next->second : col + 1;
        if (joinsNext)
            m_intervals.erase(next);
    } else if (joinsNext) {
        auto node = m_intervals.extract(next);
        node.key() = col;
        m_intervals.insert(previous == m_intervals.end() ? m_intervals.begin() : std::next(previous),
                           std::move(node));
    } else {
        m_intervals.emplace_hint(next, col, col + 1);
    }
}

void WinningColumns::crossRow(std::span<const Coord> impassable, std::vector<Coord>& losing)
{
    Coord stretchBegin = 0;
    for (std::size_t i = 0; i <= impassable.size(); ++i) {
        const Coord stretchEnd = i < impassable.size() ? impassable[i] : kNone;
        if (stretchBegin < stretchEnd) {
            // One search: the interval holding stretchBegin (if any) and the one after it.
            auto next = m_intervals.upper_bound(stretchBegin);
            auto previous = next == m_intervals.begin() ? m_intervals.end() : std::prev(next);
            const bool inside = previous != m_intervals.end() && previous->second > stretchBegin;
            const Coord free = inside ? previous->second : stretchBegin;
            if (free < stretchEnd) {
                losing.push_back(free);
                // Inside or not, `previous` and `next` are the neighbours of `free`.
                addFree(free, previous, next);
            }
        }
        if (i == impassable.size())
            break;
        // Remove the impassable column, splitting the interval that holds it.
        const Coord col = impassable[i];
        auto after = m_intervals.upper_bound(col);
        if (after != m_intervals.begin()) {
            const auto holding = std::prev(after);
            const Coord begin = holding->first;
            const Coord end = holding->second;
            if (end > col) {
                if (begin == col)
                    m_intervals.erase(holding);
                else
                    holding->second = col;
                if (col + 1 < end)
                    m_intervals.emplace_hint(after, col + 1, end);
            }
        }
        stretchBegin = col + 1;
    }
}

} // namespace engine
