#pragma once

#include "engine/Board.h"
#include "engine/Move.h"

#include <string>
#include <vector>

namespace engine {

// The independent parts of a volcano position: its lava-free rectangles.
//
// Lava (Lava and Volcano cells) only ever spreads along whole rows and columns of
// the rectangle it erupts in, so in every reachable position each 4-connected
// component of lava-free cells is a full rectangle whose border is lava or the
// board's edge. Lava flowing from a monster then stops exactly at its
// rectangle's border, which is what makes the rectangles independent games.

// The lava-free rectangles of `position` (corners inclusive), row-major by their
// top-left corner. Throws InvalidArgument naming a cell whose lava-free
// component is not a rectangle.
[[nodiscard]] std::vector<Move> lavaFreeRectangles(const Board& position);

// Whether a cell is covered by lava (an erupted volcano is too).
[[nodiscard]] constexpr bool isLava(CellKind kind)
{
    return kind == CellKind::Lava || kind == CellKind::Volcano;
}

} // namespace engine
