#pragma once

#include "engine/Board.h"
#include "engine/Move.h"

#include <QtGlobal>

#include <vector>

namespace gui {

class BoardGeometry;

// One frame of a move's animation, as a look paints it: the board before and
// after the move, the cells whose kind it changed and how far the animation
// has run. The board item below already shows `after`; the animation paints
// over it, so at progress 1 nothing it paints may differ from `after`.
struct MoveAnimationFrame {
    const engine::Board* before = nullptr;
    const engine::Board* after = nullptr;
    engine::Move move;
    // The cells whose kind differs between `before` and `after`, row-major.
    const std::vector<engine::Cell>* changed = nullptr;
    const BoardGeometry* geometry = nullptr;
    // 0 at the start, 1 at the end (already eased).
    qreal progress = 0.0;
    // The view's level of detail (screen pixels per scene unit).
    qreal detail = 1.0;
};

} // namespace gui
