#pragma once

namespace gui {

class GameLook;

// Poisoned Chomp as a chocolate bar: pieces with a bevel, poison pieces marked
// with a violet drop, eaten pieces as empty slots in the tray.
[[nodiscard]] const GameLook& chompLook();

} // namespace gui
