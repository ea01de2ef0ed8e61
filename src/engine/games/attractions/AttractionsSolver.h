#pragma once

#include "engine/SerialSolver.h"
#include "engine/games/attractions/Region.h"
#include "engine/games/attractions/RegionTable.h"
#include "engine/games/attractions/AttractionsRemoteness.h"

#include <array>
#include <memory>

namespace engine {

// Solves every position of one attractions setup.
//
// prepare() fills a RegionTable per colour class (the Grundy value of every
// region of the setup); after that, analysing a position is a split into its
// regions (RegionSplit, which also proves the position reachable) and look-ups:
// the value is the XOR of the regions' values, and a move on a spot of region R
// leaves value ^ g(R) ^ (XOR of the four regions around the spot).
//
// Remoteness, of the position and after each move, is exact and given only for
// positions with at most AttractionsRemoteness::kMaxSpots free spots; above that it
// is left empty (it does not follow from the regions' values). A move's
// remoteness is that of the position it leaves, so it is given whenever that
// position is small enough, even when this one is not. A stop request ends
// that search too: analyse() then returns nothing.
//
// Analysis::parts lists the regions that still hold a free spot: their free
// cells (spots and plain cells), bounding rectangle and Grundy value. Regions
// without a spot are worth 0 and left out.
class AttractionsSolver final : public SerialSolver {
public:
    // `setup` must be a valid attractions setup (AttractionsGame::setupProblem).
    explicit AttractionsSolver(const Board& setup);
    ~AttractionsSolver() override;

private:
    void prepareLocked(const SolveContext& context) override;
    // Throws InvalidArgument when `position` is not reachable from the setup.
    [[nodiscard]] Analysis analyseLocked(const Board& position, const SolveContext& context) override;
    [[nodiscard]] Part partOf(const Region& region, Nimber grundy) const;

    // All guarded by the mutex.
    Board m_setup;
    std::array<std::unique_ptr<RegionTable>, 2> m_tables;
    std::unique_ptr<AttractionsRemoteness> m_remoteness;
};

} // namespace engine
