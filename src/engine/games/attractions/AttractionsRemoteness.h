#pragma once

#include "engine/QuadrantRemoteness.h"
#include "engine/SolveContext.h"
#include "engine/games/attractions/Region.h"
#include "engine/games/attractions/RegionTable.h"

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

namespace engine {

// Exact remoteness of small attractions positions: the regions of a position
// mapped onto the setup's two RegionTables (one per colour class) and searched
// by QuadrantRemoteness, which replaces a region by the four around the spot
// built on. The search is exponential, so it runs only for positions with at
// most kMaxSpots free spots; larger ones have no remoteness, and a move has one
// exactly when the position after it has (so a move's remoteness and the
// remoteness of the position it leaves are always the same). It has no work
// budget; results are memoised for the lifetime of the setup, so the positions
// of one game share them. A stop request through the context throws Stopped.
class AttractionsRemoteness {
public:
    static constexpr int kMaxSpots = 14;

    // `tables` are the setup's two colour classes; they must be built before a
    // search and outlive it.
    explicit AttractionsRemoteness(const std::array<const RegionTable*, 2>& tables);

    // The remoteness of the position made of `regions`, or nothing when it has
    // more than kMaxSpots spots.
    [[nodiscard]] std::optional<int> remoteness(const std::vector<Region>& regions, const SolveContext& context);
    // The remoteness after building on spot (lattice point i, j) of regions[index],
    // where `spots` is spotCount(regions): nothing when the position after the
    // move has more than kMaxSpots spots (whatever `regions` has).
    [[nodiscard]] std::optional<int> remotenessAfter(const std::vector<Region>& regions, int spots, std::size_t index,
                                                     int i, int j, const SolveContext& context);
    // The number of spots in `regions`.
    [[nodiscard]] int spotCount(const std::vector<Region>& regions) const;

private:
    [[nodiscard]] int spotsIn(const Region& region) const;
    // Region [a, b) x [c, d) of colour class `parity` in its table's compressed coordinates.
    [[nodiscard]] QuadrantRemoteness::Rect rectOf(int parity, int a, int b, int c, int d) const;

    std::array<const RegionTable*, 2> m_tables;
    QuadrantRemoteness m_search;
};

} // namespace engine
