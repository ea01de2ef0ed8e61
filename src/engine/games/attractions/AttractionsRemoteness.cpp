#include "engine/games/attractions/AttractionsRemoteness.h"

#include <algorithm>
#include <climits>

namespace engine {

AttractionsRemoteness::AttractionsRemoteness(const std::array<const RegionTable*, 2>& tables)
    : m_tables(tables)
{
}

AttractionsRemoteness::Key AttractionsRemoteness::keyOf(const Region& region)
{
    return static_cast<Key>(region.parity) | static_cast<Key>(region.a) << 1 | static_cast<Key>(region.b) << 8
        | static_cast<Key>(region.c) << 15 | static_cast<Key>(region.d) << 22;
}

Region AttractionsRemoteness::regionOf(Key key)
{
    return Region{static_cast<int>(key & 1U), static_cast<int>((key >> 1) & 127U),
                  static_cast<int>((key >> 8) & 127U), static_cast<int>((key >> 15) & 127U),
                  static_cast<int>((key >> 22) & 127U)};
}

int AttractionsRemoteness::spotCount(const std::vector<Region>& regions) const
{
    int count = 0;
    for (const Region& r : regions)
        count += m_tables[static_cast<std::size_t>(r.parity)]->spotCount(r.a, r.b, r.c, r.d);
    return count;
}

std::optional<AttractionsRemoteness::Key> AttractionsRemoteness::shrunk(const Region& region) const
{
    const RegionTable& table = *m_tables[static_cast<std::size_t>(region.parity)];
    Region r = region;
    if (r.a >= r.b || r.c >= r.d || table.spotCount(r.a, r.b, r.c, r.d) == 0)
        return std::nullopt;
    while (table.spotCount(r.a, r.a + 1, r.c, r.d) == 0)
        ++r.a;
    while (table.spotCount(r.b - 1, r.b, r.c, r.d) == 0)
        --r.b;
    while (table.spotCount(r.a, r.b, r.c, r.c + 1) == 0)
        ++r.c;
    while (table.spotCount(r.a, r.b, r.d - 1, r.d) == 0)
        --r.d;
    return keyOf(r);
}

AttractionsRemoteness::State AttractionsRemoteness::stateOf(const std::vector<Region>& regions) const
{
    State state;
    for (const Region& region : regions)
        if (const auto key = shrunk(region))
            state.push_back(*key);
    std::sort(state.begin(), state.end());
    return state;
}

void AttractionsRemoteness::appendSplit(const Region& region, int i, int j, State& state) const
{
    const int p = region.parity;
    for (const Region& part : {Region{p, region.a, i, region.c, j}, Region{p, region.a, i, j + 1, region.d},
                               Region{p, i + 1, region.b, region.c, j}, Region{p, i + 1, region.b, j + 1, region.d}})
        if (const auto key = shrunk(part))
            state.push_back(*key);
}

std::optional<int> AttractionsRemoteness::remoteness(const std::vector<Region>& regions)
{
    if (spotCount(regions) > kMaxSpots)
        return std::nullopt;
    return solve(stateOf(regions));
}

std::optional<int> AttractionsRemoteness::remotenessAfter(const std::vector<Region>& regions, std::size_t index, int i,
                                                     int j)
{
    if (spotCount(regions) > kMaxSpots)
        return std::nullopt;
    std::vector<Region> others = regions;
    others.erase(others.begin() + static_cast<std::ptrdiff_t>(index));
    State state = stateOf(others);
    appendSplit(regions[index], i, j, state);
    std::sort(state.begin(), state.end());
    return solve(state);
}

int AttractionsRemoteness::solve(const State& state)
{
    if (const auto it = m_memo.find(state); it != m_memo.end())
        return it->second;
    // Remoteness is even exactly for losses: a win hurries to its nearest losing
    // child, a loss stalls to its farthest child.
    int fastestWin = INT_MAX;
    int slowest = -1;
    for (std::size_t k = 0; k < state.size(); ++k) {
        const Region region = regionOf(state[k]);
        const RegionTable& table = *m_tables[static_cast<std::size_t>(region.parity)];
        for (int i = region.a; i < region.b; ++i)
            for (int j = region.c; j < region.d; ++j) {
                if (!table.isSpot(i, j))
                    continue;
                State child;
                child.reserve(state.size() + 3);
                for (std::size_t other = 0; other < state.size(); ++other)
                    if (other != k)
                        child.push_back(state[other]);
                appendSplit(region, i, j, child);
                std::sort(child.begin(), child.end());
                const int value = solve(child);
                if (value % 2 == 0)
                    fastestWin = std::min(fastestWin, value);
                slowest = std::max(slowest, value);
            }
    }
    const int result = fastestWin != INT_MAX ? fastestWin + 1 : slowest + 1;
    m_memo.emplace(state, result);
    return result;
}

} // namespace engine
