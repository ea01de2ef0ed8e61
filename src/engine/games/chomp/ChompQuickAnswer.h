#pragma once

#include "engine/Analysis.h"
#include "engine/games/chomp/Staircase.h"

#include <optional>

namespace engine {

// The normal-play analysis of a chomp position that needs no search: a position
// whose every bite either leaves no bite (that bite wins) or leaves a bite that
// leaves none (that bite loses). Every position of a board without poison is one
// (a bite at the corner eats all, and whoever bites last wins), and so are the
// last positions of any board. Found in O(bites x columns), with no table.
class ChompQuickAnswer {
public:
    // `floor`: the setup's poison floor (poisonFloor), in the table's orientation;
    // `transposed`: the table holds the setup mirrored, so a bite at (r, c) is the
    // board's (c, r).
    ChompQuickAnswer(Heights floor, bool transposed);

    // Whether every position of the setup is answered here (no poison: the floor is empty).
    [[nodiscard]] bool answersEveryPosition() const;
    // The analysis of `heights` (at or above the floor): outcome, remoteness, each
    // bite's outcome and remoteness, no Grundy values (the solver's table gives
    // them); none when the position needs a search.
    [[nodiscard]] std::optional<Analysis> analyse(const Heights& heights) const;

private:
    // Whether `heights` has a bite that leaves the floor: the one bite at the
    // first column above the floor, at the floor's height there, must reach it.
    [[nodiscard]] bool biteEndsFrom(const Heights& heights) const;

    Heights m_floor;
    bool m_transposed;
};

} // namespace engine
