#pragma once

#include "gui/board/tools/BoardTool.h"

#include "engine/Board.h"
#include "engine/CellKind.h"
#include "engine/Game.h"

#include <functional>
#include <optional>
#include <vector>

namespace gui {

class GameDocument;

// Edits the setup. A left click toggles the palette kind on a cell; a left drag
// paints the kind on every cell the pointer crosses (between two mouse events, every
// cell of the straight segment, 4-connected: CellWalk) (or erases, if it started on a cell
// of that kind); a right drag erases. Each stroke is one undo step. Editing
// after moves were played starts from the setup and clears the moves, as part of
// the same undoable step. When the document switches to another game, the
// palette kind goes back to that game's first kind.
class EditTool : public BoardTool {
    Q_OBJECT

public:
    // `document` must outlive the tool.
    explicit EditTool(GameDocument* document, QObject* parent = nullptr);

    // The kind the left button paints (Empty: the eraser).
    void setPaletteKind(engine::CellKind kind) { m_paletteKind = kind; }
    [[nodiscard]] engine::CellKind paletteKind() const { return m_paletteKind; }

    void press(engine::Cell cell, Qt::MouseButton button) override;
    void drag(engine::Cell cell) override;
    void dragAlong(QPointF from, QPointF to, engine::Cell cell) override;
    void release() override;
    void activate(engine::Cell cell) override;
    void cancel() override;
    void cursorMoved(engine::Cell cell) override;
    // Digits typed on a cell set what the game's look makes of a number there
    // (GameLook::setupWithNumber: nim's heap size), each an undo step. A number
    // goes on while digits are typed on the same cell with nothing else in
    // between: the cursor moving, Enter or Space, a click or any other edit
    // (Undo too) ends it, and so does a digit that would make it too large for
    // the board, which starts the next number. No timer ends it.
    bool typeDigit(engine::Cell cell, int digit) override;

    // Replaces the setup by `apply(setup)` as one undo step named `text` (a
    // palette action such as deriving the monsters); nothing when it changes nothing.
    void applyToSetup(const QString& text, const std::function<engine::Board(const engine::Board&)>& apply);
    // A setup edit applied after every stroke in the same undo step (a palette
    // switch such as volcano's live monsters); empty for none.
    void setLiveRule(std::function<engine::Board(const engine::Board&)> rule) { m_liveRule = std::move(rule); }
    [[nodiscard]] bool hasLiveRule() const { return static_cast<bool>(m_liveRule); }

private:
    void resetPaletteKind();

    // Paints the stroke's kind on the cells of the board among `cells`.
    void paintCells(const std::vector<engine::Cell>& cells);
    // Of a sum: says once a stroke why `cell` (pressed, or reached by a drag: on
    // a board only) takes not the stroke's kind (SumGame::paintProblem).
    void sayWhyNotPainted(engine::Cell cell, bool pressed);

    GameDocument* m_document;
    const engine::Game* m_game; // the game m_paletteKind belongs to
    engine::CellKind m_paletteKind = engine::CellKind::Empty;
    int m_stroke = 0;
    std::optional<engine::CellKind> m_strokeKind; // set while a stroke is going on
    engine::Cell m_last;
    bool m_refusalSaid = false; // the stroke's refusal was said
    std::function<engine::Board(const engine::Board&)> m_liveRule;
    // The number being typed: its cell, its value and the setup its last digit made.
    struct TypedNumber {
        engine::Cell cell;
        int value = 0;
        engine::Board setup;
    };
    std::optional<TypedNumber> m_typed;
};

} // namespace gui
