#include "gui/document/commands/GoToMoveCommand.h"

#include "gui/document/GameDocument.h"

#include <algorithm>

namespace gui {

namespace {

DocumentState atMove(const DocumentState& before, int moveCount)
{
    DocumentState after = before;
    after.currentMove = std::clamp(moveCount, 0, static_cast<int>(before.moves.size()));
    return after;
}

} // namespace

GoToMoveCommand::GoToMoveCommand(GameDocument* document, int moveCount, const QString& text)
    : StateChangeCommand(document, atMove(document->state(), moveCount), text)
{
}

} // namespace gui
