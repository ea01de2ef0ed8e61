#pragma once

namespace gui {

class GameLook;

// Nim as counters on a green baize table: each row is a heap, drawn as a
// groove across the cloth, and each counter a round ivory token with a rim, so
// a heap reads as a line of tokens; taken counters shrink and fade away from
// the one clicked to the right.
[[nodiscard]] const GameLook& nimLook();

} // namespace gui
