#include "engine/games/attractions/AttractionsRemoteness.h"

#include <array>
#include <cstdint>
#include <limits>

namespace engine {

AttractionsRemoteness::AttractionsRemoteness(const std::array<const RegionTable*, 2>& tables)
    : m_tables(tables),
      m_search({&tables[0]->quadrants(), &tables[1]->quadrants()},
               {kMaxSpots, std::numeric_limits<std::int64_t>::max()})
{
}

QuadrantRemoteness::Rect AttractionsRemoteness::rectOf(int parity, int a, int b, int c, int d) const
{
    const QuadrantTable& table = m_tables[static_cast<std::size_t>(parity)]->quadrants();
    return QuadrantRemoteness::pack(parity, table.rowsBefore(a), table.rowsBefore(b), table.colsBefore(c),
                                    table.colsBefore(d));
}

int AttractionsRemoteness::spotsIn(const Region& r) const
{
    return m_tables[static_cast<std::size_t>(r.parity)]->spotCount(r.a, r.b, r.c, r.d);
}

int AttractionsRemoteness::spotCount(const std::vector<Region>& regions) const
{
    int count = 0;
    for (const Region& r : regions)
        count += spotsIn(r);
    return count;
}

std::optional<int> AttractionsRemoteness::remoteness(const std::vector<Region>& regions, const SolveContext& context)
{
    std::vector<QuadrantRemoteness::Rect> rects;
    for (const Region& r : regions)
        rects.push_back(rectOf(r.parity, r.a, r.b, r.c, r.d));
    return m_search.remoteness(m_search.stateOf(rects), context);
}

std::optional<int> AttractionsRemoteness::remotenessAfter(const std::vector<Region>& regions, int spots,
                                                          std::size_t index, int i, int j,
                                                          const SolveContext& context)
{
    const Region& r = regions[index];
    const std::array<Region, 4> pieces{Region{r.parity, r.a, i, r.c, j}, Region{r.parity, r.a, i, j + 1, r.d},
                                       Region{r.parity, i + 1, r.b, r.c, j}, Region{r.parity, i + 1, r.b, j + 1, r.d}};
    int spotsAfter = spots - spotsIn(r);
    for (const Region& piece : pieces)
        spotsAfter += spotsIn(piece);
    if (spotsAfter > kMaxSpots)
        return std::nullopt;
    std::vector<QuadrantRemoteness::Rect> rects;
    for (std::size_t k = 0; k < regions.size(); ++k)
        if (k != index)
            rects.push_back(rectOf(regions[k].parity, regions[k].a, regions[k].b, regions[k].c, regions[k].d));
    for (const Region& piece : pieces)
        rects.push_back(rectOf(piece.parity, piece.a, piece.b, piece.c, piece.d));
    return m_search.remoteness(m_search.stateOf(rects), context);
}

} // namespace engine
