#pragma once

#include "engine/Board.h"
#include "engine/misere/PartCatalog.h"

namespace engine::misere {

// How a game's positions split into parts for the misère search: the parts of
// a position as ids of the caller's catalog, in the splitter's own families
// (which must outlive the catalog's use). A game that does not split gives its
// whole position as one part (WholeBoardParts).
class PartSplitter {
public:
    virtual ~PartSplitter() = default;
    [[nodiscard]] virtual PartSet partsOf(const Board& position, PartCatalog& catalog) const = 0;
};

} // namespace engine::misere
