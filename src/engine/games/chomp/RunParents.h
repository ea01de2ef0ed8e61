#pragma once

#include "engine/WorkMeter.h"

#include <cstdint>
#include <vector>

namespace engine {

// The rank offsets from a chomp staircase to its parents through one run of
// equal columns (ChompTable's retrograde marking): a parent raises the run's
// columns c..last, all of height `low`, to a non-increasing sequence whose
// first column is above `low` and at most `top` (the column left of the run).
// The offsets depend on that shape only, so each shape's list is built once,
// while it is short, its offsets fit 32 bits and the budget lasts, and then read
// as a plain array; any other shape is enumerated each time.
class RunParents {
public:
    // `terms` are ChompTable's rank terms: terms[c * (rows + 1) + v] is the
    // rank share of height v in column c. They must outlive this object.
    RunParents(int rows, int cols, const std::uint64_t* terms);

    // Calls visit(offset) for every parent of the shape (c, last, low, top),
    // and adds them to `meter`: a kept list (at most kMaxListLength) at once
    // after it, an enumerated one (it may be billions long) after each loop over
    // the run's two last columns (see enumerate), so the visits count nothing.
    template <typename Visit>
    void forEach(int c, int last, int low, int top, WorkMeter& meter, Visit&& visit)
    {
        if (const std::vector<std::uint32_t>* list = cached(c, last, low, top)) {
            for (const std::uint32_t offset : *list)
                visit(std::uint64_t{offset});
            meter.add(list->size());
            return;
        }
        forEachEnumerated(c, last, low, top, visit, [&meter](std::uint64_t units) { meter.add(units); });
    }

    // The longest list kept, so the most work one forEach adds at once.
    static constexpr std::uint64_t kMaxListLength = 4096;

private:
    static constexpr std::uint64_t kBudget = 1 << 22; // offsets kept in all lists, 16 MB

    [[nodiscard]] std::uint64_t step(int col, int v, int low) const
    {
        const std::uint64_t* column = m_terms + static_cast<std::size_t>(col) * m_stride;
        return column[v] - column[low];
    }
    // Every parent of the shape, enumerated: calls visit(offset) for each and
    // count(n) after each batch of n of them (see enumerate).
    template <typename Visit, typename Count>
    void forEachEnumerated(int c, int last, int low, int top, Visit& visit, Count&& count) const
    {
        if (c == last) { // a run of one column: its parents raise it alone
            const std::uint64_t* column = m_terms + static_cast<std::size_t>(c) * m_stride;
            for (int v = low + 1; v <= top; ++v)
                visit(column[v] - column[low]);
            count(static_cast<std::uint64_t>(top - low));
            return;
        }
        for (int v = low + 1; v <= top; ++v)
            enumerate(c + 1, last, low, v, step(c, v, low), visit, count);
    }
    // Columns col..last of the run (col <= last), each from `low` to
    // `leftHeight`, the height chosen left of it. Counts after the two last
    // columns' loops: at most (kMaxSide + 1) * (kMaxSide + 2) / 2 parents.
    template <typename Visit, typename Count>
    void enumerate(int col, int last, int low, int leftHeight, std::uint64_t offset, Visit& visit, Count& count) const
    {
        const std::uint64_t* lastColumn = m_terms + static_cast<std::size_t>(last) * m_stride;
        const std::uint64_t n = static_cast<std::uint64_t>(leftHeight - low + 1);
        if (col == last) {
            const std::uint64_t from = offset - lastColumn[low];
            for (int v = low; v <= leftHeight; ++v)
                visit(from + lastColumn[v]);
            count(n);
            return;
        }
        if (col + 1 == last) {
            const std::uint64_t* column = m_terms + static_cast<std::size_t>(col) * m_stride;
            const std::uint64_t from = offset - column[low] - lastColumn[low];
            for (int v = low; v <= leftHeight; ++v) {
                const std::uint64_t at = from + column[v];
                for (int w = low; w <= v; ++w)
                    visit(at + lastColumn[w]);
            }
            count(n * (n + 1) / 2);
            return;
        }
        for (int v = low; v <= leftHeight; ++v)
            enumerate(col + 1, last, low, v, offset + step(col, v, low), visit, count);
    }
    // The list of the shape, built on first use; null when it is not kept.
    const std::vector<std::uint32_t>* cached(int c, int last, int low, int top);

    int m_cols;
    std::size_t m_stride;
    const std::uint64_t* m_terms;
    std::vector<std::int32_t> m_slot; // per shape: index into m_lists, kUnknown or kNotKept
    std::vector<std::vector<std::uint32_t>> m_lists;
    std::uint64_t m_kept = 0;
};

} // namespace engine
