#pragma once

#include "gui/document/DocumentState.h"

#include <QUndoCommand>

namespace gui {

class GameDocument;

// The base of every document command: it remembers the state before and after
// and swaps the document between them. Commands never touch scene items.
class StateChangeCommand : public QUndoCommand {
public:
    // `document` must outlive the command (the document owns the undo stack).
    StateChangeCommand(GameDocument* document, DocumentState after, const QString& text);

    void redo() override;
    void undo() override;

protected:
    [[nodiscard]] GameDocument* document() const { return m_document; }
    [[nodiscard]] const DocumentState& after() const { return m_after; }
    void setAfter(DocumentState after) { m_after = std::move(after); }

private:
    GameDocument* m_document;
    DocumentState m_before;
    DocumentState m_after;
};

} // namespace gui
