#include "engine/games/attractions/AttractionsParts.h"

#include "engine/games/attractions/DiagonalLattice.h"
#include "engine/games/attractions/RegionSplit.h"
#include "engine/misere/QuadrantParts.h"

namespace engine {

AttractionsParts::AttractionsParts(const Board& setup)
    : m_setup(setup)
{
}

misere::PartSet AttractionsParts::partsOf(const Board& position, misere::PartCatalog& catalog) const
{
    const misere::QuadrantParts& family = misere::QuadrantParts::instance();
    const DiagonalLattice lattices[2] = {DiagonalLattice(position.rows(), position.cols(), 0),
                                         DiagonalLattice(position.rows(), position.cols(), 1)};
    misere::PartSet parts;
    for (const Region& region : splitIntoRegions(m_setup, position)) {
        const DiagonalLattice& lattice = lattices[region.parity];
        std::vector<misere::QuadrantPoint> spots;
        for (int i = region.a; i < region.b; ++i)
            for (int j = region.c; j < region.d; ++j)
                if (lattice.onBoard(i, j) && position.cellAt(lattice.cellAt(i, j)) == CellKind::Spot)
                    spots.push_back({i, j});
        if (!spots.empty())
            for (const std::string& key : misere::QuadrantParts::keysOf(spots))
                parts.push_back(catalog.intern(family, key));
    }
    return catalog.normalised(std::move(parts));
}

} // namespace engine
