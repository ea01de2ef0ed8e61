#include "gui/looks/LookPaint.h"

#include <array>

namespace gui {

QPainterPath LookPaint::bevelBand(const QRectF& outer, const QRectF& inner, bool topLeft)
{
    // Along the outer edge from the far corner round the near one, back along the inner edge.
    const std::array<QPointF, 6> corners = topLeft
        ? std::array<QPointF, 6>{outer.topLeft(), outer.topRight(), inner.topRight(), inner.topLeft(),
                                 inner.bottomLeft(), outer.bottomLeft()}
        : std::array<QPointF, 6>{outer.bottomRight(), outer.bottomLeft(), inner.bottomLeft(), inner.bottomRight(),
                                 inner.topRight(), outer.topRight()};
    QPainterPath band(corners.front());
    for (std::size_t i = 1; i < corners.size(); ++i)
        band.lineTo(corners[i]);
    band.closeSubpath();
    return band;
}

} // namespace gui
