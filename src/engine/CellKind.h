#pragma once

#include <cstddef>
#include <cstdint>

namespace engine {

// What a board cell holds. One enumeration for all games, so that one Board type
// serves the editor, the positions and the solvers. `Empty` is every game's
// background (chocolate, open ground, passable cell, a 0 cell, a plain cell);
// the other kinds are "marked" cells. Each game documents which kinds it uses.
enum class CellKind : std::uint8_t {
    Empty = 0,
    // chomp
    Poison,
    Eaten,
    // volcano
    Wall,
    Monster,
    Lava,
    Volcano,    // the cell a volcano erupted from (lava too)
    // pawn
    Impassable,
    Pawn,
    // rectangles
    Filled,
    // attractions
    Spot,
    Attraction,
    Sign,
    // nim
    Counter,
};

// How many kinds there are (Counter is the last).
inline constexpr std::size_t kCellKindCount = static_cast<std::size_t>(CellKind::Counter) + 1;

} // namespace engine
