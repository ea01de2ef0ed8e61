#pragma once

#include "gui/document/DocumentState.h"

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/PlayRule.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <vector>

namespace gui {

// The single source of truth of the window: which game, its setup, the moves
// played and the current move, the file it came from and whether it changed.
// Views read it and listen to `changed`; only undo commands (and reset, for New
// and Open) modify it.
//
// The play rule (normal or misère) is part of the document: saved in its file,
// changed by an undoable step (PlayRuleCommand), kept by every other edit.
//
// "Modified" compares what a board file holds (game, rule, setup, moves) with the
// state last opened or saved, not the undo stack's position: going to another
// move of the game (move list, value history, Restart, undo of such a step) is
// navigation, and the current move is not saved in the file.
class GameDocument : public QObject {
    Q_OBJECT

public:
    // A document holding `game`'s example board.
    explicit GameDocument(const engine::Game& game, QObject* parent = nullptr);

    [[nodiscard]] const engine::Game& game() const { return *m_game; }
    [[nodiscard]] QString gameId() const;
    [[nodiscard]] const DocumentState& state() const { return m_state; }
    // Which player wins at the end: normal play or misère (engine/PlayRule.h).
    [[nodiscard]] engine::PlayRule rule() const { return m_rule; }
    [[nodiscard]] const engine::Board& setup() const { return m_state.setup; }
    [[nodiscard]] const std::vector<engine::Move>& moves() const { return m_state.moves; }
    [[nodiscard]] int currentMove() const { return m_state.currentMove; }
    // The setup with the first currentMove() moves applied.
    [[nodiscard]] const engine::Board& currentBoard() const
    {
        return m_positions[static_cast<std::size_t>(m_state.currentMove)];
    }
    // The setup after 0, 1, ... moves, up to the furthest move shown (at least the
    // setup and currentBoard()): what naming the moves in their positions reads.
    [[nodiscard]] const std::vector<engine::Board>& positions() const { return m_positions; }
    // True when the player to move has no legal move left (and so has lost, or
    // under the misère rule won: the opponent made the last move).
    [[nodiscard]] bool isGameOver() const;

    [[nodiscard]] QString fileName() const { return m_fileName; }
    void setFileName(const QString& fileName);
    // The game, setup or moves differ from those last opened or saved.
    [[nodiscard]] bool isModified() const { return m_modified; }
    // Declares the current state saved.
    void markSaved();
    // Declares that no file holds the current state (a recovered autosave): modified until saved.
    void markUnsaved();
    [[nodiscard]] QUndoStack* undoStack() { return &m_undoStack; }

    // Replaces everything (New, Open): the undo history is cleared and the
    // document counts as unmodified. Moves that are illegal in turn are dropped.
    // `rule` is the new document's rule (a file's, or the one chosen for new
    // boards); without one the rule stays.
    void reset(const engine::Game& game, DocumentState state, const QString& fileName,
               std::optional<engine::PlayRule> rule = std::nullopt);
    // reset, given the positions of `state` played already (replayPositions, off
    // the GUI thread for a long game): only what they lack is played.
    void resetReplayed(const engine::Game& game, DocumentState state, std::vector<engine::Board> positions,
                       const QString& fileName, std::optional<engine::PlayRule> rule);

    // For undo commands only: sets the state and announces it.
    void setState(DocumentState state);
    // For undo commands only: sets the game and the state together (a board added
    // to a sum or removed from it) and announces it; the undo history stays.
    void setGameAndState(const engine::Game& game, DocumentState state);
    // For undo commands only: keeps the first `from` moves, appends `moves` and
    // shows the position after `currentMove` of them; the setup stays.
    void replaceMoves(int from, const std::vector<engine::Move>& moves, int currentMove);
    // For undo commands only: sets the rule and announces it (ruleChanged, then changed).
    void setRule(engine::PlayRule rule);

signals:
    void changed();
    // rule() changed (also by reset); `changed` follows.
    void ruleChanged(engine::PlayRule rule);
    void fileNameChanged(const QString& fileName);
    void modifiedChanged(bool modified);

private:
    // Keeps the first `kept` positions (at least the setup) and plays on to the
    // current move; the first move that is illegal in turn is dropped with the rest.
    void updatePositions(std::size_t kept);
    // Compares with the saved contents and announces a change of the modified flag.
    void updateModified();

    const engine::Game* m_game;
    engine::PlayRule m_rule = engine::PlayRule::Normal;
    DocumentState m_state;
    // The setup after 0, 1, ... moves, up to the furthest move shown since the
    // setup or those moves changed: undo, redo and going through the moves replay
    // nothing. Boards share their cells (engine::Board), so each costs its changes.
    std::vector<engine::Board> m_positions;
    QString m_fileName;
    QUndoStack m_undoStack;
    // What the file holds (m_savedGame == nullptr: no file holds this document's state).
    const engine::Game* m_savedGame = nullptr;
    engine::PlayRule m_savedRule = engine::PlayRule::Normal;
    engine::Board m_savedSetup;
    std::vector<engine::Move> m_savedMoves;
    bool m_modified = false;
};

} // namespace gui
