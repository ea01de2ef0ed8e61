#include "engine/games/pawn/LosingDiagonals.h"

#include <algorithm>

namespace engine {

LosingDiagonals::LosingDiagonals(std::vector<DiagonalSegment> segments)
    : m_segments(std::move(segments))
{
}

const DiagonalSegment* LosingDiagonals::startingAtOrBefore(Cell cell) const
{
    const auto after = std::upper_bound(m_segments.begin(), m_segments.end(), cell,
                                        [](Cell c, const DiagonalSegment& s) { return c < s.start; });
    return after == m_segments.begin() ? nullptr : &*std::prev(after);
}

bool LosingDiagonals::contains(Cell cell) const
{
    const DiagonalSegment* segment = startingAtOrBefore(cell);
    return segment && segment->contains(cell);
}

std::vector<bool> LosingDiagonals::containsSorted(std::span<const Cell> cells) const
{
    std::vector<bool> result(cells.size(), false);
    std::size_t next = 0; // the first segment starting after the current cell
    for (std::size_t i = 0; i < cells.size(); ++i) {
        while (next < m_segments.size() && !(cells[i] < m_segments[next].start))
            ++next;
        result[i] = next > 0 && m_segments[next - 1].contains(cells[i]);
    }
    return result;
}

std::optional<Coord> LosingDiagonals::lastColumnBefore(Coord row, Coord col) const
{
    if (col <= 0)
        return std::nullopt;
    const DiagonalSegment* segment = startingAtOrBefore(Cell{row, col - 1});
    if (!segment || !segment->coversRow(row) || segment->colAt(row) >= col)
        return std::nullopt;
    return segment->colAt(row);
}

std::vector<DiagonalSegment> LosingDiagonals::within(Coord rowBegin, Coord rowEnd, Coord colBegin,
                                                     Coord colEnd) const
{
    std::vector<DiagonalSegment> result;
    if (rowBegin >= rowEnd || colBegin >= colEnd)
        return result;
    // Last rows never decrease along the list, so the segments reaching rowBegin are a suffix.
    auto it = std::partition_point(m_segments.begin(), m_segments.end(),
                                   [rowBegin](const DiagonalSegment& s) { return s.lastRow() < rowBegin; });
    for (; it != m_segments.end() && it->start.row < rowEnd; ++it) {
        const Coord shift = it->start.col - it->start.row; // col = row + shift along the segment
        const Coord first = std::max({it->start.row, rowBegin, colBegin - shift});
        const Coord last = std::min({it->lastRow(), rowEnd - 1, colEnd - 1 - shift});
        if (first <= last)
            result.push_back(DiagonalSegment{Cell{first, first + shift}, last - first + 1});
    }
    return result;
}

} // namespace engine
