#include "engine/games/volcano/VolcanoParts.h"

#include "engine/games/volcano/LavaRectangles.h"
#include "engine/misere/QuadrantParts.h"

namespace engine {

misere::PartSet VolcanoParts::partsOf(const Board& position, misere::PartCatalog& catalog) const
{
    const misere::QuadrantParts& family = misere::QuadrantParts::instance();
    misere::PartSet parts;
    for (const Move& rect : lavaFreeRectangles(position)) {
        std::vector<misere::QuadrantPoint> monsters;
        for (const auto& [cell, kind] : position.markedCellsIn(rect.topLeft.row, rect.bottomRight.row + 1,
                                                               rect.topLeft.col, rect.bottomRight.col + 1))
            if (kind == CellKind::Monster)
                monsters.push_back({static_cast<int>(cell.row), static_cast<int>(cell.col)});
        if (!monsters.empty())
            for (const std::string& key : misere::QuadrantParts::keysOf(monsters))
                parts.push_back(catalog.intern(family, key));
    }
    return catalog.normalised(std::move(parts));
}

} // namespace engine
