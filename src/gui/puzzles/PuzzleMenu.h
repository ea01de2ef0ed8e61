#pragma once

#include <QCoreApplication>

class QAction;
class QMenu;

namespace gui {

// Game > Puzzles: its two actions, named for tests ("actionNewPuzzle",
// "actionPuzzleOfTheDay"), with their tooltips and shortcut.
struct PuzzleMenu {
    Q_DECLARE_TR_FUNCTIONS(gui::PuzzleMenu)

public:
    // Adds the sub-menu at the end of `gameMenu`.
    explicit PuzzleMenu(QMenu* gameMenu);

    QAction* newPuzzle;
    QAction* puzzleOfTheDay;
};

} // namespace gui
