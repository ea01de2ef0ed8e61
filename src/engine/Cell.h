#pragma once

#include <compare>
#include <cstdint>
#include <string>

namespace engine {

// A coordinate on a board. 64 bits because the pawn board spans 10^9 x 10^9 cells.
using Coord = std::int64_t;

// A cell of a board: row 0 at the top, column 0 at the left (the pawn game's
// (X, Y) is (col, row)). Ordered row-major.
struct Cell {
    Coord row = 0;
    Coord col = 0;

    friend constexpr auto operator<=>(const Cell&, const Cell&) = default;
};

// A cell as the engine's messages show it: "(row, col)". (The pawn game's texts
// show (X, Y) instead: PawnGame::cellText.)
[[nodiscard]] std::string cellText(Cell cell);

} // namespace engine
