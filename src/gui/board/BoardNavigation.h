#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;

namespace gui {

class BoardView;
class CellFlash;

// The View menu's "Go to Cell…" (Ctrl+G), which asks for (X, Y) with a
// GoToCellDialog, centres that cell in the board view and puts the keyboard
// cursor on it, and "Centre on…" (Ctrl+L), which centres the cell the game
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

    BoardView* m_view;
    QAction* m_goTo;
    QAction* m_centre;
    QPointer<CellFlash> m_flash; // the last flash made here, while it runs
};

} // namespace gui
