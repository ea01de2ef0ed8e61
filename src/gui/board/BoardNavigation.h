#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace gui {

class BoardView;

// The View menu's "Go to Cell…" (Ctrl+G): asks for (X, Y) with a
// GoToCellDialog, centres that cell in the board view and puts the keyboard
// cursor on it.
class BoardNavigation : public QObject {
    Q_OBJECT

public:
    // Adds its action to `menu`; `view` must outlive it.
    BoardNavigation(BoardView* view, QMenu* menu, QObject* parent = nullptr);


private:
    void goTo();

    BoardView* m_view;
    QAction* m_goTo;
};

} // namespace gui
