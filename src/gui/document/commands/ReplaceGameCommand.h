#pragma once

#include "gui/document/DocumentState.h"

#include "engine/Game.h"

#include <QUndoCommand>

namespace gui {

class GameDocument;

// Changes the document's game and state together as one undo step (a board
// added to a sum, removed, duplicated or moved): undo brings back the game and
// the state before. StateChangeCommand keeps the game; this one swaps it too.
class ReplaceGameCommand : public QUndoCommand {
public:
    // `document` must outlive the command; `game` lives for the program's life
    // (a registered game or engine::sumGameOf's).
    ReplaceGameCommand(GameDocument* document, const engine::Game& game, DocumentState state, const QString& text);

    void redo() override;
    void undo() override;

private:
    GameDocument* m_document;
    const engine::Game* m_gameBefore;
    DocumentState m_before;
    const engine::Game* m_gameAfter;
    DocumentState m_after;
};

} // namespace gui
