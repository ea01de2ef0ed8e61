#pragma once

#include "engine/Move.h"

#include <QString>

namespace gui {

// Who plays a move: the user (a click or key on the board, the move table) or
// the computer opponent (its reply, the demo's moves).
enum class MoveBy { User, Computer };

// The one way a move is played: the parts that play one (the play tool, the
// move table, the computer) hand it here, and PlaySession answers, holding the
// checks (whose turn, game over, play mode, a legal move) and their words.
// This interface lets the board and the analysis play without knowing play/.
class MovePlayer {
public:
    virtual ~MovePlayer() = default;

    // Why `by` may not move now, in the status bar's words; empty when they may.
    [[nodiscard]] virtual QString refusal(MoveBy by) const = 0;
    // Plays `move` for `by` when they may move now and the move is legal, as one
    // undoable command; says what happened (the move, or why not) in a message.
    // True when it was played.
    virtual bool play(const engine::Move& move, MoveBy by) = 0;

protected:
    MovePlayer() = default;
    MovePlayer(const MovePlayer&) = default;
    MovePlayer& operator=(const MovePlayer&) = default;
};

} // namespace gui
