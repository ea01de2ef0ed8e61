#pragma once

#include "engine/Board.h"
#include "engine/misere/PartCatalog.h"

#include <optional>
#include <vector>

namespace engine::misere {

// How a game's positions split into parts for the misère search: the parts of
// a position as ids of the caller's catalog, in the splitter's own families
// (which must outlive the catalog's use). A game that does not split gives its
// whole position as one part (WholeBoardParts).
class PartSplitter {
public:
    virtual ~PartSplitter() = default;
    [[nodiscard]] virtual PartSet partsOf(const Board& position, PartCatalog& catalog) const = 0;
    // The part made of `cells` of `position` (one of the normal solver's
    // Analysis::parts), for its genus; nothing when the splitter cannot name
    // it (the default).
    [[nodiscard]] virtual std::optional<PartId> partOfCells(const Board& position, const std::vector<Cell>& cells,
                                                            PartCatalog& catalog) const
    {
        (void)position, (void)cells, (void)catalog;
        return std::nullopt;
    }
};

} // namespace engine::misere
