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

GoToMoveCommand* GoToMoveCommand::alreadyTaken(GameDocument* document, int from, int to, const QString& text)
{
    auto* command = new GoToMoveCommand(document, to, text);
    command->m_from = std::clamp(from, 0, static_cast<int>(document->moves().size()));
    command->m_skipRedo = true;
    return command;
}

void GoToMoveCommand::redo()
{
    if (m_skipRedo) {
        m_skipRedo = false;
        return;
    }
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
