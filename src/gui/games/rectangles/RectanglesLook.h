#pragma once

namespace gui {

class GameLook;

// Rectangles as glazed tiles on a pale grid: a filled cell (1) is a blue tile,
// an empty cell (0) an empty slot. A move is a rectangle the player drags out.
[[nodiscard]] const GameLook& rectanglesLook();

} // namespace gui
