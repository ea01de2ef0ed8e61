#pragma once

#include "engine/Board.h"

#include <QCoreApplication>
#include <QString>

namespace engine {
class Game;
struct SizeLimits;
}

namespace gui {

// The one statement of a game's board sizes (engine::Game::sizeLimits, checked
// by Game::takesSize) in the user's language: shown up front by the New and
// Resize dialog and in every message about a size (board files, New, Resize).
class SizeLimitsText {
    Q_DECLARE_TR_FUNCTIONS(gui::SizeLimitsText)

public:
    // "1 to 50 rows and 1 to 50 columns, at most 250 cells and no more positions than a 15 x 15 board";
    // for a game the window also analyses by win or loss alone (SizeLimits::winLossSquareSide:
    // chomp) Game::winLossSizeLimitsText's statement: "... and no more positions than an 18 x 18
    // board (beyond 250 cells or the positions of a 15 x 15 board, win or loss only)".
    [[nodiscard]] static QString limits(const engine::Game& game);
    // "Boards of Poisoned Chomp have 1 to 50 rows and ...."
    [[nodiscard]] static QString sentence(const engine::Game& game);
    // What the analysis by win or loss alone means for the user (the New dialog's
    // tooltip on the limits): its first wait and the cache; empty for a game without it.
    [[nodiscard]] static QString winLossNote(const engine::Game& game);
    // Why a rows x cols board of `game` cannot be made, or empty when Game::takesSizeForWinLoss takes it.
    [[nodiscard]] static QString sizeProblem(const engine::Game& game, engine::Coord rows, engine::Coord cols);

private:
    [[nodiscard]] static QString winLossLimits(const engine::SizeLimits& limits);
};

} // namespace gui
