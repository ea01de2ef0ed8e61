#pragma once

#include "engine/Board.h"
#include "engine/games/attractions/Region.h"

#include <string>
#include <vector>

namespace engine {

// The independent regions of an attractions position of `setup`, or a message
// saying why no play from the setup reaches it.
//
// A move only touches the free cells on its four diagonals up to the first
// occupied cell, all of them diagonally connected to it, so the groups of
// diagonally connected free cells are independent games. The groups of one leaf
// of the play's split (a lattice rectangle whose cells are all free) are merged
// until every group's lattice bounding box holds free cells of that group only;
// a group then plays exactly like its rectangle in RegionTable, whatever order
// of play led to it. Colour class 0 comes first, and groups without a spot are
// kept.
//
// Refused (each is impossible after any play): a cell kind that does not match
// the setup; an attraction with a free diagonal neighbour; a sign not joined to
// an attraction by a straight diagonal run of signs; a group whose bounding box
// holds an occupied cell. These conditions are necessary, not sufficient: a
// board that passes them but that no order of play leaves is still analysed,
// and its values are exact for that board.
// Throws InvalidArgument saying why a position is refused.
[[nodiscard]] std::vector<Region> splitIntoRegions(const Board& setup, const Board& position);

} // namespace engine
