#pragma once

#include "engine/misere/PartSplitter.h"

namespace engine {

// The parts of an attractions position of one setup for the misère search:
// its regions (RegionSplit), each the quadrant part (misere::QuadrantParts) of
// its free spots in lattice coordinates (DiagonalLattice); a region without
// spots is no part. Throws InvalidArgument as splitIntoRegions does for a
// position that no play from the setup reaches.
class AttractionsParts final : public misere::PartSplitter {
public:
    // `setup` is a valid attractions setup (AttractionsGame::setupProblem).
    explicit AttractionsParts(const Board& setup);

    [[nodiscard]] misere::PartSet partsOf(const Board& position, misere::PartCatalog& catalog) const override;

private:
    Board m_setup;
};

} // namespace engine
