#include "gui/board/BoardNavigation.h"

#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/board/CellFlash.h"
#include "gui/board/GoToCellDialog.h"
#include "gui/looks/GameLook.h"

#include <QAction>
#include <QMenu>

namespace gui {

BoardNavigation::BoardNavigation(BoardView* view, QMenu* menu, QObject* parent)
    : QObject(parent)
    , m_view(view)
    , m_goTo(new QAction(tr("&Go to Cell…"), this))
    , m_centre(new QAction(this))
    , m_nextBoard(new QAction(tr("&Next Board"), this))
    // No mnemonic: each of its letters is taken in the View menu (Centre on &Pawn among them).
    , m_previousBoard(new QAction(tr("Previous Board"), this))
{
    m_goTo->setObjectName(QStringLiteral("actionGoToCell"));
    m_goTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_goTo->setToolTip(tr("Put the keyboard cursor on a cell given by its board, row and column, and centre the view "
                          "on it"));
    m_goTo->setStatusTip(m_goTo->toolTip());
    menu->addAction(m_goTo);
    connect(m_goTo, &QAction::triggered, this, &BoardNavigation::goTo);

    m_nextBoard->setObjectName(QStringLiteral("actionNextBoard"));
    m_nextBoard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    m_nextBoard->setToolTip(tr("Put the keyboard cursor on the next board of the sum (also Tab on the board)"));
    m_nextBoard->setStatusTip(m_nextBoard->toolTip());
    m_previousBoard->setObjectName(QStringLiteral("actionPreviousBoard"));
    m_previousBoard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    m_previousBoard->setToolTip(
        tr("Put the keyboard cursor on the previous board of the sum (also Shift+Tab on the board)"));
    m_previousBoard->setStatusTip(m_previousBoard->toolTip());
    menu->addAction(m_nextBoard);
    menu->addAction(m_previousBoard);
    connect(m_nextBoard, &QAction::triggered, this, [this] {
        m_view->cursorToBoard(1);
        m_view->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_previousBoard, &QAction::triggered, this, [this] {
        m_view->cursorToBoard(-1);
        m_view->setFocus(Qt::ShortcutFocusReason);
    });

    m_centre->setObjectName(QStringLiteral("actionCentreOnKeptCell"));
    m_centre->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    menu->addAction(m_centre);
    connect(m_centre, &QAction::triggered, m_view, &BoardView::centreOnKeptCell);
    // Also emitted for a new look: a sum of other boards has its own.
    connect(m_view->boardScene(), &BoardScene::keptCellChanged, this, [this] {
        updateCentreAction();
        updateBoardActions();
    });
    updateCentreAction();
    updateBoardActions();
}

void BoardNavigation::updateBoardActions()
{
    const BoardScene* scene = m_view->boardScene();
    const bool sum = scene->look() != nullptr
        && scene->look()->boardParts(scene->geometry().rows(), scene->geometry().cols()).size() > 1;
    m_nextBoard->setEnabled(sum);
    m_previousBoard->setEnabled(sum);
}

void BoardNavigation::updateCentreAction()
{
    const BoardScene* scene = m_view->boardScene();
    static const GameLook plain; // the words before the first board is shown
    const GameLook& look = scene->look() != nullptr ? *scene->look() : plain;
    m_centre->setEnabled(scene->keptCell().has_value());
    m_centre->setText(look.centreOnKeptCellText());
    m_centre->setToolTip(look.centreOnKeptCellTip());
    m_centre->setStatusTip(m_centre->toolTip());
}

void BoardNavigation::goTo()
{
    const BoardScene* scene = m_view->boardScene();
    const BoardGeometry& geometry = scene->geometry();
    static const GameLook plain; // before the first board is shown
    const GameLook& look = scene->look() != nullptr ? *scene->look() : plain;
    const engine::Cell start = m_view->cursorCell().value_or(m_view->centreCell().value_or(engine::Cell{0, 0}));
    GoToCellDialog dialog(look.boardParts(geometry.rows(), geometry.cols()), start, m_view->window());
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_view->goToCell(dialog.cell());
    m_view->placeCursor(dialog.cell()); // the cursor's frame shows which cell it is
    const BoardGeometry& shown = m_view->boardScene()->geometry(); // a windowed board may have moved its origin
    m_flash = CellFlash::flash(m_view->boardScene(), shown.cellRect(dialog.cell()),
                               1.0 / m_view->transform().m11(), m_flash.data());
}

} // namespace gui
