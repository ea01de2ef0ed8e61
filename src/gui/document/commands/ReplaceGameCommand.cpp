#include "gui/document/commands/ReplaceGameCommand.h"

#include "gui/document/GameDocument.h"

namespace gui {

ReplaceGameCommand::ReplaceGameCommand(GameDocument* document, const engine::Game& game, DocumentState state,
                                       const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_gameBefore(&document->game())
    , m_before(document->state())
    , m_gameAfter(&game)
    , m_after(std::move(state))
{
}

void ReplaceGameCommand::redo()
{
    m_document->setGameAndState(*m_gameAfter, m_after);
}

void ReplaceGameCommand::undo()
{
    m_document->setGameAndState(*m_gameBefore, m_before);
}

} // namespace gui
