#include "gui/base/ColorScheme.h"

#include "gui/base/ShadeSteps.h"

#include <QPalette>

#include <algorithm>
#include <array>
#include <cmath>

namespace gui {

namespace {

// The Okabe-Ito colours (distinguishable with every common colour-vision
// deficiency), without black and with yellow deepened to read on light boards.
const std::array<QColor, ColorScheme::kPartColours> kPartLines{{
    QColor(0, 114, 178),   // blue
    QColor(230, 159, 0),   // orange
    QColor(0, 158, 115),   // bluish green
    QColor(204, 121, 167), // reddish purple
    QColor(86, 180, 233),  // sky blue
    QColor(213, 94, 0),    // vermillion
    QColor(200, 180, 20),  // yellow
}};

qreal linear(int channel)
{
    const qreal c = channel / 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

qreal luminance(const QColor& color)
{
    return 0.2126 * linear(color.red()) + 0.7152 * linear(color.green()) + 0.0722 * linear(color.blue());
}

// How far the faintest remoteness shade goes from the strongest towards the background.
constexpr qreal kFaintestShade = 0.78;

QColor mixed(const QColor& from, const QColor& to, qreal share)
{
    const auto mix = [share](int a, int b) { return qRound(a + (b - a) * share); };
    return QColor(mix(from.red(), to.red()), mix(from.green(), to.green()), mix(from.blue(), to.blue()));
}

QColor shadeAt(const QColor& strong, const QColor& faint, int step)
{
    const int clamped = std::clamp(step, 0, ShadeSteps::kCount - 1);
    return mixed(strong, faint, kFaintestShade * clamped / (ShadeSteps::kCount - 1));
}

ColorScheme& currentScheme()
{
    static ColorScheme scheme;
    return scheme;
}

} // namespace

ColorScheme::ColorScheme()
    : ColorScheme(false, false)
{
}

ColorScheme::ColorScheme(bool dark, bool colourBlindSafe)
    : m_dark(dark)
    , m_colourBlindSafe(colourBlindSafe)
{
    // Each role's usual colour, then its colour-blind safe one: Okabe-Ito blue
    // for wins, vermillion for losses, and the reddish purple for the cursor so
    // it never looks like a winning mark. `shade` picks a role's light or dark
    // scheme colour.
    const auto variant = [colourBlindSafe](const QColor& usual, const QColor& safe) {
        return colourBlindSafe ? safe : usual;
    };
    const auto shade = [dark](const QColor& light, const QColor& darkScheme) { return dark ? darkScheme : light; };
    m_win = variant(QColor(46, 204, 113), QColor(86, 180, 233));
    m_winOutline = variant(QColor(10, 70, 35), QColor(0, 60, 110));
    m_loss = variant(QColor(231, 76, 60), QColor(213, 94, 0));
    m_lossOutline = variant(QColor(60, 20, 15), QColor(90, 40, 0));
    m_hint = variant(QColor(255, 201, 14), QColor(240, 228, 66));
    m_cursor = variant(shade(QColor(52, 152, 219), QColor(93, 173, 226)), QColor(204, 121, 167));
    m_winText = variant(shade(QColor(30, 132, 73), QColor(88, 214, 141)),
                        shade(QColor(0, 114, 178), QColor(86, 180, 233)));
    m_lossText = variant(shade(QColor(176, 58, 46), QColor(241, 148, 138)),
                         shade(QColor(180, 80, 0), QColor(230, 159, 0)));
    m_frameShadow = shade(QColor(0, 0, 0, 140), QColor(0, 0, 0, 200));
    // The remoteness ramps: deep green and red, or Okabe-Ito blue and vermillion, brighter on dark boards.
    m_winStrong = variant(shade(QColor(0, 130, 55), QColor(46, 204, 113)),
                          shade(QColor(0, 114, 178), QColor(86, 180, 233)));
    m_lossStrong = variant(shade(QColor(192, 32, 20), QColor(236, 80, 60)),
                           shade(QColor(213, 94, 0), QColor(240, 120, 30)));
    m_shadeFaint = shade(QColor(255, 255, 255), QColor(64, 66, 72));
}

ColorScheme ColorScheme::forPalette(const QPalette& palette, bool colourBlindSafe)
{
    return ColorScheme(palette.color(QPalette::Window).lightnessF() < 0.5, colourBlindSafe);
}

const ColorScheme& ColorScheme::current()
{
    return currentScheme();
}

void ColorScheme::setCurrent(const ColorScheme& scheme)
{
    currentScheme() = scheme;
}

QColor ColorScheme::winShade(int step) const
{
    return shadeAt(m_winStrong, m_shadeFaint, step);
}

QColor ColorScheme::lossShade(int step) const
{
    return shadeAt(m_lossStrong, m_shadeFaint, step);
}

QColor ColorScheme::crossOn(const QColor& shade) const
{
    return contrast(shade, Qt::white) >= contrast(shade, m_lossOutline) ? QColor(Qt::white) : m_lossOutline;
}

QColor ColorScheme::partLine(int index) const
{
    return kPartLines[static_cast<std::size_t>(((index % kPartColours) + kPartColours) % kPartColours)];
}

QColor ColorScheme::partSoft(int index) const
{
    // Two thirds of the way to white: a tag background dark text reads on.
    const QColor color = partLine(index);
    const auto mix = [](int c) { return c + (255 - c) * 2 / 3; };
    return QColor(mix(color.red()), mix(color.green()), mix(color.blue()));
}

qreal ColorScheme::contrast(const QColor& a, const QColor& b)
{
    const qreal la = luminance(a);
    const qreal lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace gui
