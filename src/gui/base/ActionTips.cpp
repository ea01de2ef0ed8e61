#include "gui/base/ActionTips.h"

#include <QAction>
#include <QActionEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace gui {

namespace {

// The tooltip without the shortcut, and the tooltip last written, kept on the action.
constexpr const char* kBaseTip = "gui_ActionTips_base";
constexpr const char* kWrittenTip = "gui_ActionTips_written";

} // namespace

ActionTips::ActionTips(QMainWindow* window)
    : QObject(window)
{
    watchWidget(window->menuBar());
    for (QToolBar* toolBar : window->findChildren<QToolBar*>())
        watchWidget(toolBar);
}

QString ActionTips::withShortcut(const QString& tip, const QKeySequence& shortcut)
{
    if (shortcut.isEmpty())
        return tip;
    //: A tooltip followed by the action's keyboard shortcut, e.g. "Undo the last edit (Ctrl+Z)".
    return tr("%1 (%2)").arg(tip, shortcut.toString(QKeySequence::NativeText));
}

void ActionTips::describe(QAction* action, const QString& tip)
{
    action->setToolTip(tip);
    action->setStatusTip(tip);
}

bool ActionTips::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ActionAdded || event->type() == QEvent::ActionChanged)
        watchAction(static_cast<QActionEvent*>(event)->action());
    return QObject::eventFilter(watched, event);
}

void ActionTips::watchWidget(QWidget* widget)
{
    widget->installEventFilter(this); // installing twice keeps one filter
    for (QAction* action : widget->actions())
        watchAction(action);
}

void ActionTips::watchAction(QAction* action)
{
    if (action->isSeparator())
        return;
    if (QMenu* menu = action->menu())
        watchWidget(menu);
    decorate(action);
}

void ActionTips::decorate(QAction* action)
{
    const QString current = action->toolTip();
    const QString written = action->property(kWrittenTip).toString();
    // A tooltip other than the one written here is new (set anew, or derived from new text).
    const QString base = written.isEmpty() || current != written ? current : action->property(kBaseTip).toString();
    const QString wanted = withShortcut(base, action->shortcut());
    action->setProperty(kBaseTip, base);
    action->setProperty(kWrittenTip, wanted);
    if (current != wanted)
        action->setToolTip(wanted); // comes back here through ActionChanged, then finds it written
}

} // namespace gui
