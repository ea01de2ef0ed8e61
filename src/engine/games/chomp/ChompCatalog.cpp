#include "engine/games/chomp/ChompCatalog.h"

#include "engine/Error.h"
#include "engine/games/chomp/ChompTable.h"

#include <algorithm>

namespace engine {

ChompCatalog::ChompCatalog(int rows, int cols, Heights floor, std::vector<std::uint64_t> bucketStarts,
                           std::vector<std::uint16_t> lows, PlayRule rule)
    : m_rows(rows), m_cols(cols), m_floor(std::move(floor)), m_rule(rule), m_bucketStarts(std::move(bucketStarts)),
      m_lows(std::move(lows))
{
    if (!ChompTable::takesOutcomes(rows, cols) || m_floor.size() != static_cast<std::size_t>(cols))
        throw InvalidArgument("chomp catalog size out of range");
    for (std::size_t c = 0; c < m_floor.size(); ++c)
        if (m_floor[c] < 0 || m_floor[c] > rows || (c > 0 && m_floor[c] > m_floor[c - 1]))
            throw InvalidArgument("the chomp catalog's poison floor is no staircase");
    const std::uint64_t states = staircaseCount(rows, cols);
    const std::uint64_t buckets = (states >> kBucketBits) + 1;
    if (m_bucketStarts.size() != buckets + 1 || m_bucketStarts.front() != 0
        || m_bucketStarts.back() != m_lows.size())
        throw InvalidArgument("the chomp catalog's buckets do not match its box");
    for (std::size_t b = 0; b + 1 < m_bucketStarts.size(); ++b) {
        if (m_bucketStarts[b] > m_bucketStarts[b + 1])
            throw InvalidArgument("the chomp catalog's buckets are out of order");
        const auto first = m_lows.begin() + static_cast<std::ptrdiff_t>(m_bucketStarts[b]);
        const auto last = m_lows.begin() + static_cast<std::ptrdiff_t>(m_bucketStarts[b + 1]);
        if (std::adjacent_find(first, last, std::greater_equal<>()) != last)
            throw InvalidArgument("the chomp catalog's ranks are out of order");
    }
    m_term = staircaseRankTerms(rows, cols);
}

ChompCatalog ChompCatalog::ofTable(const ChompTable& table, const SolveContext& context, double progressFrom,
                                   double progressTo)
{
    const std::uint64_t buckets = (table.stateCount() >> kBucketBits) + 1;
    std::vector<std::uint64_t> starts(buckets + 1, 0);
    std::vector<std::uint16_t> lows;
    lows.reserve(table.stateCount() / 128); // about 0.5 % of the staircases lose
    table.forEachLoss(context, progressFrom, progressTo, [&](std::uint64_t rank) {
        ++starts[(rank >> kBucketBits) + 1];
        lows.push_back(static_cast<std::uint16_t>(rank));
    });
    for (std::size_t b = 1; b < starts.size(); ++b)
        starts[b] += starts[b - 1];
    lows.shrink_to_fit();
    return ChompCatalog(table.rows(), table.cols(), table.floor(), std::move(starts), std::move(lows), table.rule());
}

bool ChompCatalog::covers(int rows, int cols, const Heights& floor, PlayRule rule) const
{
    if (rule != m_rule || rows > m_rows || cols > m_cols || floor.size() != static_cast<std::size_t>(cols))
        return false;
    for (int c = 0; c < m_cols; ++c)
        if (m_floor[static_cast<std::size_t>(c)] != (c < cols ? floor[static_cast<std::size_t>(c)] : 0))
            return false;
    return true;
}

std::uint64_t ChompCatalog::rankOf(const Heights& heights) const
{
    std::uint64_t rank = 0;
    for (int c = 0; c < m_cols; ++c) {
        const int height = static_cast<std::size_t>(c) < heights.size() ? heights[static_cast<std::size_t>(c)] : 0;
        rank += m_term[static_cast<std::size_t>(c) * static_cast<std::size_t>(m_rows + 1)
                       + static_cast<std::size_t>(height)];
    }
    return rank;
}

bool ChompCatalog::isLoss(std::uint64_t rank) const
{
    const std::uint64_t bucket = rank >> kBucketBits;
    if (bucket + 1 >= m_bucketStarts.size())
        return false;
    const auto first = m_lows.begin() + static_cast<std::ptrdiff_t>(m_bucketStarts[bucket]);
    const auto last = m_lows.begin() + static_cast<std::ptrdiff_t>(m_bucketStarts[bucket + 1]);
    return std::binary_search(first, last, static_cast<std::uint16_t>(rank));
}

} // namespace engine
