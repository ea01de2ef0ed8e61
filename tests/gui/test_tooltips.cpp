// Tooltips and status tips of every action the main window offers: menus and
// their sub-menus, tool bars and the palette of all five games, in edit and
// play mode; the shortcut in the tooltip (ActionTips), following shortcut and
// tooltip changes; the status bar showing the tip of what the mouse is over.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
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

namespace {

// The menu text as a plain phrase: no mnemonic ampersands, no trailing ellipsis.
QString strippedText(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text = text.trimmed();
    if (text.endsWith(QStringLiteral("...")))
        text.chop(3);
    else if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text.trimmed();
}

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


// The mnemonic letter of a text ("Ö&ffnen …" -> 'f'), or a null QChar (TsFiles.h reads it the same way).
QChar mnemonicOf(const QString& text)
{
    return tsfiles::mnemonic(text);
}

// Two items of one menu (each submenu on its own) on one mnemonic letter: Alt+letter
// reaches only the first. Returns "View: &Best Line and Show &Bars" for each clash.
void menuMnemonicClashes(const QMenu* menu, const QString& where, QStringList& clashes)
{
    QHash<QChar, QString> owners;
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QChar letter = mnemonicOf(action->text());
        if (!letter.isNull()) {
            if (owners.contains(letter))
                clashes.append(where + QStringLiteral(": ") + owners.value(letter) + QStringLiteral(" and ")
                               + action->text());
            else
                owners.insert(letter, action->text());
        }
        if (const QMenu* sub = action->menu())
            menuMnemonicClashes(sub, where + QStringLiteral(" > ") + strippedText(action->text()), clashes);
    }
}

// The clashes of a dialog's mnemonics (its visible buttons, check boxes, group boxes and
// the labels that name a field), and its labels that show an '&' literally (a mnemonic
// written for a label without a buddy).
QStringList dialogMnemonicProblems(const QWidget& dialog)
{
    QStringList problems;
    QHash<QChar, QString> owners;
    const auto claim = [&](const QString& text) {
        const QChar letter = mnemonicOf(text);
        if (letter.isNull())
            return;
        if (owners.contains(letter))
            problems.append(owners.value(letter) + QStringLiteral(" and ") + text + QStringLiteral(" share a letter"));
        else
            owners.insert(letter, text);
    };
    for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
        if (button->isVisibleTo(&dialog))
            claim(button->text());
    for (const QGroupBox* box : dialog.findChildren<QGroupBox*>())
        if (box->isVisibleTo(&dialog) && box->isCheckable())
            claim(box->title());
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
        if (!label->isVisibleTo(&dialog) || label->textFormat() == Qt::RichText)
            continue;
        if (label->buddy() != nullptr)
            claim(label->text());
        else if (!mnemonicOf(label->text()).isNull())
            problems.append(label->text() + QStringLiteral(" shows its '&' (no buddy)"));
    }
    return problems;
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
    void noTwoItemsShareAMnemonic_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedStates);
        QTest::newRow("de") << QLocale(QLocale::German, QLocale::Germany);
        QTest::newRow("es") << QLocale(QLocale::Spanish, QLocale::Spain);
    }

    void noTwoItemsShareAMnemonic()
    {
        QFETCH(QLocale, locale);
        closeWindow();
        QCOMPARE(gui::Translations::install(locale), locale.language() != QLocale::English);
        const auto restoreEnglish = qScopeGuard([] { gui::Translations::install(QLocale(QLocale::English)); });
        QVERIFY(showWindow());
        QStringList clashes;
        for (const engine::Game* game : engine::allGames()) {
            if (!gui::GameLooks::isSupported(game->id()))
                continue;
            document().reset(*game, gui::DocumentState{game->exampleBoard(), {}, 0}, QString());
            for (const gui::PlaySession::Mode mode : {gui::PlaySession::Mode::Edit, gui::PlaySession::Mode::Play}) {
                session().setMode(mode);
                for (const QAction* top : m_window->menuBar()->actions())
                    if (const QMenu* menu = top->menu())
                        menuMnemonicClashes(menu, strippedText(top->text()), clashes);
            }
        }
        clashes.removeDuplicates();
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));

        // The dialogs, each with every game it can show.
        QStringList problems;
        const auto check = [&problems](QDialog& dialog, const QString& name) {
            for (const QString& problem : dialogMnemonicProblems(dialog))
                problems.append(name + QStringLiteral(": ") + problem);
        };
        for (const engine::Game* game : engine::allGames()) {
            if (!gui::GameLooks::isSupported(game->id()))
                continue;
            const QString id = QString::fromStdString(std::string(game->id()));
            for (const auto purpose : {gui::NewBoardDialog::Purpose::NewBoard, gui::NewBoardDialog::Purpose::Resize}) {
                gui::NewBoardDialog dialog(purpose, *game, 5, 6);
                for (const auto start : {gui::NewBoardDialog::Start::Empty, gui::NewBoardDialog::Start::Random})
                    if (purpose == gui::NewBoardDialog::Purpose::NewBoard) {
                        dialog.setStart(start);
                        check(dialog, QStringLiteral("New (%1)").arg(id));
                    } else {
                        check(dialog, QStringLiteral("Resize (%1)").arg(id));
                    }
            }
            gui::WorksheetOptions worksheet;
            worksheet.gameId = id;
            gui::WorksheetDialog worksheetDialog(worksheet);
            check(worksheetDialog, QStringLiteral("Export Worksheet"));
            gui::PuzzleDialog puzzle(gui::PuzzleChoice{id, {}, std::nullopt});
            check(puzzle, QStringLiteral("New Puzzle (%1)").arg(id));
        }
        gui::PictureDialog picture(gui::PictureOptions{}, [](int width, bool) { return width; });
        check(picture, QStringLiteral("Export Picture"));
        gui::GoToCellDialog goTo(8, 8, engine::Cell{0, 0});
        check(goTo, QStringLiteral("Go to Cell"));
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The unsaved-changes question: Alt+D presses Discard, Alt+S Save (Qt names them without mnemonics).
    void unsavedChangesButtonsHaveMnemonics()
    {
        for (const auto& [key, expected] : {std::pair{Qt::Key_D, gui::UserPrompts::SaveChoice::Discard},
                                            std::pair{Qt::Key_S, gui::UserPrompts::SaveChoice::Save}}) {
            QTimer::singleShot(0, this, [key = key] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (box == nullptr)
                    qFatal("no unsaved-changes question");
                box->activateWindow(); // mnemonics act in the active window
                if (!QTest::qWaitForWindowActive(box))
                    qWarning("the question did not become active");
                QTest::keyClick(box, key, Qt::AltModifier); // the button's click follows (animated)
                QTimer::singleShot(testsupport::scaled(3000), box, [box] { box->reject(); }); // else: Cancel
            });
            gui::DialogPrompts prompts;
            QCOMPARE(prompts.askSaveChanges(nullptr, QStringLiteral("Untitled")), expected);
        }
    }

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
