#pragma once

#include "gui/files/ContestTextPrompts.h"

#include "engine/ContestCase.h"

#include <QCoreApplication>

#include <vector>

namespace engine {
class Game;
}

namespace gui {

// What the case picker shows of each case of a contest text: "Case 2: 7 x 7 ·
// poison: 3" (its label, the counts of the kinds the game's palette paints)
// and, for boards small enough, a picture drawn with the game's look.
class ContestCasePreviews {
    Q_DECLARE_TR_FUNCTIONS(gui::ContestCasePreviews)

public:
    // The side of a picture in pixels; boards with more cells a side get none.
    static constexpr int kPictureSide = 96;
    // Above this many cases no picture is drawn (the picker asks for a number).
    static constexpr std::size_t kMaxPictureCases = 1000;

    [[nodiscard]] static QList<ContestTextPrompts::CaseChoice> of(const engine::Game& game,
                                                                  const std::vector<engine::ContestCase>& cases);
    // `board` drawn with the look of `game`, one cell of kPictureSide / max(rows, cols) pixels; null when too large.
    [[nodiscard]] static QImage picture(const engine::Game& game, const engine::Board& board);
};

} // namespace gui
