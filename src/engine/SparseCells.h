#pragma once

#include "engine/Cell.h"
#include "engine/CellKind.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

namespace engine {

// The marked cells of a sparse Board, sorted row-major, immutable once built:
// boards share one SparseCells (std::shared_ptr<const SparseCells>) and keep
// their own changes beside it (Board::m_changes), so a copy of a board of 10^5
// cells costs its changes only. The two indexes a look-up by kind or along a
// column needs are built on first use, once, safely from any thread.
class SparseCells {
public:
    using Entry = std::pair<Cell, CellKind>;
    using Changes = std::map<Cell, CellKind>; // CellKind::Empty erases the cell

    SparseCells() = default;
    // These cells with `changes` applied.
    SparseCells(const SparseCells& base, const Changes& changes);

    SparseCells(const SparseCells&) = delete;
    SparseCells& operator=(const SparseCells&) = delete;

    [[nodiscard]] std::size_t size() const { return m_entries.size(); }
    [[nodiscard]] const std::vector<Entry>& entries() const { return m_entries; }
    // The first entry at or after `cell` in row-major order.
    [[nodiscard]] std::vector<Entry>::const_iterator lowerBound(Cell cell) const
    {
        return std::lower_bound(m_entries.begin(), m_entries.end(), cell,
                                [](const Entry& entry, Cell key) { return entry.first < key; });
    }
    // The kind of a cell; Empty when it is not here. O(log N).
    [[nodiscard]] CellKind at(Cell cell) const;
    // Calls visit(entry) for the entries in rows [rowBegin, rowEnd) and columns
    // [colBegin, colEnd) (clamped by the caller), row-major.
    template <typename Visit>
    void visitWindow(Coord rowBegin, Coord rowEnd, Coord colBegin, Coord colEnd, Visit visit) const;
    // The entries of `kind`, row-major. O(their count) after the first call.
    [[nodiscard]] std::vector<Entry> entriesOf(CellKind kind) const;
    // The entries of column `col` in rows below `rowEnd`, nearest first, until
    // `accept` takes one: that one, or nothing. O(log N + skipped) after the first call.
    template <typename Accept>
    [[nodiscard]] std::optional<Entry> lastInColumnAbove(Coord col, Coord rowEnd, Accept accept) const;

    // Appends to `out` the entries `visitBase` visits (row-major, it calls its
    // argument with each) with `changes` (row-major Entry pairs, Empty erases) merged in.
    template <typename VisitBase, typename Changed>
    static void merge(VisitBase visitBase, const Changed& changes, std::vector<Entry>& out);

private:
    void buildIndexes() const;

    std::vector<Entry> m_entries;
    mutable std::once_flag m_indexed;
    mutable std::vector<std::uint32_t> m_byColumn; // entry indexes, column-major
    mutable std::vector<std::uint32_t> m_byKind;   // entry indexes by kind, row-major within a kind
    mutable std::vector<std::size_t> m_kindStart;  // m_byKind's range of kind k: [start[k], start[k + 1])
};

template <typename Visit>
void SparseCells::visitWindow(Coord rowBegin, Coord rowEnd, Coord colBegin, Coord colEnd, Visit visit) const
{
    const auto from = [this](Cell cell) { return lowerBound(cell); };
    for (auto it = from({rowBegin, colBegin}); it != m_entries.end() && it->first.row < rowEnd;) {
        const Cell cell = it->first;
        if (cell.col < colBegin) {
            it = from({cell.row, colBegin});
        } else if (cell.col >= colEnd) {
            it = from({cell.row + 1, colBegin});
        } else {
            visit(*it);
            ++it;
        }
    }
}

template <typename VisitBase, typename Changed>
void SparseCells::merge(VisitBase visitBase, const Changed& changes, std::vector<Entry>& out)
{
    auto change = changes.begin();
    const auto takeChange = [&] {
        if (change->second != CellKind::Empty)
            out.emplace_back(change->first, change->second);
        ++change;
    };
    visitBase([&](const Entry& entry) {
        while (change != changes.end() && change->first < entry.first)
            takeChange();
        if (change != changes.end() && change->first == entry.first)
            takeChange(); // the change replaces the entry
        else
            out.push_back(entry);
    });
    while (change != changes.end())
        takeChange();
}

template <typename Accept>
std::optional<SparseCells::Entry> SparseCells::lastInColumnAbove(Coord col, Coord rowEnd, Accept accept) const
{
    std::call_once(m_indexed, [this] { buildIndexes(); });
    const Cell key{rowEnd, col};
    const auto columnMajor = [this](std::uint32_t index, Cell cell) {
        const Cell at = m_entries[index].first;
        return at.col != cell.col ? at.col < cell.col : at.row < cell.row;
    };
    auto it = std::lower_bound(m_byColumn.begin(), m_byColumn.end(), key, columnMajor);
    while (it != m_byColumn.begin()) {
        --it;
        const Entry& entry = m_entries[*it];
        if (entry.first.col != col)
            return std::nullopt;
        if (accept(entry))
            return entry;
    }
    return std::nullopt;
}

} // namespace engine
