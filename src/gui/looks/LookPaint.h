#pragma once

#include <QPainterPath>
#include <QRectF>

namespace gui {

// Drawing steps the games' looks share.
class LookPaint {
public:
    // True when a cell drawn in `rect` at the view's level of `detail` (screen
    // pixels per scene unit) is at least `pixels` screen pixels wide: when a
    // look draws the details that need that much room.
    [[nodiscard]] static bool detailed(const QRectF& rect, qreal detail, qreal pixels)
    {
        return detail * rect.width() >= pixels;
    }
    // The L-shaped band between `outer` and `inner` along the top and left edges
    // (`topLeft`) or along the bottom and right edges: a raised block's bevel.
    [[nodiscard]] static QPainterPath bevelBand(const QRectF& outer, const QRectF& inner, bool topLeft);
};

} // namespace gui
