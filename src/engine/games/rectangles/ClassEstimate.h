#pragma once

#include "engine/games/rectangles/CellMask.h"

namespace engine::rectangles {

// How many congruence classes of connected sets a search will value, known
// before it starts, so that its progress can be the share of them in the memo
// (a depth-first search spends nearly all its time in its first child, so the
// share of children done says little). Counting the connected subsets of a set
// is a row-by-row dynamic programme over the connectivity of the last row.

// The number of non-empty 4-connected subsets of `cells` (as a double: an 8 x 8
// board has more than 2^53).
[[nodiscard]] double connectedSubsetCount(CellMask cells);

// About how many classes (translation and the square's symmetries) of
// connected subsets of at least 3 cells the connected set `component` holds,
// which is how many entries its search adds to an empty memo. Exact up to
// subsets with symmetries of their own (counted as fewer classes than they
// are) for a full rectangle; scaled from the bounding rectangle by the number
// of connected subsets for other shapes.
[[nodiscard]] double estimatedClassCount(CellMask component);

} // namespace engine::rectangles
