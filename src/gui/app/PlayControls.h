#pragma once

#include "gui/base/PlayChoices.h"

#include <QObject>

class QAbstractButton;
class QAction;
class QLabel;
class QWidget;

namespace gui {

class PlaySession;
class Settings;

// The window's controls of a play session: the Game menu's Edit Mode / Play
// Mode, opponent and Computer Moves First actions, Restart, and the game-over
// banner with its Play Again button. It keeps them in step with the session
// both ways and remembers in Settings who moves first and the opponent the user chose (a puzzle's
// opponent, set by the puzzle and not by the user, is never remembered).
class PlayControls : public QObject {
    Q_OBJECT

public:
    struct Widgets {
        QAction* editMode;
        QAction* playMode;
        QAction* opponentComputer;
        QAction* opponentHuman;
        QAction* opponentDemo;
        QAction* computerFirst;
        QAction* restart;
        QWidget* bannerFrame;
        QLabel* banner;
        QAbstractButton* playAgain;
    };

    // Starts the session in play mode with the remembered opponent and first player. All must outlive it.
    PlayControls(const Widgets& widgets, PlaySession* session, Settings* settings, QObject* parent = nullptr);

private:
    void showOpponent(Opponent opponent);
    void showBanner();

    Widgets m_widgets;
    PlaySession* m_session;
    Settings* m_settings;
};

} // namespace gui
