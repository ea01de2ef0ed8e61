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

WinningColumns::Free WinningColumns::firstFreeFrom(Coord col)
{
    // One search: the interval holding col (if any) and the one after it.
    auto next = m_intervals.upper_bound(col);
    auto previous = next == m_intervals.begin() ? m_intervals.end() : std::prev(next);
    const bool inside = previous != m_intervals.end() && previous->second > col;
    // Inside or not, `previous` and `next` are the neighbours of the free column.
    return Free{inside ? previous->second : col, previous, next};
}

void WinningColumns::crossRow(std::span<const Coord> impassable, std::vector<Coord>& losing, RowAbove above)
{
    const bool misere = above.rule == PlayRule::Misere;
    std::size_t aboveNext = 0; // the first impassable column above not left of the stretch
    Coord stretchBegin = 0;
    for (std::size_t i = 0; i <= impassable.size(); ++i) {
        const Coord stretchEnd = i < impassable.size() ? impassable[i] : kNone;
        if (stretchBegin < stretchEnd) {
            Free free = firstFreeFrom(stretchBegin);
            // Misère: a free first column that cannot move up has no move at all.
            if (misere && free.col == stretchBegin) {
                while (aboveNext < above.impassable.size() && above.impassable[aboveNext] < stretchBegin)
                    ++aboveNext;
                const bool deadEnd = above.edge
                                     || (aboveNext < above.impassable.size()
                                         && above.impassable[aboveNext] == stretchBegin);
                if (deadEnd && stretchBegin + 1 < stretchEnd)
                    free = firstFreeFrom(stretchBegin + 1);
                else if (deadEnd)
                    free.col = stretchEnd; // a stretch of one dead end: no losing cell
            }
            if (free.col < stretchEnd) {
                losing.push_back(free.col);
                addFree(free.col, free.previous, free.next);
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
