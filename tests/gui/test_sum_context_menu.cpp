// The board view's context menu in the real window: over a board of a sum its
// Remove, Duplicate and Move Left / Right act on the board under the click (a
// right click, Shift+F10 or the Menu key at the keyboard cursor), each one undo
// step; in edit mode the right button erases on the cells, so the menu opens on
// a board's name; a single board's menu is Add Board to Sum….
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "ThreeGameSum.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/play/PlaySession.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QPointer>
#include <QTest>
#include <QUndoStack>

using engine::Cell;
using testsupport::sumLayoutOf;
using testsupport::threeGames;
using testsupport::threeGamesSetup;

class TestSumContextMenu : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        QVERIFY(showWindow());
        openBoard(threeGames(), threeGamesSetup());
        session().setMode(gui::PlaySession::Mode::Edit);
    }
    void cleanup() { closeWindow(); }

    // Right click over board 1 (play mode: the right button is free there):
    // Remove, Duplicate, Move Left and Move Right act on board 1, each one undo step.
    void contextMenuEditsTheClickedBoard()
    {
        session().setMode(gui::PlaySession::Mode::Play);
        const engine::SumLayout three = threeGames().layout();
        const Cell onVolcano = three.toCombined(1, Cell{1, 1});

        QMenu* menu = openMenuAt(view().viewportPointOf(onVolcano));
        QVERIFY(menu != nullptr);
        QVERIFY(menuAction(menu, "actionAddBoardToSum") != nullptr);
        QVERIFY(menuAction(menu, "actionShowBoardsAlone") != nullptr);
        QVERIFY(menuAction(menu, "actionMoveBoardLeftHere")->isEnabled());
        QCOMPARE(menu->actions().front()->text(), QStringLiteral("board 1: Volcano")); // the section naming it
        for (QAction* item : menu->actions())
            if (!item->isSeparator())
                QVERIFY2(!item->toolTip().isEmpty() && !item->statusTip().isEmpty(), qPrintable(item->text()));
        QVERIFY(menuAction(menu, "actionRemoveBoardFromSumHere")->statusTip().contains(QStringLiteral("this board")));
        chooseFromMenu(menu, "actionRemoveBoardFromSumHere");
        QCOMPARE(sumLayoutOf(document().game())->size(), std::size_t{2});
        QCOMPARE(&sumLayoutOf(document().game())->game(1), &game("nim"));
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Remove Board from Sum"));
        action("actionUndo")->trigger();
        QVERIFY(*sumLayoutOf(document().game()) == three);

        chooseFromMenu(openMenuAt(view().viewportPointOf(onVolcano)), "actionDuplicateBoardInSumHere");
        const engine::SumLayout four = *sumLayoutOf(document().game());
        QCOMPARE(four.size(), std::size_t{4});
        QCOMPARE(&four.game(2), &game("volcano"));
        QVERIFY(four.componentBoard(document().setup(), 2) == game("volcano").exampleBoard());
        action("actionUndo")->trigger();
        QVERIFY(*sumLayoutOf(document().game()) == three);

        chooseFromMenu(openMenuAt(view().viewportPointOf(onVolcano)), "actionMoveBoardLeftHere");
        QCOMPARE(&sumLayoutOf(document().game())->game(0), &game("volcano"));
        QCOMPARE(&sumLayoutOf(document().game())->game(1), &chomp());
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Move Board Left"));
        action("actionUndo")->trigger();
        QVERIFY(*sumLayoutOf(document().game()) == three);

        chooseFromMenu(openMenuAt(view().viewportPointOf(onVolcano)), "actionMoveBoardRightHere");
        QCOMPARE(&sumLayoutOf(document().game())->game(2), &game("volcano"));
        QCOMPARE(&sumLayoutOf(document().game())->game(1), &game("nim"));
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Move Board Right"));
        action("actionUndo")->trigger();
        QVERIFY(*sumLayoutOf(document().game()) == three);
        QVERIFY(document().setup() == threeGamesSetup());

        // Board 0 cannot move left, the last board not right.
        QMenu* first = openMenuAt(view().viewportPointOf(three.toCombined(0, Cell{0, 0})));
        QVERIFY(!menuAction(first, "actionMoveBoardLeftHere")->isEnabled());
        QVERIFY(menuAction(first, "actionMoveBoardRightHere")->isEnabled());
        first->close();
    }

    // In edit mode the right button erases on the cells, so the menu opens from
    // it on a board's name; the keys (Shift+F10, the Menu key) open it at the
    // keyboard cursor's board.
    void contextMenuInEditModeAndByKeys()
    {
        const engine::SumLayout three = threeGames().layout();
        QVERIFY(openMenuAt(view().viewportPointOf(three.toCombined(1, Cell{1, 1}))) == nullptr);
        chooseFromMenu(openMenuAt(testsupport::boardNamePoint(view(), three, 2)), "actionMoveBoardLeftHere");
        QCOMPARE(&sumLayoutOf(document().game())->game(1), &game("nim"));
        action("actionUndo")->trigger();

        view().setFocus();
        view().placeCursor(three.toCombined(0, Cell{1, 1}));
        QTest::keyClick(&view(), Qt::Key_F10, Qt::ShiftModifier);
        QMenu* menu = openMenu();
        QVERIFY(menu != nullptr);
        chooseFromMenu(menu, "actionMoveBoardRightHere");
        QCOMPARE(&sumLayoutOf(document().game())->game(1), &chomp());
        action("actionUndo")->trigger();

        view().placeCursor(three.toCombined(0, Cell{1, 1})); // the cursor went with the board moved
        QContextMenuEvent key(QContextMenuEvent::Keyboard, QPoint(5, 5), view().mapToGlobal(QPoint(5, 5)));
        QApplication::sendEvent(&view(), &key);
        chooseFromMenu(openMenu(), "actionRemoveBoardFromSumHere");
        QCOMPARE(&sumLayoutOf(document().game())->game(0), &game("volcano"));
        action("actionUndo")->trigger();
        QVERIFY(*sumLayoutOf(document().game()) == three);
    }

    // On a single board the menu offers Add Board to Sum… only.
    void contextMenuOfASingleBoard()
    {
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        session().setMode(gui::PlaySession::Mode::Play);
        QMenu* menu = openMenuAt(view().viewportPointOf(Cell{1, 1}));
        QVERIFY(menu != nullptr);
        QStringList names;
        for (QAction* action : menu->actions())
            if (!action->isSeparator())
                names.append(action->objectName());
        QCOMPARE(names, QStringList{QStringLiteral("actionAddBoardToSum")});
        menu->close();
    }

private:
    [[nodiscard]] static QMenu* openMenu()
    {
        return qobject_cast<QMenu*>(QApplication::activePopupWidget());
    }
    // The context menu a right click at `point` of the viewport opens, or null.
    [[nodiscard]] QMenu* openMenuAt(QPoint point) const
    {
        QContextMenuEvent click(QContextMenuEvent::Mouse, point, view().viewport()->mapToGlobal(point));
        QApplication::sendEvent(view().viewport(), &click);
        return openMenu();
    }
    [[nodiscard]] static QAction* menuAction(QMenu* menu, const char* name)
    {
        for (QAction* action : menu->actions())
            if (action->objectName() == QLatin1String(name))
                return action;
        return nullptr;
    }
    // A click on the menu's item `name`; the menu closes and goes.
    static void chooseFromMenu(QMenu* menu, const char* name)
    {
        QVERIFY(menu != nullptr);
        QAction* action = menuAction(menu, name);
        QVERIFY2(action != nullptr, name);
        QVERIFY(action->isEnabled());
        const QPointer<QMenu> alive(menu);
        QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(action).center());
        QTRY_VERIFY(alive.isNull());
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_context_menu, TestSumContextMenu)
#include "test_sum_context_menu.moc"
