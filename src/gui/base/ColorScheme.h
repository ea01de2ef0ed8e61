#pragma once

#include <QColor>

class QPalette;

namespace gui {

// The colours the board is painted with that do not belong to one game: the
// analysis marks, the hint and cursor frames, the tags and the decomposition's
// part colours, and which variant (light or dark) the looks pick for their own
// backgrounds and labels. Two independent choices make a scheme: dark (follows
// the application palette) and colour-blind safe (blue/orange marks after
// Okabe and Ito instead of green/red; the shapes of the marks differ either way).
//
// One scheme is current for the whole program (the looks are shared constants);
// only the GUI thread reads or sets it.
class ColorScheme {
public:
    // The light, not colour-blind-safe scheme.
    ColorScheme();
    ColorScheme(bool dark, bool colourBlindSafe);

    // Dark when the palette's window colour is dark (lightness below one half).
    [[nodiscard]] static ColorScheme forPalette(const QPalette& palette, bool colourBlindSafe);
    [[nodiscard]] static const ColorScheme& current();
    static void setCurrent(const ColorScheme& scheme);

    [[nodiscard]] bool isDark() const { return m_dark; }
    [[nodiscard]] bool isColourBlindSafe() const { return m_colourBlindSafe; }
    // `light` in the light scheme, `dark` in the dark one: how looks pick their own colours.
    [[nodiscard]] QColor pick(const QColor& light, const QColor& dark) const { return m_dark ? dark : light; }

    // A winning move's ring, and the dark edge around it and its tick.
    [[nodiscard]] QColor win() const { return m_win; }
    [[nodiscard]] QColor winOutline() const { return m_winOutline; }
    // A losing move's cross, the disk under it (the same in every scheme) and the disk's rim.
    [[nodiscard]] QColor loss() const { return m_loss; }
    [[nodiscard]] static QColor lossDisk() { return {255, 255, 255, 230}; }
    [[nodiscard]] QColor lossOutline() const { return m_lossOutline; }
    // Remoteness shading (ShadeSteps): the fill of a winning ring or a losing disk at `step`,
    // from the scheme's strongest colour (step 0: the game ends soonest) towards the
    // board's background in even CIELAB steps (white in the light scheme, dark grey in the
    // dark one), far enough apart that neighbouring steps read as different on a thin ring.
    [[nodiscard]] QColor winShade(int step) const;
    [[nodiscard]] QColor lossShade(int step) const;
    [[nodiscard]] QColor markShade(bool wins, int step) const { return wins ? winShade(step) : lossShade(step); }
    // The colour of the cross drawn on a losing disk filled with `shade`: white on strong shades, else dark.
    [[nodiscard]] QColor crossOn(const QColor& shade) const;
    // Text saying a position wins or loses (the analysis panel's verdict), readable on the window.
    [[nodiscard]] QColor winText() const { return m_winText; }
    [[nodiscard]] QColor lossText() const { return m_lossText; }
    [[nodiscard]] QColor hint() const { return m_hint; }
    [[nodiscard]] QColor cursor() const { return m_cursor; }
    // The shadow drawn under the hint and cursor frames.
    [[nodiscard]] QColor frameShadow() const { return m_frameShadow; }
    // Text on the light tags painted over the board (part values, Grundy values),
    // the same in every scheme.
    [[nodiscard]] static QColor tagText() { return {25, 25, 30}; }
    [[nodiscard]] static QColor tagBackground() { return {255, 255, 255, 225}; }
    [[nodiscard]] static QColor tagOutline() { return {40, 40, 50, 200}; }

    // The number of distinct part colours.
    static constexpr int kPartColours = 7;
    // Part colour `index` (taken modulo kPartColours): an outline colour, and a
    // soft tag background dark text reads on.
    [[nodiscard]] QColor partLine(int index) const;
    [[nodiscard]] QColor partSoft(int index) const;

    // The WCAG contrast ratio of two colours, 1 (same) to 21 (black on white).
    [[nodiscard]] static qreal contrast(const QColor& a, const QColor& b);

    friend bool operator==(const ColorScheme& a, const ColorScheme& b)
    {
        return a.m_dark == b.m_dark && a.m_colourBlindSafe == b.m_colourBlindSafe;
    }

private:
    bool m_dark = false;
    bool m_colourBlindSafe = false;
    QColor m_win;
    QColor m_winOutline;
    QColor m_loss;
    QColor m_lossOutline;
    QColor m_winStrong;
    QColor m_lossStrong;
    QColor m_shadeFaint;
    QColor m_winText;
    QColor m_lossText;
    QColor m_hint;
    QColor m_cursor;
    QColor m_frameShadow;
};

} // namespace gui
