// Tooltips and status tips of every action the main window offers: menus and
// their sub-menus, tool bars and the palette of all five games, in edit and
// play mode; the shortcut in the tooltip (ActionTips), following shortcut and
// tooltip changes; the status bar showing the tip of what the mouse is over.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "MenuTexts.h"
#include "TsFiles.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/base/ActionTips.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/app/Translations.h"
#include "gui/board/GoToCellDialog.h"
#include "gui/export/ExportPrompts.h"
#include "gui/export/PictureDialog.h"
#include "gui/export/WorksheetDialog.h"
#include "gui/files/DialogPrompts.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/puzzles/PuzzleDialog.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QAbstractButton>
#include <QAction>
#include <QHash>
#include <QComboBox>
#include <QDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>
#include <QScopeGuard>
#include <QSlider>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>

using testsupport::strippedText;

namespace {

struct FoundAction {
    QAction* action;
    QString where; // "View > Language > Deutsch"
};

void collectMenu(const QMenu* menu, const QString& where, QList<FoundAction>& found)
{
    for (QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString path = where + QStringLiteral(" > ") + strippedText(action->text());
        found.append({action, path});
        if (const QMenu* sub = action->menu())
            collectMenu(sub, path, found);
    }
}

// Every action reachable from the menu bar (the top-level menu titles themselves
// are not commands) and from every tool bar.
QList<FoundAction> allActions(const gui::MainWindow& window)
{
    QList<FoundAction> found;
    for (const QAction* top : window.menuBar()->actions())
        if (const QMenu* menu = top->menu())
            collectMenu(menu, strippedText(top->text()), found);
    for (const QToolBar* toolBar : window.findChildren<QToolBar*>())
        for (QAction* action : toolBar->actions())
            if (!action->isSeparator())
                found.append({action, toolBar->windowTitle() + QStringLiteral(" tool bar > ")
                                          + strippedText(action->text())});
    return found;
}


// Empty when the action's tips are complete, otherwise what is wrong.
QString tipProblem(const QAction& action)
{
    const QString statusTip = action.statusTip().trimmed();
    const QString toolTip = action.toolTip().trimmed();
    if (statusTip.isEmpty())
        return QStringLiteral("no status tip");
    if (toolTip.isEmpty())
        return QStringLiteral("no tooltip");
    if (toolTip.compare(strippedText(action.text()), Qt::CaseInsensitive) == 0)
        return QStringLiteral("the tooltip \"%1\" only repeats the menu text").arg(toolTip);
    const QString shortcut = action.shortcut().toString(QKeySequence::NativeText);
    if (!shortcut.isEmpty() && !toolTip.contains(shortcut))
        return QStringLiteral("the tooltip \"%1\" lacks the shortcut %2").arg(toolTip, shortcut);
    return {};
}

} // namespace

class TestTooltips : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QToolBar* palette() const { return m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar")); }

    // Every action has its tips; fails naming each action that lacks them.
    void verifyAllActions(const QString& situation)
    {
        QStringList problems;
        const QList<FoundAction> found = allActions(*m_window);
        for (const FoundAction& entry : found) {
            const QString problem = tipProblem(*entry.action);
            if (!problem.isEmpty())
                problems.append(entry.where + QStringLiteral(": ") + problem);
        }
        QVERIFY2(found.size() > 40, qPrintable(situation + QStringLiteral(": only %1 actions").arg(found.size())));
        QVERIFY2(problems.isEmpty(),
                 qPrintable(situation + QStringLiteral(":\n  ") + problems.join(QStringLiteral("\n  "))));
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        QVERIFY(showWindow());
    }
    void cleanup() { closeWindow(); }

