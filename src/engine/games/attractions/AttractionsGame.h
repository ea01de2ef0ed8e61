#pragma once

#include "engine/CellPickGame.h"

namespace engine {

// Attractions (src/games/attractions/RULES.md). Setup cells: Spot (an attraction may be
// built there) and Empty (a plain cell). Positions add Attraction (built) and
// Sign (a covered cell, spot or plain). A move is the 1x1 rectangle of the free
// spot built on; signs then run diagonally from it in all four directions up to
// the board edge or the first occupied cell. The legal moves are the free
// spots, row-major.
class AttractionsGame final : public CellPickGame {
public:
    // The side limit keeps each colour class within RegionTable's 64 diagonals
    // per direction and the full-board table build within seconds.
    static constexpr Coord kMaxSide = 60;

    AttractionsGame();

    // Throws InvalidArgument when `move` is not legal in `position`.
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;
    // The misère part search over the regions' spots (AttractionsParts), the
    // normal solver beside it for the teaching view.
    // Its positions as independent rectangles of points (misere::QuadrantParts): the default misère
    // solver and a misère sum search the multiset of their canonical forms.
    [[nodiscard]] std::unique_ptr<misere::PartSplitter> misereSplitter(const Board& setup) const override;
};

} // namespace engine
