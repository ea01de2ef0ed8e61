#pragma once

#include "engine/Move.h"

#include <QUndoCommand>

#include <vector>

namespace gui {

class GameDocument;

// Plays a move in the current position. Moves after the current one (left
// there by going back in the move list) are replaced. The caller checks that
// the move is legal. The command keeps the move and the moves it replaced, not
// the boards: the document keeps the positions.
class PlayMoveCommand : public QUndoCommand {
public:
    // `document` must outlive the command (the document owns the undo stack).
    PlayMoveCommand(GameDocument* document, const engine::Move& move, const QString& text);

    void redo() override;
    void undo() override;

private:
    GameDocument* m_document;
    int m_at; // the move's index
    engine::Move m_move;
    std::vector<engine::Move> m_replaced;
};

} // namespace gui
