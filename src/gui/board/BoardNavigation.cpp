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
{
    m_goTo->setObjectName(QStringLiteral("actionGoToCell"));
    m_goTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_goTo->setToolTip(tr("Centre the view on a cell given by its coordinates (X, Y)"));
    m_goTo->setStatusTip(m_goTo->toolTip());
    menu->addAction(m_goTo);
    connect(m_goTo, &QAction::triggered, this, &BoardNavigation::goTo);

    m_centre->setObjectName(QStringLiteral("actionCentreOnKeptCell"));
    m_centre->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    menu->addAction(m_centre);
    connect(m_centre, &QAction::triggered, m_view, &BoardView::centreOnKeptCell);
    connect(m_view->boardScene(), &BoardScene::keptCellChanged, this, &BoardNavigation::updateCentreAction);
    updateCentreAction();
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
    const BoardGeometry& geometry = m_view->boardScene()->geometry();
    GoToCellDialog dialog(geometry.rows(), geometry.cols(), m_view->centreCell().value_or(engine::Cell{0, 0}),
                          m_view->window());
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_view->goToCell(dialog.cell());
    m_view->placeCursor(dialog.cell()); // the cursor's frame shows which cell it is
    const BoardGeometry& shown = m_view->boardScene()->geometry(); // a windowed board may have moved its origin
    m_flash = CellFlash::flash(m_view->boardScene(), shown.cellRect(dialog.cell()),
                               1.0 / m_view->transform().m11(), m_flash.data());
}

} // namespace gui
