#include "gui/document/commands/PlayRuleCommand.h"

#include "gui/document/GameDocument.h"

namespace gui {

PlayRuleCommand::PlayRuleCommand(GameDocument* document, engine::PlayRule rule, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->rule())
    , m_after(rule)
{
}

void PlayRuleCommand::redo()
{
    m_document->setRule(m_after);
}

void PlayRuleCommand::undo()
{
    m_document->setRule(m_before);
}

} // namespace gui