    void everyActionOfEveryGameAndModeHasTips()
    {
        QStringList games;
        for (const engine::Game* game : engine::allGames()) {
            if (!gui::GameLooks::isSupported(game->id()))
                continue;
            document().reset(*game, gui::DocumentState{game->exampleBoard(), {}, 0}, QString());
            games.append(QString::fromStdString(std::string(game->id())));
            for (const gui::PlaySession::Mode mode : {gui::PlaySession::Mode::Edit, gui::PlaySession::Mode::Play}) {
                session().setMode(mode);
                verifyAllActions(QStringLiteral("%1 in %2 mode")
                                     .arg(games.back(), mode == gui::PlaySession::Mode::Edit ? QStringLiteral("edit")
                                                                                : QStringLiteral("play")));
                if (QTest::currentTestFailed())
                    return;
            }
            // The palette shows this game's tools, each named in its tooltip with how to use it.
            const QList<QAction*> tools = palette()->actions();
            QVERIFY2(!tools.isEmpty(), qPrintable(games.back()));
            for (const QAction* tool : tools) {
                const QString name = strippedText(tool->text());
                QVERIFY2(tool->toolTip().startsWith(name + QLatin1Char(' '), Qt::CaseInsensitive)
                             || tool->toolTip().startsWith(name + QLatin1Char(':'), Qt::CaseInsensitive),
                         qPrintable(games.back() + QStringLiteral(": ") + tool->toolTip()));
                if (tool->isCheckable() && tool->objectName().isEmpty()) // a paint tool
                    QVERIFY2(tool->toolTip().contains(QStringLiteral("click")),
                             qPrintable(games.back() + QStringLiteral(": ") + tool->toolTip()));
            }
        }
        QCOMPARE(games.size(), static_cast<qsizetype>(engine::allGames().size())); // every game has a look
    }

    void paintToolsSayHowToPaintAndErase()
    {
        // A tool that paints a kind (not the eraser) tells of dragging and of the right button.
        int painters = 0;
        for (const engine::Game* game : engine::allGames()) {
            if (!gui::GameLooks::isSupported(game->id()))
                continue;
            document().reset(*game, gui::DocumentState{game->exampleBoard(), {}, 0}, QString());
            const QAction* first = palette()->actions().value(0);
            QVERIFY(first != nullptr);
            QVERIFY2(first->toolTip().contains(QStringLiteral("drag")), qPrintable(first->toolTip()));
            QVERIFY2(first->toolTip().contains(QStringLiteral("right-")), qPrintable(first->toolTip()));
            ++painters;
        }
        QCOMPARE(painters, static_cast<int>(engine::allGames().size()));
    }

