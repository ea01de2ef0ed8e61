#include "gui/document/commands/NewSetupCommand.h"

namespace gui {

NewSetupCommand::NewSetupCommand(GameDocument* document, const engine::Board& setup, const QString& text)
    : StateChangeCommand(document, DocumentState{setup, {}, 0}, text)
{
}

} // namespace gui
