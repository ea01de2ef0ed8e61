// A sum by keyboard (issue 32, item 9): the arrow keys stay on the boards and
// cross the gaps between them in one step, Tab / Shift+Tab and View ▸ Next /
// Previous Board (Ctrl+PgDown / Ctrl+PgUp) jump from board to board, Go to Cell
// asks for a board and its row and column in the board's game's words, starting
// at the cursor.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "ThreeGameSum.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/board/GoToCellDialog.h"
#include "gui/document/GameDocument.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

using engine::Cell;

class TestSumKeys : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier) { QTest::keyClick(&view(), k, modifiers); }

    // Chomp 3 x 4, volcano's example and nim's example (ThreeGameSum.h).
    const engine::SumLayout& openThreeGames()
    {
        openBoard(testsupport::threeGames(), testsupport::threeGamesSetup());
        view().setFocus();
        return testsupport::threeGames().layout();
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        QVERIFY(showWindow());
        session().setOpponent(gui::Opponent::Human);
    }
    void cleanup()
    {
        session().setOpponent(gui::Opponent::Computer);
        closeWindow();
    }

    void arrowsCrossTheGapsInOneStep()
    {
        const engine::SumLayout& layout = openThreeGames();
        view().placeCursor(layout.toCombined(0, {0, 3})); // chomp's right edge
        key(Qt::Key_Right);
        QCOMPARE(view().cursorCell(), std::optional<Cell>(layout.toCombined(1, {0, 0})));
        key(Qt::Key_Left);
        QCOMPARE(view().cursorCell(), std::optional<Cell>(layout.toCombined(0, {0, 3})));
        // Down stops at chomp's last row, never below it where no board is.
        for (int i = 0; i < 10; ++i)
            key(Qt::Key_Down);
        QCOMPARE(view().cursorCell(), std::optional<Cell>(layout.toCombined(0, {2, 3})));
        // Every Right is on a board, and the walk reaches the last board's right edge.
        const engine::Move& last = layout.area(2);
        for (int guard = 0; guard < 40 && view().cursorCell()->col < last.bottomRight.col; ++guard) {
            key(Qt::Key_Right);
            QVERIFY2(layout.boardAt(*view().cursorCell()).has_value(), "the cursor is in a gap");
        }
        QCOMPARE(view().cursorCell()->col, last.bottomRight.col);
        QCOMPARE(*layout.boardAt(*view().cursorCell()), std::size_t{2});
    }

    void tabAndCtrlPageKeysGoFromBoardToBoard()
    {
        const engine::SumLayout& layout = openThreeGames();
        QVERIFY(action("actionNextBoard")->isEnabled());
        QCOMPARE(action("actionNextBoard")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        QCOMPARE(action("actionPreviousBoard")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_PageUp));
        view().placeCursor(layout.toCombined(0, {1, 2}));
        key(Qt::Key_Tab);
        QVERIFY(view().hasFocus());
        QCOMPARE(view().cursorCell(), std::optional<Cell>(layout.toCombined(1, {1, 2}))); // the same place
        key(Qt::Key_Tab);
        QCOMPARE(*layout.boardAt(*view().cursorCell()), std::size_t{2});
        key(Qt::Key_Tab); // round to the first
        QCOMPARE(*layout.boardAt(*view().cursorCell()), std::size_t{0});
        key(Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(*layout.boardAt(*view().cursorCell()), std::size_t{2});
        key(Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(*layout.boardAt(*view().cursorCell()), std::size_t{1});
        key(Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(*layout.boardAt(*view().cursorCell()), std::size_t{2});
        // Play by keyboard: Tab to nim and Enter takes a counter.
        session().setMode(gui::PlaySession::Mode::Play);
        view().placeCursor(layout.toCombined(1, {0, 0}));
        key(Qt::Key_Tab);
        key(Qt::Key_Return);
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(*layout.toLocal(document().moves().back()), (engine::SumMove{2, engine::Move::at({0, 0})}));

        // One board: no board to go to, and Tab leaves the board as in any window.
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        QVERIFY(!action("actionNextBoard")->isEnabled());
        QVERIFY(!action("actionPreviousBoard")->isEnabled());
    }

    void goToCellAsksForABoardAndItsRowAndColumn()
    {
        const engine::SumLayout& layout = openThreeGames();
        view().placeCursor(layout.toCombined(1, {2, 1}));
        QString boardShown;
        QString rowWords;
        int rowShown = -1;
        int columnShown = -1;
        QString nimRowWords;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<gui::GoToCellDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr)
                qFatal("the Go to Cell dialog is not open");
            auto* board = dialog->findChild<QComboBox*>(QStringLiteral("boardCombo"));
            auto* row = dialog->findChild<QSpinBox*>(QStringLiteral("ySpin"));
            auto* column = dialog->findChild<QSpinBox*>(QStringLiteral("xSpin"));
            const auto labelOf = [dialog](QWidget* field) {
                for (QLabel* label : dialog->findChildren<QLabel*>())
                    if (label->buddy() == field)
                        return label->text();
                return QString();
            };
            boardShown = board->currentText();
            rowWords = labelOf(row);
            rowShown = row->value();
            columnShown = column->value();
            board->setCurrentIndex(2);
            nimRowWords = labelOf(row);
            row->setValue(1);
            column->setValue(2);
            dialog->accept();
        });
        action("actionGoToCell")->trigger();
        // It started at the cursor: volcano's (2, 1).
        QCOMPARE(boardShown, QStringLiteral("board 1: Volcano"));
        QCOMPARE(rowShown, 2);
        QCOMPARE(columnShown, 1);
        QCOMPARE(rowWords, QStringLiteral("&Row (downwards):"));
        QCOMPARE(nimRowWords, QStringLiteral("&Heap (row):"));
        QCOMPARE(view().cursorCell(), std::optional<Cell>(layout.toCombined(2, {1, 2})));
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_keys, TestSumKeys)
#include "test_sum_keys.moc"
