#include "gui/document/commands/PlayMoveCommand.h"

#include "gui/document/GameDocument.h"

namespace gui {

namespace {

DocumentState withMove(const DocumentState& before, const engine::Move& move)
{
    DocumentState after = before;
    after.moves.resize(static_cast<std::size_t>(before.currentMove));
    after.moves.push_back(move);
    after.currentMove = static_cast<int>(after.moves.size());
    return after;
}

} // namespace

PlayMoveCommand::PlayMoveCommand(GameDocument* document, const engine::Move& move, const QString& text)
    : StateChangeCommand(document, withMove(document->state(), move), text)
{
}

} // namespace gui
