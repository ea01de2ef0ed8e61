#pragma once

#include "engine/games/attractions/Region.h"
#include "engine/games/attractions/RegionTable.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace engine {

// Exact remoteness of small attractions positions.
//
// Remoteness does not add up over independent parts the way Grundy values do,
// so it needs a search over the whole position: a state is the multiset of its
// regions (each shrunk to the bounding rectangle of its spots, regions without
// spots dropped), and a move replaces one region by the four around the spot.
// That is exponential, so it runs only for positions with at most kMaxSpots free
// spots; larger ones have no remoteness. Results are memoised for the lifetime
// of the setup, so the positions of one game share them.
class AttractionsRemoteness {
public:
    static constexpr int kMaxSpots = 14;

    // `tables` are the setup's two colour classes; they must outlive the search.
    explicit AttractionsRemoteness(const std::array<const RegionTable*, 2>& tables);

    // The remoteness of the position made of `regions`, or nothing when it has
    // more than kMaxSpots spots.
    [[nodiscard]] std::optional<int> remoteness(const std::vector<Region>& regions);
    // The remoteness after building on `spot` (lattice point i, j) of regions[index].
    [[nodiscard]] std::optional<int> remotenessAfter(const std::vector<Region>& regions, std::size_t index,
                                                     int i, int j);
    // The number of spots in `regions`.
    [[nodiscard]] int spotCount(const std::vector<Region>& regions) const;

private:
    using Key = std::uint32_t;  // a shrunk region: parity, a, b, c, d in 1 + 4 x 7 bits
    using State = std::vector<Key>; // sorted

    [[nodiscard]] static Key keyOf(const Region& region);
    [[nodiscard]] static Region regionOf(Key key);
    // The region shrunk to its spots, or nothing when it has none.
    [[nodiscard]] std::optional<Key> shrunk(const Region& region) const;
    [[nodiscard]] State stateOf(const std::vector<Region>& regions) const;
    // Appends the shrunk regions left after building on (i, j) in `region`.
    void appendSplit(const Region& region, int i, int j, State& state) const;
    [[nodiscard]] int solve(const State& state);

    std::array<const RegionTable*, 2> m_tables;
    std::map<State, int> m_memo;
};

} // namespace engine
