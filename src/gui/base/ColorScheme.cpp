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

// The remoteness ramps run in CIELAB, where equal steps look equally far apart: from the
// strong colour (pushed kDeeperStrongestLight of the way to black in the light scheme), in
// ShadeSteps::kCount even steps, kFaintestShade of the way to the faint end
// (the light scheme stops short of white so the faintest mark stays visible on pale cells).
// Mixed in RGB, the light steps 4-7 and 8-15 looked alike on the marks' thin rings.
constexpr qreal kFaintestShadeLight = 0.82;
constexpr qreal kFaintestShadeDark = 0.95;
constexpr qreal kDeeperStrongestLight = 0.2;

QColor mixed(const QColor& from, const QColor& to, qreal share)
{
    const auto mix = [share](int a, int b) { return qRound(a + (b - a) * share); };
    return QColor(mix(from.red(), to.red()), mix(from.green(), to.green()), mix(from.blue(), to.blue()));
}

// A colour in CIELAB (D65).
struct LabColour {
    qreal l;
    qreal a;
    qreal b;
};

qreal labCurve(qreal t)
{
    return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0;
}

qreal labCurveInverse(qreal t)
{
    return t * t * t > 0.008856 ? t * t * t : (t - 16.0 / 116.0) / 7.787;
}

LabColour labOf(const QColor& color)
{
    const qreal r = linear(color.red());
    const qreal g = linear(color.green());
    const qreal b = linear(color.blue());
    const qreal x = labCurve((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const qreal y = labCurve(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const qreal z = labCurve((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    return {116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)};
}

QColor colourOf(const LabColour& lab)
{
    const qreal fy = (lab.l + 16.0) / 116.0;
    const qreal x = labCurveInverse(fy + lab.a / 500.0) * 0.95047;
    const qreal y = labCurveInverse(fy);
    const qreal z = labCurveInverse(fy - lab.b / 200.0) * 1.08883;
    const auto channel = [](qreal c) {
        const qreal gamma = c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
        return std::clamp(qRound(gamma * 255.0), 0, 255);
    };
    return QColor(channel(3.2406 * x - 1.5372 * y - 0.4986 * z), channel(-0.9689 * x + 1.8758 * y + 0.0415 * z),
                  channel(0.0557 * x - 0.2040 * y + 1.0570 * z));
}

QColor shadeAt(const QColor& strong, const QColor& faint, bool dark, int step)
{
    const int clamped = std::clamp(step, 0, ShadeSteps::kCount - 1);
    const QColor deepest = dark ? strong : mixed(strong, Qt::black, kDeeperStrongestLight);
    const LabColour from = labOf(deepest);
    const LabColour to = labOf(faint);
    const qreal t = (dark ? kFaintestShadeDark : kFaintestShadeLight) * clamped / (ShadeSteps::kCount - 1);
    return colourOf({from.l + (to.l - from.l) * t, from.a + (to.a - from.a) * t, from.b + (to.b - from.b) * t});
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
    m_shadeFaint = shade(QColor(255, 255, 255), QColor(40, 42, 46));
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
    return shadeAt(m_winStrong, m_shadeFaint, m_dark, step);
}

QColor ColorScheme::lossShade(int step) const
{
    return shadeAt(m_lossStrong, m_shadeFaint, m_dark, step);
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
