#include "gui/puzzles/PuzzleMenu.h"

#include <QAction>
#include <QMenu>

namespace gui {

namespace {

QAction* addAction(QMenu* menu, const QString& text, const QString& tip, const char* name)
{
    QAction* action = menu->addAction(text);
    action->setObjectName(QLatin1String(name));
    action->setToolTip(tip);
    action->setStatusTip(tip);
    return action;
}

} // namespace

PuzzleMenu::PuzzleMenu(QMenu* gameMenu)
{
    gameMenu->addSeparator();
    QMenu* menu = gameMenu->addMenu(tr("Pu&zzles"));
    menu->menuAction()->setToolTip(tr("Practise finding winning moves in positions the solvers generate"));
    menu->menuAction()->setStatusTip(menu->menuAction()->toolTip());
    newPuzzle = addAction(menu, tr("&New Puzzle…"), tr("Generate a puzzle: a position with winning moves to find"),
                          "actionNewPuzzle");
    newPuzzle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    puzzleOfTheDay = addAction(menu, tr("Puzzle of the &Day"),
                               tr("Today's puzzle of the current game: the same for everyone on this date"),
                               "actionPuzzleOfTheDay");
}

} // namespace gui
