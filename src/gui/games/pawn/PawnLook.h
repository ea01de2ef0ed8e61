#pragma once

namespace gui {

class GameLook;

// Pawn on its 10^9 x 10^9 board: pale sand for passable cells, dark stone for
// impassable ones, a chess pawn. Texts use the contest's (X, Y) = (column,
// row), X growing to the right and Y downwards. The palette's pawn moves the
// one pawn (PaintCellsCommand keeps a single pawn), so the setup stays playable.
[[nodiscard]] const GameLook& pawnLook();

} // namespace gui
