#pragma once

#include "engine/misere/PartSplitter.h"

namespace engine {

// The parts of a volcano position for the misère search: its lava-free
// rectangles (LavaRectangles), each the quadrant part (misere::QuadrantParts)
// of the monsters in it; a rectangle without monsters is no part. Throws
// InvalidArgument as lavaFreeRectangles does.
class VolcanoParts final : public misere::PartSplitter {
public:
    [[nodiscard]] misere::PartSet partsOf(const Board& position, misere::PartCatalog& catalog) const override;
};

} // namespace engine
