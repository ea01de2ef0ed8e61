#pragma once

#include "engine/games/rectangles/CellMask.h"
#include "engine/misere/PartSplitter.h"

#include <string>

namespace engine::rectangles {

// Rectangles' positions as parts for the misère search: each 4-connected
// component of ones is a part (no rectangle touches two), keyed by its
// canonical form under translation and the square's symmetries (congruent
// components are the same game). A part's options: every rectangle of ones
// removed, as the keys of the components left (equal options given once).
class RectanglesParts final : public misere::PartSplitter, public misere::PartFamily {
public:
    [[nodiscard]] misere::PartSet partsOf(const Board& position, misere::PartCatalog& catalog) const override;
    [[nodiscard]] std::optional<misere::PartId> partOfCells(const Board& position, const std::vector<Cell>& cells,
                                                            misere::PartCatalog& catalog) const override;
    [[nodiscard]] std::vector<std::vector<std::string>> options(const std::string& key) const override;

    // The key of a connected set of ones (not empty), and the canonical set of a key.
    [[nodiscard]] static std::string keyOf(CellMask component);
    [[nodiscard]] static CellMask cellsOf(const std::string& key);
    // The keys of the components of `cells`, sorted.
    [[nodiscard]] static std::vector<std::string> componentKeys(CellMask cells);
};

} // namespace engine::rectangles
