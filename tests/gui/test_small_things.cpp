// Small things of the window (issue 32, item 17): the computer's win in the
// losing colour; the Best Line dock's close button; the pawn's fixed size
// fields greyed out; a generating sums puzzle shows the sums' score; the Puzzle dock
// leaves the analysis its room; a dialog's Alt+letter then Enter at once keeps
// the radio button's choice.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/base/Settings.h"
#include "gui/document/GameDocument.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/play/PlaySession.h"
#include "gui/puzzles/PuzzleController.h"
#include "gui/puzzles/PuzzleDialog.h"

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using engine::Board;
using gui::PuzzleController;
using testsupport::whenDialogOpens;

class TestSmallThings : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    [[nodiscard]] QDockWidget* dock(const char* name) const
    {
        return testsupport::partOf<QDockWidget>(*m_window, QLatin1String(name));
    }
    [[nodiscard]] PuzzleController& puzzles() const { return *testsupport::partOf<PuzzleController>(*m_window); }
    [[nodiscard]] QString puzzleScore() const
    {
        return testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleScore"))->text();
    }
    // Asks for a puzzle of `gameId` through Game > Puzzles > New Puzzle, level 1.
    void askForPuzzle(const QString& gameId, std::uint64_t seed)
    {
        whenDialogOpens<gui::PuzzleDialog>(m_window.get(), [gameId, seed](gui::PuzzleDialog& dialog) {
            dialog.setChoice({gameId, {1, seed, 1}});
            dialog.accept();
        });
        action("actionNewPuzzle")->trigger();
    }
    [[nodiscard]] bool waitForPuzzle() const
    {
        return QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                               testsupport::scaled(20000));
    }
    // The banner's background, away from its text.
    [[nodiscard]] QColor bannerColour() const
    {
        auto* frame = testsupport::partOf<QWidget>(*m_window, QStringLiteral("bannerFrame"));
        return frame->grab().toImage().pixelColor(1, 1);
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showWindow(QSize(1200, 750))); }
    void cleanup() { closeWindow(); }

    // "The computer wins" in the losing colour, "You win!" in the winning one.
    void computerWinsInTheLosingColour()
    {
        openBoard(chomp(), cornerPoisonChomp(1, 1)); // no move: the player to move has lost
        session().setOpponent(gui::Opponent::Computer);
        session().setComputerMovesFirst(false);
        session().setMode(gui::PlaySession::Mode::Play);
        QTRY_VERIFY(bannerText().startsWith(QStringLiteral("The computer wins")));
        QColor colour = bannerColour();
        QVERIFY2(colour.red() > colour.green() + 40, qPrintable(colour.name()));

        session().setComputerMovesFirst(true);
        QTRY_VERIFY(bannerText().startsWith(QStringLiteral("You win!")));
        colour = bannerColour();
        QVERIFY2(colour.green() > colour.red() + 40, qPrintable(colour.name()));
    }

    // The Best Line dock closes with its own button, as the other docks do: View ▸ Show Best Line
    // follows (unchecked, remembered), and brings it back.
    void bestLineDockCloses()
    {
        QDockWidget* bestLine = dock("bestLineDock");
        QVERIFY(bestLine->features().testFlag(QDockWidget::DockWidgetClosable));
        QVERIFY(action("actionShowBestLine")->isChecked());
        QVERIFY(bestLine->close()); // what its close button does
        QVERIFY(bestLine->isHidden());
        QVERIFY(!action("actionShowBestLine")->isChecked());
        QVERIFY(!gui::Settings().value(gui::Settings::ShowBestLine));
        action("actionShowBestLine")->trigger();
        QVERIFY(!bestLine->isHidden());
        QVERIFY(gui::Settings().value(gui::Settings::ShowBestLine));
    }

    // The pawn's plane is always 1000000001 x 1000000001: its fields are greyed out, not editable.
    void pawnSizeFieldsLookFixed()
    {
        bool pawnEnabled = true;
        bool chompEnabled = false;
        QString pawnRows;
        whenDialogOpens<gui::NewBoardDialog>(m_window.get(), [&](gui::NewBoardDialog& dialog) {
            dialog.setStart(gui::NewBoardDialog::Start::Empty);
            dialog.setGame(QStringLiteral("pawn"));
            auto* rows = dialog.findChild<QLineEdit*>(QStringLiteral("rowsEdit"));
            auto* cols = dialog.findChild<QLineEdit*>(QStringLiteral("colsEdit"));
            pawnEnabled = rows->isEnabled() || cols->isEnabled();
            pawnRows = rows->text();
            dialog.setGame(QStringLiteral("chomp"));
            chompEnabled = rows->isEnabled() && cols->isEnabled();
            dialog.reject();
        });
        action("actionNew")->trigger();
        QVERIFY(!pawnEnabled);
        QCOMPARE(pawnRows, QStringLiteral("1000000001"));
        QVERIFY(chompEnabled);
    }

    // While a sums puzzle is generated the Puzzle dock shows the sums' score, not the last game's.
    void generatingSumPuzzleShowsItsScore()
    {
        askForPuzzle(QStringLiteral("chomp"), 5);
        QVERIFY(waitForPuzzle());
        QVERIFY2(puzzleScore().contains(QStringLiteral("Chomp")), qPrintable(puzzleScore()));
        askForPuzzle(QStringLiteral("sum"), 5);
        QCOMPARE(puzzles().state(), PuzzleController::State::Generating);
        QVERIFY2(puzzleScore().startsWith(QStringLiteral("Sums")), qPrintable(puzzleScore()));
        testsupport::partOf<QPushButton>(*m_window, QStringLiteral("puzzleCancel"))->click();
        QVERIFY2(puzzleScore().contains(QStringLiteral("Chomp")), qPrintable(puzzleScore())); // the puzzle on
    }

    // With the Puzzle dock open the analysis keeps its room: the dock is a tab under it, and the
    // analysis text needs no scrolling.
    void puzzleDockLeavesTheAnalysisItsRoom()
    {
        openBoard(chomp(), cornerPoisonChomp(4, 4));
        QVERIFY(waitForMarks(20000));
        QDockWidget* analysis = dock("analysisDock");
        const int before = analysis->height();
        askForPuzzle(QStringLiteral("chomp"), 5);
        QVERIFY(waitForPuzzle());
        testsupport::partOf<QPushButton>(*m_window, QStringLiteral("puzzleShowAnswer"))->click();
        QTRY_VERIFY(analysis->isVisible() && dock("puzzleDock")->isVisible());
        // The text shows whole above the move table, as before the puzzle, with nearly the same height.
        auto* text = testsupport::partOf<QScrollArea>(*m_window, QStringLiteral("analysisTextArea"));
        QTRY_VERIFY(!text->verticalScrollBar()->isVisible());
        QVERIFY2(analysis->height() * 10 >= before * 9, qPrintable(QStringLiteral("%1 of %2").arg(analysis->height()).arg(before)));
    }

    // Alt+X (the game's e&xample) then Enter at once: the dialog is accepted with the example.
    void mnemonicThenEnterKeepsTheChoice()
    {
        std::optional<gui::NewBoardDialog::Start> chosen;
        whenDialogOpens<gui::NewBoardDialog>(m_window.get(), [&](gui::NewBoardDialog& dialog) {
            dialog.setGame(QStringLiteral("chomp"));
            dialog.setStart(gui::NewBoardDialog::Start::Empty);
            dialog.activateWindow(); // the keys go where the user types: the active dialog
            QVERIFY(QTest::qWaitFor([&dialog] { return QApplication::activeWindow() == &dialog; },
                                    testsupport::scaled(5000)));
            QTest::keyClick(&dialog, Qt::Key_X, Qt::AltModifier);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            chosen = dialog.start();
            if (dialog.isVisible())
                dialog.reject();
        });
        action("actionNew")->trigger();
        QCOMPARE(chosen, std::optional(gui::NewBoardDialog::Start::Example));
        QVERIFY(document().setup() == chomp().exampleBoard());
    }
};

GRUNDYGRID_TEST_MAIN(test_small_things, TestSmallThings)
#include "test_small_things.moc"
