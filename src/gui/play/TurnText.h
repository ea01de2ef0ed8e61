#pragma once

#include <QCoreApplication>
#include <QString>

namespace gui {

// Who is to move and who won, in the words of the analysis panel and the
// game-over banner.
class TurnText {
    Q_DECLARE_TR_FUNCTIONS(gui::TurnText)

public:
    // The situation the words describe. Players are numbered 1 (moves first) and 2.
    struct Situation {
        bool playing = false;          // play mode (else edit mode)
        bool againstComputer = false;
        bool demo = false;             // the computer plays both sides
        bool paused = false;           // the demo is paused
        bool computerToMove = false;
        int playerToMove = 1;
        bool gameOver = false;
        // The misère rule: at the end the player to move wins (the last mover loses).
        bool misere = false;
    };

    [[nodiscard]] static QString turn(const Situation& situation);
    // The banner when a game in play mode is over, else empty.
    [[nodiscard]] static QString banner(const Situation& situation);
    // Whether that banner tells the user's loss (the computer won), which shows in the losing colour.
    [[nodiscard]] static bool userLost(const Situation& situation);

private:
    // The banner under the misère rule.
    [[nodiscard]] static QString misereBanner(const Situation& situation);
};

} // namespace gui
