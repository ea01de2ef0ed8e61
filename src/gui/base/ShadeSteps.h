#pragma once

#include <QString>

namespace gui {

// The steps of remoteness shading (View ▸ Shade Moves by Remoteness): a move is
// shaded by the number of moves the game lasts after it is played, with best
// play and the move itself counted (its remoteness after the move plus one).
// Fixed steps that double, the same on every board, so the legend reads alike
// everywhere: 1, 2–3, 4–7, 8–15, 16 and more. Step 0 is the strongest colour:
// the sooner the game ends, the stronger the shade (ColorScheme::winShade, lossShade).
class ShadeSteps {
public:
    static constexpr int kCount = 5;

    // The step of a move after which the game lasts `movesToEnd` (>= 1) moves.
    [[nodiscard]] static int stepOf(int movesToEnd);
    // The fewest moves to the end of `step`: 1, 2, 4, 8, 16.
    [[nodiscard]] static int firstOf(int step);
    // The range of `step` as the legend writes it: "1", "2–3", …, "16+".
    [[nodiscard]] static QString rangeText(int step);
};

} // namespace gui
