#pragma once

#include "gui/board/tools/BoardTool.h"
#include "gui/base/MovePlayer.h"

#include "engine/Move.h"

#include <optional>

namespace gui {

class BoardScene;
class GameDocument;
class RectangleBandItem;

// Plays moves: a click (or Enter/Space on the cursor) on a cell plays the move
// there through the MovePlayer (the PlaySession), which plays it when it is
// legal and the user's turn and otherwise says why not.
// Where moves are rectangles (GameLook::playsRectanglesAt: the rectangles game,
// a sum's rectangles boards; every other board plays a cell at once) a click plays
// the 1x1 rectangle and a drag from corner to corner plays the rectangle on
// release; while dragging, a rubber band tells whether it is legal and, when the
// analysis of the board is shown, whether it wins. Escape cancels the drag.
// Resting the mouse on a cell outlines the winning rectangles starting there.
// With the keyboard, Enter anchors a corner at the cursor, the arrow keys
// stretch the band, Enter plays it and Escape cancels.
class PlayTool : public BoardTool {
    Q_OBJECT

public:
    // Both must outlive the tool.
    PlayTool(GameDocument* document, MovePlayer* player, QObject* parent = nullptr);

    // Shows the rubber band and the hover outlines in `scene` (which must
    // outlive the tool); without a scene the tool plays without showing them.
    void attachTo(BoardScene* scene);
    [[nodiscard]] const RectangleBandItem* bandItem() const { return m_band; }

    void press(engine::Cell cell, Qt::MouseButton button) override;
    void drag(engine::Cell cell) override;
    void release() override;
    void activate(engine::Cell cell) override;
    void cancel() override;
    void hover(std::optional<engine::Cell> cell) override;
    void cursorMoved(engine::Cell cell) override;
    // True while a rectangle is being chosen with the keyboard.
    [[nodiscard]] bool isKeyboardBandActive() const { return m_anchor && m_keyboard; }

protected:
    // Escape on the scene while a keyboard band is active cancels it.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Explains (the player's refusal) and returns false when the user may not move now.
    bool userMayMove();
    // Anchors a rubber band at `corner` (by mouse or keyboard); false when the user may not move now.
    bool startBand(engine::Cell corner, bool keyboard);
    // Drops the band and plays the rectangle from its anchor to `corner`.
    void finishBand(engine::Cell corner);
    void showBand();
    void clearBand();
    // Whether a move at `cell` is a rectangle (GameLook::playsRectanglesAt): of a
    // sum, on a rectangles board only; elsewhere one click or Enter plays the cell.
    [[nodiscard]] bool playsRectanglesAt(engine::Cell cell) const;

    GameDocument* m_document;
    MovePlayer* m_player;
    BoardScene* m_scene = nullptr;
    RectangleBandItem* m_band = nullptr; // owned by the scene
    std::optional<engine::Cell> m_anchor; // where a rectangle drag started
    engine::Cell m_end;
    bool m_keyboard = false; // the anchor was set with Enter, not the mouse
};

} // namespace gui
