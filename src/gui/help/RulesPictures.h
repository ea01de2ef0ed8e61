#pragma once

#include "gui/help/RulesExamples.h"

#include "engine/Analysis.h"
#include "engine/Game.h"

#include <QImage>
#include <QSize>

#include <optional>

namespace gui {

class ColorScheme;

// Renders the pictures of the rules pages with the code the main window paints
// with: a BoardScene holding the game's GameLook, its AnalysisOverlay showing a
// real engine Analysis (and the pawn game's win/loss map), and the value
// history chart widget. The example boards are tiny, so the solvers run here,
// synchronously, on the calling (GUI) thread. Colours follow
// ColorScheme::current() at the time of the call.
class RulesPictures {
public:
    // Logical pixels per board cell in the pictures.
    static constexpr qreal kCellPixels = 34.0;
    // The band for the coordinate labels around a window of a large board.
    static constexpr qreal kWindowLabelPixels = 20.0;

    // The engine's analysis of the picture's position under its rule; empty
    // when the setup is not valid for `game`.
    [[nodiscard]] static std::optional<engine::Analysis> analyse(const engine::Game& game,
                                                                 const RulesPicture& picture);
    // The picture's position as the board view shows it, with the overlay the
    // picture asks for, at `devicePixelRatio` device pixels per logical pixel.
    [[nodiscard]] static QImage render(const engine::Game& game, const RulesPicture& picture,
                                       qreal devicePixelRatio);
    // The board's winning or losing mark in `scheme` (the current scheme is restored), shaded
    // for a remoteness `shadeStep` (ShadeSteps) when given.
    [[nodiscard]] static QImage markImage(bool wins, const ColorScheme& scheme, int size, qreal devicePixelRatio,
                                          std::optional<int> shadeStep = std::nullopt);
    // The value history chart of a short game played from `setup`: best moves,
    // except a thrown-away win at the third move when there is one to throw away.
    [[nodiscard]] static QImage historyChart(const engine::Game& game, const engine::Board& setup, QSize size,
                                             qreal devicePixelRatio);
};

} // namespace gui