    void standardShortcutsAppearInNativeText()
    {
        const QAction* undo = action("actionUndo");
        QVERIFY(undo != nullptr);
        const QString native = QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText);
        QVERIFY(!native.isEmpty());
        QCOMPARE(undo->toolTip(), QStringLiteral("Undo the last edit or move (%1)").arg(native));
        // The undo text changes with the stack; the tooltip keeps its shortcut.
        QTest::mouseClick(view().viewport(), Qt::LeftButton, Qt::NoModifier,
                          view().viewportPointOf(engine::Cell{0, 0}));
        QVERIFY(undo->text() != QStringLiteral("&Undo"));
        QVERIFY(undo->toolTip().endsWith(QStringLiteral("(%1)").arg(native)));
        QCOMPARE(action("actionGoToCell")->toolTip().count(QStringLiteral("(Ctrl+G)")), 1);
    }

    // Two actions on one shortcut make Qt fire neither ("ambiguous shortcut"): every shortcut is the window's once.
    void noTwoActionsShareAShortcut()
    {
        QHash<QKeySequence, FoundAction> owners; // a tool bar's action is also a menu's: the same QAction
        QStringList clashes;
        for (const FoundAction& entry : allActions(*m_window)) {
            for (const QKeySequence& key : entry.action->shortcuts()) {
                const auto owner = owners.constFind(key);
                if (owner == owners.cend())
                    owners.insert(key, entry);
                else if (owner->action != entry.action)
                    clashes.append(key.toString() + QStringLiteral(": ") + owner->where + QStringLiteral(" and ")
                                   + entry.where);
            }
        }
        QVERIFY(owners.size() > 20);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    }

    void saveAsHasItsConventionalShortcut()
    {
        const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::SaveAs);
        const QKeySequence expected = platform.isEmpty() ? QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S) : platform.front();
        QCOMPARE(action("actionSaveAs")->shortcut(), expected);
    }

    // Alt+letter reaches one item of a menu: within each menu and submenu, and within each
    // dialog, no two items share a mnemonic letter, in every language of the program; and no
    // label shows a literal '&'.
    void tooltipFollowsShortcutAndNewTips()
    {
        QAction* zoomIn = action("actionZoomIn");
        QVERIFY(zoomIn != nullptr);
        zoomIn->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
        QCOMPARE(zoomIn->toolTip(), QStringLiteral("Make the board larger (Ctrl+Shift+F5)"));
        zoomIn->setShortcut(QKeySequence());
        QCOMPARE(zoomIn->toolTip(), QStringLiteral("Make the board larger"));
        zoomIn->setShortcut(QKeySequence(Qt::Key_F6));
        zoomIn->setToolTip(QStringLiteral("Bigger cells")); // as a retranslated window would
        QCOMPARE(zoomIn->toolTip(), QStringLiteral("Bigger cells (F6)"));

        // An action added to a menu later gets its shortcut appended too.
        auto* added = new QAction(QStringLiteral("Later"), m_window.get());
        added->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F7));
        added->setToolTip(QStringLiteral("Added after the window was built"));
        m_window->menuBar()->actions().constFirst()->menu()->addAction(added);
        QCOMPARE(added->toolTip(), QStringLiteral("Added after the window was built (Ctrl+F7)"));
        QCOMPARE(gui::ActionTips::withShortcut(QStringLiteral("Tip"), QKeySequence()), QStringLiteral("Tip"));
    }

    void hoveringAPaletteToolShowsItsStatusTip()
    {
        m_window->statusBar()->clearMessage();
        const QList<QAction*> tools = palette()->actions();
        QVERIFY(tools.size() >= 2);
        QAction* tool = tools.at(1);
        QWidget* button = palette()->widgetForAction(tool);
        QVERIFY(button != nullptr);
        QTest::mouseMove(view().viewport(), QPoint(5, 5));
        QTest::mouseMove(button, button->rect().center());
        QTRY_COMPARE_WITH_TIMEOUT(statusMessage(), tool->statusTip(), testsupport::scaled(5000));
        QVERIFY(!tool->statusTip().isEmpty());
    }

    void hoveringAMenuActionShowsItsStatusTip()
    {
        m_window->statusBar()->clearMessage();
        QMenuBar* bar = m_window->menuBar();
        auto* view = m_window->findChild<QMenu*>(QStringLiteral("menuView"));
        QAction* marks = action("actionShowMarks");
        QVERIFY(view != nullptr && marks != nullptr);
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->actionGeometry(view->menuAction()).center());
        QTRY_VERIFY_WITH_TIMEOUT(view->isVisible(), testsupport::scaled(5000));
        QTest::mouseMove(view, view->actionGeometry(marks).center());
        QTRY_COMPARE_WITH_TIMEOUT(statusMessage(), marks->statusTip(), testsupport::scaled(5000));
        QVERIFY(statusMessage().startsWith(QStringLiteral("Mark winning and losing")));
        view->close();
    }

    void newBoardDialogControlsHaveTips()
    {
        const engine::Game& game = *engine::allGames().front();
        gui::NewBoardDialog dialog(gui::NewBoardDialog::Purpose::NewBoard, game, 5, 6, nullptr);
        QStringList missing;
        const QList<QWidget*> controls = dialog.findChildren<QWidget*>();
        int checked = 0;
        for (const QWidget* control : controls) {
            const bool isControl = qobject_cast<const QComboBox*>(control) != nullptr
                || qobject_cast<const QLineEdit*>(control) != nullptr
                || qobject_cast<const QSlider*>(control) != nullptr
                || (qobject_cast<const QAbstractButton*>(control) != nullptr
                    && control->parent()->inherits("QGroupBox"));
            if (!isControl || control->parent()->inherits("QComboBox"))
                continue;
            ++checked;
            if (control->toolTip().trimmed().isEmpty())
                missing.append(control->objectName());
        }
        QVERIFY(checked >= 6);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }
};

GRUNDYGRID_TEST_MAIN(test_tooltips, TestTooltips)
#include "test_tooltips.moc"
