#pragma once

namespace gui {

class GameLook;

// Volcano as a mossy field: walls are basalt blocks, monsters little violet
// creatures, lava glows orange across the cells it covered (walls included) and
// the cell a volcano erupted from shows a cone with its crater.
[[nodiscard]] const GameLook& volcanoLook();

} // namespace gui
