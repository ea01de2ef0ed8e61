#include "gui/app/WindowActions.h"

#include "ui_mainwindow.h"

#include "gui/base/ActionTips.h"
#include "gui/app/StandardActions.h"

#include <QCoreApplication>
#include <QToolButton>

namespace gui {

// The words were the window's and keep their translation context, gui::MainWindow.
void setUpWindowActions(Ui::MainWindow& ui, const QStyle& style)
{
    applyStandardActions({
        {ui.actionNew, QKeySequence::New, "document-new", QStyle::SP_FileIcon},
        {ui.actionOpen, QKeySequence::Open, "document-open", QStyle::SP_DialogOpenButton},
        {ui.actionSave, QKeySequence::Save, "document-save", QStyle::SP_DialogSaveButton},
        {ui.actionSaveAs, QKeySequence::SaveAs, "document-save-as", QStyle::SP_CustomBase,
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
        {ui.actionQuit, QKeySequence::Quit, "application-exit", QStyle::SP_CustomBase},
        {ui.actionUndo, QKeySequence::Undo, "edit-undo", QStyle::SP_ArrowBack},
        {ui.actionRedo, QKeySequence::Redo, "edit-redo", QStyle::SP_ArrowForward},
        {ui.actionRestart, QKeySequence::UnknownKey, "view-refresh", QStyle::SP_BrowserReload},
        {ui.actionZoomIn, QKeySequence::ZoomIn, "zoom-in", QStyle::SP_CustomBase},
        {ui.actionZoomOut, QKeySequence::ZoomOut, "zoom-out", QStyle::SP_CustomBase},
        {ui.actionFit, QKeySequence::UnknownKey, "zoom-fit-best", QStyle::SP_CustomBase},
        {ui.actionCancelAnalysis, QKeySequence::UnknownKey, "process-stop", QStyle::SP_BrowserStop},
    }, style);
    for (QAction* action : {ui.actionZoomIn, ui.actionZoomOut, ui.actionFit})
        if (action->icon().isNull())
            ui.mainToolBar->removeAction(action); // no theme: keep the tool bar short
    // The two modes are named on the tool bar, so the way from playing to editing is seen, not guessed.
    for (QAction* action : {ui.actionEditMode, ui.actionPlayMode})
        if (auto* button = qobject_cast<QToolButton*>(ui.mainToolBar->widgetForAction(action)))
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    ui.menuView->addSeparator();
    ui.menuView->addActions({ui.analysisDock->toggleViewAction(), ui.moveDock->toggleViewAction(),
                             ui.historyDock->toggleViewAction(), ui.mainToolBar->toggleViewAction(),
                             ui.paletteToolBar->toggleViewAction()});
    ActionTips::describe(ui.analysisDock->toggleViewAction(),
                         QCoreApplication::translate("gui::MainWindow", "Show or hide the analysis of the position"));
    ActionTips::describe(ui.moveDock->toggleViewAction(),
                         QCoreApplication::translate("gui::MainWindow", "Show or hide the list of moves played"));
    ActionTips::describe(ui.historyDock->toggleViewAction(),
                         QCoreApplication::translate("gui::MainWindow", "Show or hide the chart of values over the game"));
    ActionTips::describe(ui.mainToolBar->toggleViewAction(),
                         QCoreApplication::translate("gui::MainWindow", "Show or hide the main tool bar"));
    ActionTips::describe(ui.paletteToolBar->toggleViewAction(),
                         QCoreApplication::translate("gui::MainWindow", "Show or hide the palette of paint tools"));
}

} // namespace gui
