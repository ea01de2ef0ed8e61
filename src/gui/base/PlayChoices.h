#pragma once

namespace gui {

// Who plays against whom in play mode: the user against the computer, two
// people sharing the board, or the computer playing both sides as a demo.
enum class Opponent { Computer, Human, Demo };

// How well the computer plays; MoveChooser defines each level exactly.
enum class Strength { Perfect, Strong, Casual, Random };

} // namespace gui
