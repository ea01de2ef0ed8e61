#pragma once

namespace gui {

class GameLook;

// Attractions as a park plan: plain cells are lawn, spots sandy building lots,
// an attraction a striped tent, and its signs plum lines running diagonally
// from it, so each of the four diagonals reads as one line across the cells.
[[nodiscard]] const GameLook& attractionsLook();

} // namespace gui
