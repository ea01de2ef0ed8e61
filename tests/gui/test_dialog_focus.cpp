// Issue 13 item 16: after every dialog of the window (New, Go to Cell, Resize)
// the keyboard focus is back on the board, even when it was elsewhere before, so
// Ctrl+P right after closing the New dialog switches to play mode and the next
// click plays instead of painting.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/MoveVerdictTable.h"
#include "gui/board/BoardView.h"
#include "gui/board/GoToCellDialog.h"
#include "gui/document/GameDocument.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/play/PlaySession.h"

#include <QApplication>
#include <QTest>
#include <QTimer>

#include <functional>

using testsupport::whenDialogOpens;

class TestDialogFocus : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    // Puts the keyboard focus into the move table, away from the board.
    void focusElsewhere()
    {
        auto* table = m_window->findChild<gui::MoveVerdictTable*>();
        QVERIFY(table != nullptr);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(5, 5));
        table->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), table);
    }

    [[nodiscard]] bool boardHasFocus() const
    {
        return QTest::qWaitFor([this] {
            return QApplication::focusWidget() == &view() && QApplication::activeWindow() == m_window.get();
        });
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init() { QVERIFY(showWindow()); }

    void cleanup() { closeWindow(); }

    void newDialogGivesTheBoardTheFocus()
    {
        session().setOpponent(gui::Opponent::Human);
        focusElsewhere();
        whenDialogOpens<gui::NewBoardDialog>(this, [](gui::NewBoardDialog& dialog) {
            dialog.setGame(QStringLiteral("chomp"));
            dialog.setStart(gui::NewBoardDialog::Start::Example);
            dialog.accept();
        });
        action("actionNew")->trigger();
        QVERIFY(boardHasFocus());
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Edit);
        // Ctrl+P goes where a real key press goes: to the focus widget.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_P, Qt::ControlModifier);
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Play);
        const engine::Board before = document().currentBoard();
        const engine::Move move = chomp().legalMoves(before).back();
        testsupport::clickCell(view(), move.topLeft);
        QCOMPARE(document().currentMove(), 1); // played, not painted
        QVERIFY(document().setup() == before);
    }

    void goToCellDialogGivesTheBoardTheFocus()
    {
        focusElsewhere();
        whenDialogOpens<gui::GoToCellDialog>(this, [](gui::GoToCellDialog& dialog) {
            dialog.setCell({1, 1});
            dialog.accept();
        });
        action("actionGoToCell")->trigger();
        QVERIFY(boardHasFocus());
    }

    void resizeDialogGivesTheBoardTheFocus()
    {
        focusElsewhere();
        whenDialogOpens<gui::NewBoardDialog>(this, [](gui::NewBoardDialog& dialog) { dialog.reject(); });
        action("actionResize")->trigger();
        QVERIFY(boardHasFocus());
    }
};

GRUNDYGRID_TEST_MAIN(test_dialog_focus, TestDialogFocus)
#include "test_dialog_focus.moc"
