#include "engine/games/chomp/RunParents.h"

#include <limits>

namespace engine {

namespace {

constexpr std::int32_t kUnknown = -1;
constexpr std::int32_t kNotKept = -2;

// binomial(n, k) for the small arguments of a run's parent count, saturated far above any list.
std::uint64_t saturatedBinomial(int n, int k)
{
    std::uint64_t result = 1;
    for (int i = 1; i <= k; ++i) {
        result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
        if (result > (std::uint64_t{1} << 40))
            return result;
    }
    return result;
}

} // namespace

RunParents::RunParents(int rows, int cols, const std::uint64_t* terms)
    : m_cols(cols)
    , m_stride(static_cast<std::size_t>(rows + 1))
    , m_terms(terms)
    , m_slot(static_cast<std::size_t>(cols) * static_cast<std::size_t>(cols) * m_stride * m_stride, kUnknown)
{
}

const std::vector<std::uint32_t>* RunParents::cached(int c, int last, int low, int top)
{
    const std::size_t shape
        = ((static_cast<std::size_t>(c) * static_cast<std::size_t>(m_cols) + static_cast<std::size_t>(last))
               * m_stride
           + static_cast<std::size_t>(low))
            * m_stride
        + static_cast<std::size_t>(top);
    std::int32_t& slot = m_slot[shape];
    if (slot == kUnknown) {
        // Non-increasing sequences of the run's length over low..top, less the one that stays at low.
        const int length = last - c + 1;
        const std::uint64_t count = saturatedBinomial(length + top - low, length) - 1;
        if (count > kMaxListLength || m_kept + count > kBudget) {
            slot = kNotKept;
        } else {
            std::vector<std::uint32_t> list;
            list.reserve(count);
            bool fits = true; // the offsets of large tables' left columns pass 32 bits
            auto keep = [&list, &fits](std::uint64_t offset) {
                fits = fits && offset <= std::numeric_limits<std::uint32_t>::max();
                list.push_back(static_cast<std::uint32_t>(offset));
            };
            forEachEnumerated(c, last, low, top, keep, [](std::uint64_t) {});
            if (fits) {
                m_kept += count;
                slot = static_cast<std::int32_t>(m_lists.size());
                m_lists.push_back(std::move(list));
            } else {
                slot = kNotKept;
            }
        }
    }
    return slot == kNotKept ? nullptr : &m_lists[static_cast<std::size_t>(slot)];
}

} // namespace engine
