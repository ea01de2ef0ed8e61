#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;

namespace gui {

class BoardView;
class CellFlash;

// The View menu's "Go to Cell…" (Ctrl+G), which asks for a board and its row
// and column with a GoToCellDialog (starting at the keyboard cursor, else at the
// centre of the view), centres that cell in the board view and puts the keyboard
// cursor on it; "Next Board" and "Previous Board" (Ctrl+PgDown, Ctrl+PgUp,
// enabled on a sum of two or more boards), which put the cursor on the next or
// previous board; and "Centre on…" (Ctrl+L), which centres the cell the game
// keeps in view (the pawn): named by the game's look, enabled only while the
// board has such a cell.
class BoardNavigation : public QObject {
    Q_OBJECT

public:
    // Adds its action to `menu`; `view` must outlive it.
    BoardNavigation(BoardView* view, QMenu* menu, QObject* parent = nullptr);

private:
    void goTo();
    // The Centre action's words and state for the board shown now.
    void updateCentreAction();
    // Next/Previous Board are enabled on a grid of two or more boards.
    void updateBoardActions();

    BoardView* m_view;
    QAction* m_goTo;
    QAction* m_centre;
    QAction* m_nextBoard;
    QAction* m_previousBoard;
    QPointer<CellFlash> m_flash; // the last flash made here, while it runs
};

} // namespace gui
