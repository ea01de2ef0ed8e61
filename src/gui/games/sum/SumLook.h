#pragma once

namespace engine {
class SumGame;
}

namespace gui {

class GameLook;

// The look of a sum of boards (engine::SumGame): each cell, move, kind and
// animation is its board's own game's look (GameLooks), in the board's local
// coordinates where a user reads them ("board 2: (1, 3)", counted from 0 as the
// engine's messages and the command line count boards); each board is framed
// and named above it. One look per SumGame, made on first use and kept for the
// program's life, as the SumGame is (engine::sumGameOf). GUI thread only.
[[nodiscard]] const GameLook& sumLookOf(const engine::SumGame& game);

} // namespace gui
