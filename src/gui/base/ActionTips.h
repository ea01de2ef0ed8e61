#pragma once

#include <QObject>

class QAction;
class QKeySequence;
class QMainWindow;
class QWidget;

namespace gui {

// Keeps the tooltip of every action in a main window's menus (sub-menus
// included) and tool bars ending in the action's shortcut, in the shortcut's
// native text: "Undo the last edit or move (Ctrl+Z)". Follows actions added
// later (palette tools, new menus), changed shortcuts and tooltips set anew
// (a retranslated window), so the tips are written in one place only: the
// action's own tooltip without the shortcut.
class ActionTips : public QObject {
    Q_OBJECT

public:
    // Watches the menu bar and every tool bar of `window` (which owns this).
    explicit ActionTips(QMainWindow* window);

    // "tip (shortcut)"; `tip` alone when there is no shortcut.
    [[nodiscard]] static QString withShortcut(const QString& tip, const QKeySequence& shortcut);
    // Sets both the tooltip and the status tip of `action` to `tip`.
    static void describe(QAction* action, const QString& tip);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Watches a menu bar, menu or tool bar and the actions it holds.
    void watchWidget(QWidget* widget);
    void watchAction(QAction* action);
    // Appends the shortcut to the action's tooltip unless it is there already.
    static void decorate(QAction* action);
};

} // namespace gui
