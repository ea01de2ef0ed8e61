// Issue 32 item 1, the first click: a window started with fresh settings is
// ready to play the example board against the computer. A click on a ticked
// cell plays that move (it does not paint) and the computer answers; Edit Mode
// is a named button of the tool bar and the status bar says how to reach it.
// File ▸ New keeps Play mode for a board that can be played (the next game),
// and opens a board with nothing to play for editing.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowTest.h"

#include "gui/document/GameDocument.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/play/PlaySession.h"

#include <QSettings>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

class TestFirstStart : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    [[nodiscard]] QToolButton* toolBarButton(const char* actionName) const
    {
        auto* toolBar = m_window->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        return toolBar == nullptr ? nullptr : qobject_cast<QToolButton*>(toolBar->widgetForAction(action(actionName)));
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        QSettings().clear(); // a first start: nothing remembered
        QVERIFY(showWindow(QSize(1000, 700), testsupport::StartMode::AsStarted));
    }
    void cleanup() { closeWindow(); }

    void aFirstStartIsInPlayModeWithTheWayToEditInSight()
    {
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Play);
        QVERIFY(action("actionPlayMode")->isChecked());
        QVERIFY(!action("actionEditMode")->isChecked());
        QCOMPARE(session().opponent(), gui::Opponent::Computer);
        for (const char* name : {"actionEditMode", "actionPlayMode"}) {
            QToolButton* button = toolBarButton(name);
            QVERIFY2(button != nullptr && button->isVisible(), name);
            QCOMPARE(button->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
            QVERIFY(!button->text().isEmpty());
        }
        QCOMPARE(toolBarButton("actionEditMode")->text(), QStringLiteral("Edit Mode"));
        QVERIFY2(statusMessage().contains(QStringLiteral("Edit Mode"))
                     && statusMessage().contains(QKeySequence(Qt::CTRL | Qt::Key_E).toString(QKeySequence::NativeText)),
                 qPrintable(statusMessage()));
        QVERIFY2(statusMessage().contains(QStringLiteral("tick")), qPrintable(statusMessage()));
    }

    void aClickOnATickPlaysItAndTheComputerAnswers()
    {
        const engine::Board example = document().game().exampleBoard();
        QCOMPARE(document().setup(), example);
        QVERIFY(waitForMarks());
        const std::vector<engine::Move> winning = overlay().shownAnalysis()->winningMoves();
        QVERIFY(!winning.empty()); // the example is a first player's win
        testsupport::clickCell(view(), winning.front().topLeft);
        QTRY_VERIFY_WITH_TIMEOUT(document().moves().size() == 2, testsupport::scaled(20000));
        QCOMPARE(document().moves().front(), winning.front());
        QCOMPARE(document().setup(), example); // nothing was painted
        const engine::Game& game = document().game();
        const engine::Board afterUser = game.play(example, winning.front());
        QVERIFY(game.isLegal(afterUser, document().moves().back())); // the computer's answer
    }

    void aNewBoardThatCanBePlayedKeepsPlayMode()
    {
        // The default: chomp's classic game, poison in the corner.
        testsupport::whenDialogOpens<gui::NewBoardDialog>(this, [](gui::NewBoardDialog& dialog) { dialog.accept(); });
        action("actionNew")->trigger();
        QCOMPARE(document().setup().cellAt({0, 0}), engine::CellKind::Poison);
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Play);
        // An empty nim board (no counter) has nothing to play: it opens for editing.
        testsupport::whenDialogOpens<gui::NewBoardDialog>(this, [](gui::NewBoardDialog& dialog) {
            dialog.setGame(QStringLiteral("nim"));
            dialog.setStart(gui::NewBoardDialog::Start::Empty);
            dialog.accept();
        });
        action("actionNew")->trigger();
        QCOMPARE(document().gameId(), QStringLiteral("nim"));
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Edit);
    }
};

GRUNDYGRID_TEST_MAIN(test_first_start, TestFirstStart)
#include "test_first_start.moc"
