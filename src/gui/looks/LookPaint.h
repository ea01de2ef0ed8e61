#pragma once

#include <QPainter>
#include <QPainterPath>
#include <QRectF>

namespace gui {

// Saves the painter's state and turns antialiasing on for as long as it lives:
// how a look draws smooth shapes and leaves the painter as it found it.
class SmoothPainting {
public:
    explicit SmoothPainting(QPainter& painter)
        : m_painter(painter)
    {
        m_painter.save();
        m_painter.setRenderHint(QPainter::Antialiasing);
    }
    ~SmoothPainting() { m_painter.restore(); }
    SmoothPainting(const SmoothPainting&) = delete;
    SmoothPainting& operator=(const SmoothPainting&) = delete;

private:
    QPainter& m_painter;
};

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
