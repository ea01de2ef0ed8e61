#pragma once

#include "engine/PlayRule.h"

#include <QUndoCommand>

namespace gui {

class GameDocument;

// Switches the document between normal play and misère (Game ▸ Misère Play):
// one undo step; the setup and the moves stay, only the verdicts change.
class PlayRuleCommand : public QUndoCommand {
public:
    // `document` must outlive the command (the document owns the undo stack).
    PlayRuleCommand(GameDocument* document, engine::PlayRule rule, const QString& text);

    void redo() override;
    void undo() override;

private:
    GameDocument* m_document;
    engine::PlayRule m_before;
    engine::PlayRule m_after;
};

} // namespace gui
