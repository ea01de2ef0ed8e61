#include "gui/document/commands/StateChangeCommand.h"

#include "gui/document/GameDocument.h"

namespace gui {

StateChangeCommand::StateChangeCommand(GameDocument* document, DocumentState after, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->state())
    , m_after(std::move(after))
{
}

void StateChangeCommand::redo()
{
    m_document->setState(m_after);
}

void StateChangeCommand::undo()
{
    m_document->setState(m_before);
}

} // namespace gui
