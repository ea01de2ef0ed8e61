#pragma once

#include <QObject>
#include <QPoint>

#include <cstddef>
#include <functional>
#include <optional>

class QAction;
class QMenu;

namespace gui {

class BoardView;
class GameDocument;
class SumEdits;

// The board view's context menu: a right click, the Menu key or Shift+F10 (at
// the keyboard cursor's board). Over a board of a sum: that board's edits
// (SumEdits::addBoardActions: Remove Board from Sum, Duplicate Board, Move
// Board Left / Right, acting on the board under the click), Add Board to Sum…
// and View ▸ Show Each Board Alone; over a single board: Add Board to Sum….
// Each edit is one undo step, as from the Edit menu. Where the right button
// paints (edit mode: it erases cells, by a click or a drag) the right button
// opens the menu off the cells only: on a board's name, its frame, the gaps
// between the boards and the margin; the keys open it everywhere.
class SumContextMenu : public QObject {
    Q_OBJECT

public:
    // All must outlive this object; `rightButtonPaints` tells whether the right
    // button is the edit tool's now.
    SumContextMenu(BoardView* view, GameDocument* document, SumEdits* edits, QAction* showBoardsAlone,
                   std::function<bool()> rightButtonPaints, QObject* parent = nullptr);

    // Opens (without waiting for it: a popup) the menu of board `board` of the
    // sum (nothing: of no board) at `globalPos`; the menu deletes itself when closed.
    QMenu* openFor(std::optional<std::size_t> board, QPoint globalPos);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The menu at the keyboard cursor (the view's centre without one).
    void openAtCursor();
    // The board whose column holds a viewport point (PointedBoard::boardAt); nothing of one game.
    [[nodiscard]] std::optional<std::size_t> boardAt(QPoint viewportPoint) const;

    BoardView* m_view;
    GameDocument* m_document;
    SumEdits* m_edits;
    QAction* m_showBoardsAlone;
    std::function<bool()> m_rightButtonPaints;
};

} // namespace gui
