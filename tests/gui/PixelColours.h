#pragma once

// Comparing the colours of pixels the GUI tests grab: antialiasing and blending
// shift a channel by a few steps, so colours match within a tolerance.
#include <QColor>
#include <QImage>

#include <cstdlib>

namespace testsupport {

// Whether every channel of `a` is within `tolerance` of `b`'s.
inline bool nearColour(const QColor& a, const QColor& b, int tolerance = 12)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

// Whether some pixel of `image` is `color` within `tolerance`.
inline bool containsColour(const QImage& image, const QColor& color, int tolerance = 6)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (nearColour(image.pixelColor(x, y), color, tolerance))
                return true;
    return false;
}

} // namespace testsupport
