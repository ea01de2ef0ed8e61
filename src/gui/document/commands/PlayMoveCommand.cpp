#include "gui/document/commands/PlayMoveCommand.h"

#include "gui/document/GameDocument.h"

namespace gui {

PlayMoveCommand::PlayMoveCommand(GameDocument* document, const engine::Move& move, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_at(document->currentMove())
    , m_move(move)
    , m_replaced(document->moves().begin() + m_at, document->moves().end())
{
}

void PlayMoveCommand::redo()
{
    m_document->replaceMoves(m_at, {m_move}, m_at + 1);
}

void PlayMoveCommand::undo()
{
    m_document->replaceMoves(m_at, m_replaced, m_at);
}

} // namespace gui
