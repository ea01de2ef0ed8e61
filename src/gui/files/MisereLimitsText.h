#pragma once

#include <QCoreApplication>
#include <QString>

namespace engine {
class Game;
}

namespace gui {

// The one statement of a game's promise under the misère rule
// (engine::SizeLimits::misereCells, checked by Game::takesSizeForMisere) in
// the user's language: the New dialog's line under the size limits, the
// misère section of Help ▸ Rules and the refusal of a puzzle level beyond it.
class MisereLimitsText {
    Q_DECLARE_TR_FUNCTIONS(gui::MisereLimitsText)

public:
    // "boards of at most 36 cells", or "every board this game takes".
    [[nodiscard]] static QString of(const engine::Game& game);
    // "Misère play (the last move loses) is decided within seconds for boards of
    // at most 36 cells; beyond them a verdict may be “not known”, never a guess."
    [[nodiscard]] static QString sentence(const engine::Game& game);
};

} // namespace gui
