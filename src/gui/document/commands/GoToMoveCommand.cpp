#include "gui/document/commands/GoToMoveCommand.h"

#include "gui/document/GameDocument.h"

#include <algorithm>

namespace gui {

GoToMoveCommand::GoToMoveCommand(GameDocument* document, int moveCount, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_from(document->currentMove())
    , m_to(std::clamp(moveCount, 0, static_cast<int>(document->moves().size())))
{
}

void GoToMoveCommand::redo()
{
    show(m_to);
}

void GoToMoveCommand::undo()
{
    show(m_from);
}

void GoToMoveCommand::show(int moveCount)
{
    // Every move stays; only the current one changes.
    const auto all = static_cast<int>(m_document->moves().size());
    m_document->replaceMoves(all, {}, moveCount);
}

} // namespace gui
