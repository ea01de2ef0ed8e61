#pragma once

#include "gui/looks/MoveAnimationFrame.h"

#include <QPointF>

#include <optional>

class QPainter;

namespace gui {

class GameLook;

// Building blocks the looks share for their move animations. Each one paints
// the changed cells as they were before the move over the board that already
// shows the result, less and less of them as the frame's progress grows.
class MoveAnimationPaint {
public:
    // The change spreads from `origin`: the changed cells (but `except`) keep
    // their old look beyond a circle around `origin` that grows with the
    // progress until it covers them all.
    static void spreadFrom(QPainter& painter, const GameLook& look, const MoveAnimationFrame& frame,
                           QPointF origin, std::optional<engine::Cell> except = std::nullopt);
    // The changed cells shrink to their centres and fade out, those nearest to
    // `origin` first.
    static void vanishFrom(QPainter& painter, const GameLook& look, const MoveAnimationFrame& frame,
                           QPointF origin);
    // The distance from `origin` to the farthest corner of a changed cell.
    [[nodiscard]] static qreal reach(const MoveAnimationFrame& frame, QPointF origin);
    // The scene point at the centre of the move's rectangle.
    [[nodiscard]] static QPointF moveCentre(const MoveAnimationFrame& frame);
};

} // namespace gui
