// The main window as a whole: files (save/open round trip, malformed files,
// unsaved changes), the New dialog's limits and long analyses that are
// cancelled by edits.
#include "AnalysisStates.h"
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/files/DocumentFiles.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/document/commands/PaintCellsCommand.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/files/BoardFile.h"

#include "engine/GameModules.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QRegularExpression>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using engine::Cell;
using engine::CellKind;
using engine::Move;

class TestMainWindow : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QVERIFY(showWindow());
    }

    void cleanup()
    {
        document().markSaved(); // no question on close
        m_window.reset();
    }

    void saveAndOpenRoundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("round.grundy"));
        auto* stack = document().undoStack();
        stack->push(new gui::PaintCellsCommand(&document(), {Cell{1, 7}}, CellKind::Poison, 1));
        stack->push(new gui::PlayMoveCommand(&document(), Move::at({6, 0}), QString()));
        stack->push(new gui::PlayMoveCommand(&document(), Move::at({3, 4}), QString()));
        QVERIFY(document().isModified());
        m_prompts->saveAnswerPath = path;
        QVERIFY(testsupport::filesOf(*m_window)->saveAs());
        QVERIFY(!document().isModified());
        QVERIFY(m_prompts->errors.isEmpty());
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("round.grundy")));
        const engine::Board savedSetup = document().setup();
        const engine::Board savedBoard = document().currentBoard();

        m_window.reset();
        init();
        QVERIFY(!(document().setup() == savedSetup));
        QVERIFY(testsupport::openFileIn(*m_window, path));
        QVERIFY(m_prompts->errors.isEmpty());
        QVERIFY(document().setup() == savedSetup);
        QVERIFY(document().currentBoard() == savedBoard);
        QCOMPARE(document().moves().size(), std::size_t{2});
        QVERIFY(document().moves()[1] == Move::at({3, 4}));
        QCOMPARE(document().fileName(), QFileInfo(path).absoluteFilePath());
        QVERIFY(!document().isModified());
        // Marks appear for the opened position.
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(10000));
        QVERIFY(testsupport::analysisOf(*m_window)->state().board() == savedBoard);
    }

    void malformedFileIsRefusedAndDocumentKept()
    {
        auto* stack = document().undoStack();
        stack->push(new gui::PaintCellsCommand(&document(), {Cell{4, 4}}, CellKind::Poison, 1));
        const gui::DocumentState before = document().state();
        const QString path = m_dir.filePath(QStringLiteral("broken.grundy"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"grundygrid-board\", \"version\": 1, \"game\": \"chomp\", \"rows\": ");
        file.close();
        QVERIFY(!testsupport::openFileIn(*m_window, path));
        QCOMPARE(m_prompts->errors.size(), 1);
        QVERIFY(m_prompts->errors.front().startsWith(QStringLiteral("Cannot open board")));
        QVERIFY(document().state() == before);
        QVERIFY(document().isModified());
        QCOMPARE(stack->count(), 1);

        // A file that does not exist: an error naming it, nothing changed.
        QVERIFY(!testsupport::openFileIn(*m_window, m_dir.filePath(QStringLiteral("missing.grundy"))));
        QCOMPARE(m_prompts->errors.size(), 2);
        QVERIFY(m_prompts->errors.back().contains(QStringLiteral("missing.grundy")));
        QVERIFY(document().state() == before);
    }

    void pawnBoardsOpenAndAreOffered()
    {
        // The pawn game's 10^9 board has a view of its own now: it opens and New offers it.
        const engine::Game* pawn = engine::findGame("pawn");
        QVERIFY(pawn != nullptr);
        const QString path = m_dir.filePath(QStringLiteral("pawn.grundy"));
        QVERIFY(!gui::BoardFile::write(path, {QStringLiteral("pawn"), pawn->exampleBoard(), {}}).has_value());
        const int errorsBefore = static_cast<int>(m_prompts->errors.size());
        QVERIFY(testsupport::openFileIn(*m_window, path));
        QCOMPARE(static_cast<int>(m_prompts->errors.size()), errorsBefore);
        QCOMPARE(document().gameId(), QStringLiteral("pawn"));
        QVERIFY(document().setup() == pawn->exampleBoard());

        gui::NewBoardDialog dialog(gui::NewBoardDialog::Purpose::NewBoard, chomp(), 8, 8);
        auto* games = dialog.findChild<QComboBox*>(QStringLiteral("gameCombo"));
        QVERIFY(games != nullptr);
        QVERIFY(games->findData(QStringLiteral("chomp")) >= 0);
        QVERIFY(games->findData(QStringLiteral("pawn")) >= 0);
        // Whatever size the dialog holds, a new pawn board is the full board with its pawn.
        QVERIFY(gui::NewBoardDialog::sizeProblem(*pawn, 8, 8).isEmpty());
    }

    void unsavedChangesAreOffered()
    {
        const QString path = m_dir.filePath(QStringLiteral("other.grundy"));
        QVERIFY(!gui::BoardFile::write(path, {QStringLiteral("chomp"), chomp().emptyBoard(3, 3), {}}).has_value());
        document().undoStack()->push(new gui::PaintCellsCommand(&document(), {Cell{1, 1}}, CellKind::Poison, 1));
        const gui::DocumentState edited = document().state();
        m_prompts->openAnswer = path;

        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Cancel;
        QVERIFY(!testsupport::filesOf(*m_window)->maybeSave());
        QCOMPARE(m_prompts->saveQuestions, 1);
        QVERIFY(document().state() == edited);

        // Closing with Cancel keeps the window open.
        QCloseEvent close;
        QApplication::sendEvent(m_window.get(), &close);
        QVERIFY(!close.isAccepted());
        QCOMPARE(m_prompts->saveQuestions, 2);

        // Save: written to a file chosen by the user, then the other board opens.
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Save;
        m_prompts->saveAnswerPath = m_dir.filePath(QStringLiteral("edited.grundy"));
        QVERIFY(testsupport::filesOf(*m_window)->maybeSave());
        QVERIFY(QFile::exists(m_prompts->saveAnswerPath));
        QVERIFY(testsupport::waitForOpen(*m_window, [this] { return testsupport::filesOf(*m_window)->openWithDialog(); }));
        QCOMPARE(document().setup().rows(), 3);
        const auto reread = gui::BoardFile::read(m_prompts->saveAnswerPath);
        QVERIFY(std::holds_alternative<gui::BoardFileContents>(reread));
        QVERIFY(std::get<gui::BoardFileContents>(reread).setup == edited.setup);
    }

    void newDialogRefusesUnplayableSizes()
    {
        // Beyond the full analysis (15 x 15) chomp is analysed by win or loss up to 18 x 18.
        gui::NewBoardDialog dialog(gui::NewBoardDialog::Purpose::NewBoard, chomp(), 19, 19);
        dialog.show();
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(dialog.errorText().contains(QStringLiteral("no more positions than an 18 x 18 board")));
        dialog.setBoardSize(10, 12);
        QVERIFY(dialog.errorText().isEmpty());
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(gui::NewBoardDialog::sizeProblem(chomp(), 14, 14).isEmpty());
        QVERIFY(gui::NewBoardDialog::sizeProblem(chomp(), 18, 18).isEmpty());
    }

    void invalidSetupShowsMessageAndNoMarks()
    {
        // 19 x 19 cannot come from the dialog, but a command can still make it: no marks, a message.
        engine::Board big = chomp().emptyBoard(19, 19);
        big.setCell({0, 0}, CellKind::Poison);
        testsupport::StateSpy states(testsupport::analysisOf(*m_window));
        document().reset(chomp(), gui::DocumentState{big, {}, 0}, QString());
        QCOMPARE(states.count(gui::AnalysisState::Status::Failed), 1);
        QVERIFY(!overlay().showsMarks());
        QVERIFY(testsupport::analysisOf(*m_window)->state().errorMessage().contains(QStringLiteral("18 x 18")));
    }

    void editsCancelALongAnalysis()
    {
        gui::AnalysisController* analysis = testsupport::analysisOf(*m_window);
        std::vector<std::pair<bool, double>> progress; // busy, fraction
        connect(analysis, &gui::AnalysisController::progressChanged, this,
                [&] { progress.emplace_back(analysis->isBusy(), analysis->progress()); });
        engine::Board setup = chomp().emptyBoard(14, 14);
        setup.setCell({0, 0}, CellKind::Poison);
        document().reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
        QVERIFY(analysis->state().isRunning());
        QElapsedTimer clock;
        clock.start();
        // The progress bar shows up after the delay, while the window keeps working.
        QTRY_VERIFY_WITH_TIMEOUT(!progress.empty() && progress.back().first, testsupport::scaled(5000));
        QVERIFY(m_window->findChild<QProgressBar*>()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(progress.back().second > 0.0, testsupport::scaled(10000));

        // Two edits during the run: each stops the stale run.
        auto* stack = document().undoStack();
        stack->push(new gui::PaintCellsCommand(&document(), {Cell{0, 13}}, CellKind::Poison, 1));
        QVERIFY(analysis->state().isRunning());
        QVERIFY(!overlay().showsMarks());
        stack->push(new gui::PaintCellsCommand(&document(), {Cell{1, 2}}, CellKind::Poison, 2));
        const engine::Board finalBoard = document().currentBoard();

        testsupport::StateSpy states(analysis);
        QVERIFY(states.wait(gui::AnalysisState::Status::Ready, testsupport::scaled(120000)));
        qInfo("14x14: final marks %lld ms after the first run started", static_cast<long long>(clock.elapsed()));
        QCOMPARE(states.count(gui::AnalysisState::Status::Ready), 1);
        QVERIFY(analysis->state().board() == finalBoard);
        QVERIFY(overlay().showsMarks());
        QVERIFY(overlay().shownAnalysis()->winningMoves()
                == analysis->state().analysis()->winningMoves());
        QVERIFY(!m_window->findChild<QProgressBar*>()->isVisible());
        QVERIFY(analysis->state().analysis()->moves.size() == chomp().legalMoves(finalBoard).size());
        // No late result of the stale runs replaces it.
        QTest::qWait(300);
        QCOMPARE(states.count(gui::AnalysisState::Status::Ready), 1);
        QVERIFY(analysis->state().board() == finalBoard);
    }

    void longAnalysisShowsTheTimeLeft()
    {
        // The full 5 x 6 rectangles board takes many seconds (its progress: the share of the classes
        // the search will store): once its progress is steady the status bar says how long is left.
        const engine::Game& rectangles = game("rectangles");
        engine::Board setup = rectangles.emptyBoard(5, 6);
        for (engine::Coord r = 0; r < 5; ++r)
            for (engine::Coord c = 0; c < 6; ++c)
                setup.setCell({r, c}, CellKind::Filled);
        document().reset(rectangles, gui::DocumentState{setup, {}, 0}, QString());
        auto* timeLeft = m_window->findChild<QLabel*>(QStringLiteral("analysisTimeLeft"));
        QVERIFY(timeLeft != nullptr);
        QVERIFY(timeLeft->text().isEmpty()); // nothing in the first second
        const QRegularExpression words(QStringLiteral("^about \\d+ (s|min|h) left$"));
        const auto shown = [&] { return words.match(timeLeft->text()).hasMatch(); };
        gui::AnalysisController* analysis = testsupport::analysisOf(*m_window);
        QElapsedTimer clock;
        clock.start();
        QTRY_VERIFY_WITH_TIMEOUT(shown() || !analysis->state().isRunning(), testsupport::scaled(60000));
        QVERIFY2(timeLeft->isVisible() && shown(),
                 qPrintable(QStringLiteral("after %1 ms: %2").arg(clock.elapsed()).arg(timeLeft->text())));
        qInfo("%s after %s", qPrintable(timeLeft->text()),
              qPrintable(m_window->findChild<QProgressBar*>()->text()));
        saveScreenshot(QStringLiteral("time-left.png"));
        m_window->findChild<QAction*>(QStringLiteral("actionCancelAnalysis"))->trigger();
        QVERIFY(!timeLeft->isVisible());
    }

    void theFullSixBySixBoardShowsProgressAndCancels()
    {
        // The largest group of ones the rectangles solver takes (a full 6 x 6 block:
        // about 20 minutes, docs/performance.md ▸ Rectangles): the progress bar moves from the start,
        // and Cancel ends the run at once, as on any board.
        const engine::Game& rectangles = game("rectangles");
        engine::Board setup = rectangles.emptyBoard(6, 6);
        for (engine::Coord r = 0; r < 6; ++r)
            for (engine::Coord c = 0; c < 6; ++c)
                setup.setCell({r, c}, CellKind::Filled);
        QVERIFY(!rectangles.setupProblem(setup).has_value());
        document().reset(rectangles, gui::DocumentState{setup, {}, 0}, QString());
        gui::AnalysisController* analysis = testsupport::analysisOf(*m_window);
        auto* bar = m_window->findChild<QProgressBar*>();
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible() && bar->value() > 0, testsupport::scaled(60000));
        QVERIFY(analysis->state().isRunning());
        testsupport::StateSpy states(analysis);
        m_window->findChild<QAction*>(QStringLiteral("actionCancelAnalysis"))->trigger();
        QCOMPARE(states.count(gui::AnalysisState::Status::Cancelled), 1);
        QVERIFY(!analysis->state().isRunning());
        QVERIFY(!bar->isVisible());
        // The worker stops too: a small board is analysed next without waiting for the 6 x 6 search.
        document().reset(chomp(), gui::DocumentState{chomp().exampleBoard(), {}, 0}, QString());
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(10000));
    }

    void cancelStopsTheRun()
    {
        gui::AnalysisController* analysis = testsupport::analysisOf(*m_window);
        engine::Board setup = chomp().emptyBoard(14, 14);
        setup.setCell({1, 1}, CellKind::Poison);
        document().reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->findChild<QProgressBar*>()->isVisible(), testsupport::scaled(5000));
        testsupport::StateSpy states(analysis);
        m_window->findChild<QAction*>(QStringLiteral("actionCancelAnalysis"))->trigger();
        QCOMPARE(states.count(gui::AnalysisState::Status::Cancelled), 1);
        QVERIFY(!analysis->state().isRunning());
        QVERIFY(!m_window->findChild<QProgressBar*>()->isVisible());
        QVERIFY(analysis->state().analysis() == nullptr);
        // The status bar and the panel say how to analyse again: F5, or the panel's button.
        QVERIFY(statusMessage().contains(QStringLiteral("F5")));
        auto* again = m_window->findChild<QPushButton*>(QStringLiteral("analyseAgainButton"));
        QVERIFY(again != nullptr && again->isVisible());
        saveScreenshot(QStringLiteral("e8-cancelled.png"));
        QTest::mouseClick(again, Qt::LeftButton);
        QVERIFY(analysis->state().isRunning());
        QVERIFY(!again->isVisible());
        m_window->findChild<QAction*>(QStringLiteral("actionCancelAnalysis"))->trigger();
        QVERIFY(!analysis->state().isRunning());
        QTest::keyClick(m_window->findChild<gui::BoardView*>(), Qt::Key_F5);
        QVERIFY(analysis->state().isRunning());
        m_window->findChild<QAction*>(QStringLiteral("actionCancelAnalysis"))->trigger();
        // An edit analyses again (on a small board, quickly).
        document().reset(chomp(), gui::DocumentState{chomp().exampleBoard(), {}, 0}, QString());
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(10000));
    }
};

GRUNDYGRID_TEST_MAIN(test_mainwindow, TestMainWindow)
#include "test_mainwindow.moc"
