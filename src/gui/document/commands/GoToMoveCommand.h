#pragma once

#include <QUndoCommand>

namespace gui {

class GameDocument;

// Shows the position after `moveCount` of the moves played (0: the start, as
// Restart does) without forgetting the later moves. It keeps the two move counts.
class GoToMoveCommand : public QUndoCommand {
public:
    // `document` must outlive the command (the document owns the undo stack).
    GoToMoveCommand(GameDocument* document, int moveCount, const QString& text);
    // A step from `from` to `to` moves already shown (a game opened with its moves
    // records one step per move, so Undo steps back through them): the first redo
    // does nothing.
    [[nodiscard]] static GoToMoveCommand* alreadyTaken(GameDocument* document, int from, int to, const QString& text);

    void redo() override;
    void undo() override;

private:
    void show(int moveCount);

    GameDocument* m_document;
    int m_from;
    int m_to;
    bool m_skipRedo = false;
};

} // namespace gui
