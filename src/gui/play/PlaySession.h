#pragma once

#include "gui/play/TurnText.h"
#include "gui/base/MovePlayer.h"
#include "gui/base/PlayChoices.h"

#include <QObject>
#include <QString>

namespace gui {

class ComputerPlayer;
class GameDocument;

// The rules of a play session, without widgets: edit or play mode, the
// opponent, who moves first, whose turn it is, undo back to the user's own turn,
// Play Again, and when the game is over and in which words. It keeps the
// ComputerPlayer's sides and activity in step with them; the window shows what
// it says (turnText, bannerText, message) and sets its actions from its signals.
// It is the only way a move is played (MovePlayer): the play tool, the move
// table and the computer's replies all come through play(), which holds the
// checks and the one copy of their words.
class PlaySession : public QObject, public MovePlayer {
    Q_OBJECT

public:
    enum class Mode { Edit, Play };

    // Both must outlive the session. It starts in edit mode against the computer,
    // the user moving first (the window's PlayControls then enter play mode).
    PlaySession(GameDocument* document, ComputerPlayer* computer, QObject* parent = nullptr);

    [[nodiscard]] Mode mode() const { return m_mode; }
    // Enters `mode` and says modePrompt() in message().
    void setMode(Mode mode);
    // What a click does in the current mode, for the status bar; in play mode also
    // what the ticks mean and how to reach edit mode.
    [[nodiscard]] QString modePrompt() const;
    [[nodiscard]] Opponent opponent() const { return m_opponent; }
    void setOpponent(Opponent opponent);
    [[nodiscard]] bool computerMovesFirst() const { return m_computerFirst; }
    void setComputerMovesFirst(bool computerFirst);

    // The situation the turn and the banner describe.
    [[nodiscard]] TurnText::Situation situation() const;
    // Who is to move, in the analysis panel's words.
    [[nodiscard]] QString turnText() const;
    // Who won when a game in play mode is over, else empty. A game the demo
    // finished is told between players 1 and 2 under every opponent: the user
    // neither won nor lost it.
    [[nodiscard]] QString bannerText() const;
    [[nodiscard]] bool isGameOverShown() const { return !bannerText().isEmpty(); }

    // MovePlayer. The user may move in play mode, on a human's turn, while the
    // game is not over and no position of the best line is explored; the
    // computer on its own turn. A refused or illegal move changes nothing and
    // says why in message(); a played one is one PlayMoveCommand, named
    // "Play (2, 3)" or "Computer plays (2, 3)".
    [[nodiscard]] QString refusal(MoveBy by) const override;
    bool play(const engine::Move& move, MoveBy by) override;
    // While a position of the best line is explored (BestLineExplorer), the
    // user plays nothing: the listed moves are that position's.
    void setExploring(bool exploring) { m_exploring = exploring; }

    // Undo; against the computer it goes back to the user's own turn, or the
    // computer would at once play its move again.
    void undo();
    void redo();
    // Back to the start of the game (Play Again, Game > Restart); undo returns.
    void restart();

signals:
    void modeChanged(gui::PlaySession::Mode mode);
    void opponentChanged(gui::Opponent opponent);
    void computerMovesFirstChanged(bool computerFirst);
    // The turn text or the banner may read differently.
    void situationChanged();
    // A line for the status bar.
    void message(const QString& text);

private:
    // The computer plays in play mode unless two people share the board.
    void activateComputer();
    void onSituationChanged();

    GameDocument* m_document;
    ComputerPlayer* m_computer;
    Mode m_mode = Mode::Edit;
    Opponent m_opponent = Opponent::Computer;
    bool m_computerFirst = false;
    bool m_endedInDemo = false; // the game over on the board was finished by the demo
    bool m_exploring = false;
};

} // namespace gui
