#pragma once

#include "gui/tools/BoardTool.h"

namespace gui {

class ComputerPlayer;
class GameDocument;

// Plays moves: a click (or Enter/Space on the cursor) on a cell plays the move
// there when it is legal and a human's turn; otherwise it explains why not.
class PlayTool : public BoardTool {
    Q_OBJECT

public:
    // Both must outlive the tool.
    PlayTool(GameDocument* document, const ComputerPlayer* computer, QObject* parent = nullptr);

    void press(engine::Cell cell, Qt::MouseButton button) override;
    void drag(engine::Cell cell) override;
    void release() override;
    void activate(engine::Cell cell) override;

private:
    GameDocument* m_document;
    const ComputerPlayer* m_computer;
};

} // namespace gui
