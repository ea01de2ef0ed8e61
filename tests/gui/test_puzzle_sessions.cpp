// Game > Puzzles as a session: the puzzle the dialog asks for is the one
// `grundygrid-cli puzzle` prints, in every game; a cancelled generation leaves
// the document alone; unsaved work is asked about, once; the user's opponent
// comes back after the puzzle and the Puzzle dock closes; a puzzle changes no setting of the
// next run or of a second window; the puzzle of the day
// is the same for the same date and named by it.
#include "TestRegistry.h"
#include "PuzzleWindowTest.h"

#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/looks/GameLooks.h"

#include "engine/puzzles/PuzzleOfTheDay.h"

using gui::PuzzleController;
using testsupport::cliPuzzle;

class TestPuzzleSessions : public QObject, protected testsupport::PuzzleWindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showPuzzleWindow()); }
    void cleanup() { closeWindow(); }

    void windowAndCommandLineGiveTheSamePuzzle_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("level");
        QTest::addColumn<qulonglong>("seed");
        for (const engine::GameModule* module : engine::gameModules()) {
            if (!gui::GameLooks::isSupported(module->id()))
                continue;
            const QString id = QString::fromStdString(std::string(module->id()));
            QTest::addRow("%s level 2", qPrintable(id)) << id << 2 << qulonglong(1234);
            QTest::addRow("%s level 1", qPrintable(id)) << id << 1 << qulonglong(77);
        }
    }
    void windowAndCommandLineGiveTheSamePuzzle()
    {
        QFETCH(QString, id);
        QFETCH(int, level);
        QFETCH(qulonglong, seed);
        QVERIFY(askForPuzzle({id, {level, seed, 1}}));
        const engine::PositionQuery query =
            cliPuzzle(id.toStdString(), {"--level", std::to_string(level), "--seed", std::to_string(seed)});
        QCOMPARE(document().gameId(), id);
        QVERIFY(document().setup() == query.setup);
        QVERIFY(document().moves() == query.moves);
        QCOMPARE(document().currentMove(), static_cast<int>(query.moves.size()));
        QVERIFY(!document().isModified());
        QCOMPARE(session().mode(), gui::PlaySession::Mode::Play);
        QCOMPARE(session().opponent(), gui::Opponent::Human);
        if (level == 2) { // a medium puzzle in under a second (generated and analysed on the worker thread)
            const QString ready = statusMessage();
            QVERIFY2(ready.startsWith(QStringLiteral("Puzzle ready (generated in ")), qPrintable(ready));
            QVERIFY2(ready.section(QLatin1Char(' '), 4, 4).toDouble() < testsupport::scaled(1000), qPrintable(ready));
        }
        const QString question = testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleQuestion"))->text();
        QVERIFY2(question.contains(QStringLiteral(", seed %1): find the winning move").arg(seed)),
                 qPrintable(question));
    }

    void cancelledGenerationLeavesTheDocument()
    {
        const gui::DocumentState before = document().state();
        // Five winning moves of a hard board: a longer search, stopped at once.
        testsupport::whenDialogOpens<gui::PuzzleDialog>(m_window.get(), [](gui::PuzzleDialog& dialog) {
            dialog.setChoice({QStringLiteral("rectangles"), {3, 5, 5}});
            dialog.accept();
        });
        action("actionNewPuzzle")->trigger();
        QCOMPARE(puzzles().state(), PuzzleController::State::Generating);
        QVERIFY(button("puzzleCancel")->isVisible());
        button("puzzleCancel")->click();
        QCOMPARE(puzzles().state(), PuzzleController::State::None);
        QTest::qWait(300);
        QVERIFY(document().state() == before);
        QVERIFY(!document().isModified());
        QCOMPARE(statusMessage(), QStringLiteral("Generation cancelled."));
    }

    // Puzzles are played against nobody; a board that is no longer the puzzle ends it and
    // gives the user's opponent back.
    void leavingThePuzzleRestoresTheOpponent()
    {
        session().setOpponent(gui::Opponent::Computer);
        (void)chompPuzzle(5);
        QCOMPARE(session().opponent(), gui::Opponent::Human);
        button("puzzleNext")->click();
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                                testsupport::scaled(20000)));
        QCOMPARE(session().opponent(), gui::Opponent::Human);
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        QCOMPARE(puzzles().state(), PuzzleController::State::None);
        QCOMPARE(session().opponent(), gui::Opponent::Computer);
        QVERIFY(action("actionShowMarks")->isEnabled());
        QVERIFY(!button("puzzleRetry")->isEnabled());
    }

    // A puzzle never changes what the user chose: a second window opened mid-puzzle reads the user's
    // opponent, and a window closed mid-puzzle leaves the next one the user's opponent and docks,
    // with no Puzzle dock.
    void aPuzzleLeavesTheUsersSettingsAlone()
    {
        // A window of the default layout, whatever an earlier run of this test saved.
        closeWindow();
        gui::Settings().setValue(gui::Settings::WindowState, {});
        QVERIFY(showPuzzleWindow());
        action("actionOpponentComputer")->trigger();
        const auto shown = [](const QMainWindow& window, const char* dock) {
            return testsupport::partOf<QDockWidget>(window, QLatin1String(dock))->toggleViewAction()->isChecked();
        };
        QVERIFY(shown(*m_window, "analysisDock"));
        QVERIFY(shown(*m_window, "historyDock"));
        (void)chompPuzzle(5);
        QCOMPARE(session().opponent(), gui::Opponent::Human);
        QVERIFY(!shown(*m_window, "analysisDock"));

        std::unique_ptr<gui::MainWindow> second = testsupport::showMainWindow(QSize(1000, 700));
        QVERIFY(second);
        QCOMPARE(testsupport::sessionOf(*second)->opponent(), gui::Opponent::Computer);
        second.reset();

        QVERIFY(m_window->close()); // Ctrl+Q, as the user quits mid-puzzle
        closeWindow();
        QVERIFY(showPuzzleWindow());
        QCOMPARE(session().opponent(), gui::Opponent::Computer);
        QVERIFY(action("actionOpponentComputer")->isChecked());
        QVERIFY(shown(*m_window, "analysisDock"));
        QVERIFY(shown(*m_window, "historyDock"));
        QVERIFY(!shown(*m_window, "puzzleDock"));
    }

    // Unsaved work is asked about before a puzzle replaces it, also when it changed during the generation.
    void unsavedWorkIsAskedAbout()
    {
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        document().undoStack()->push(new gui::PlayMoveCommand(&document(), engine::Move::at({2, 2}), QString()));
        m_prompts->saveAnswer = testsupport::RecordingPrompts::SaveChoice::Cancel;
        action("actionPuzzleOfTheDay")->trigger();
        QCOMPARE(m_prompts->saveQuestions, 1);
        QCOMPARE(puzzles().state(), PuzzleController::State::None);
        QCOMPARE(document().moves().size(), std::size_t(1));

        m_prompts->saveAnswer = testsupport::RecordingPrompts::SaveChoice::Discard;
        action("actionPuzzleOfTheDay")->trigger();
        QCOMPARE(m_prompts->saveQuestions, 2);
        QCOMPARE(puzzles().state(), PuzzleController::State::Generating);
        document().undoStack()->push(new gui::PlayMoveCommand(&document(), engine::Move::at({1, 2}), QString()));
        const gui::DocumentState changed = document().state();
        m_prompts->saveAnswer = testsupport::RecordingPrompts::SaveChoice::Cancel;
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() != PuzzleController::State::Generating; },
                                testsupport::scaled(20000)));
        QCOMPARE(m_prompts->saveQuestions, 3);
        QCOMPARE(puzzles().state(), PuzzleController::State::None);
        QVERIFY(document().state() == changed);
        QCOMPARE(statusMessage(), QStringLiteral("Puzzle not loaded: the board was kept."));
    }

    // Edited work is asked about once: the answer before the generation holds while the board stays as it was.
    void unsavedWorkIsAskedAboutOnce()
    {
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        document().undoStack()->push(new gui::PlayMoveCommand(&document(), engine::Move::at({2, 2}), QString()));
        QVERIFY(document().isModified());
        m_prompts->saveAnswer = testsupport::RecordingPrompts::SaveChoice::Discard;
        QVERIFY(askForPuzzle({QStringLiteral("chomp"), {1, 4, 1}}));
        QCOMPARE(m_prompts->saveQuestions, 1);
    }

    // The dialog offers no more winning moves than the game's level can have (a pawn: 2).
    void winningMovesAreBoundedByTheLevel()
    {
        gui::PuzzleDialog dialog({QStringLiteral("pawn"), {2, 1, 3}}, m_window.get());
        QCOMPARE(dialog.choice().request.winningMoves, 2);
        dialog.setChoice({QStringLiteral("attractions"), {2, 1, 7}});
        QCOMPARE(dialog.choice().request.winningMoves, 7); // a medium park has up to 8
    }

    // A board that is no longer the puzzle closes the Puzzle dock: its question and score
    // were the puzzle's, and the docks below get their room back.
    void leavingThePuzzleClosesTheDock()
    {
        (void)chompPuzzle(5);
        auto* dock = testsupport::partOf<QDockWidget>(*m_window, QStringLiteral("puzzleDock"));
        QVERIFY(dock->isVisible());
        openBoard(game("volcano"), game("volcano").emptyBoard(5, 5));
        QCOMPARE(puzzles().state(), PuzzleController::State::None);
        QVERIFY(!dock->isVisible());
    }

    // The puzzle of the day is named by its date, not by its seed.
    void puzzleOfTheDayShowsItsDate()
    {
        const QDate day(2026, 11, 26);
        puzzles().setToday(day);
        action("actionPuzzleOfTheDay")->trigger();
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                                testsupport::scaled(20000)));
        const QString question = testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleQuestion"))->text();
        QVERIFY2(question.contains(QLocale().toString(day, QLocale::LongFormat)), qPrintable(question));
        QVERIFY2(!question.contains(QString::number(engine::puzzleOfTheDaySeed(2026, 11, 26))), qPrintable(question));
        // The next puzzle is another seed's, named by it.
        button("puzzleNext")->click();
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                                testsupport::scaled(20000)));
        const QString next = testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleQuestion"))->text();
        QVERIFY2(next.contains(QStringLiteral(", seed ")), qPrintable(next));
    }

    // Today is the same day for the window and `grundygrid-cli puzzle --day` (UTC), wherever the user is.
    void todaysPuzzleIsTheCommandLinesToday()
    {
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        action("actionPuzzleOfTheDay")->trigger();
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                                testsupport::scaled(20000)));
        const engine::PositionQuery query = cliPuzzle("chomp", {"--day"});
        QVERIFY(document().setup() == query.setup && document().moves() == query.moves);
    }

    void puzzleOfTheDayIsStableForADate()
    {
        puzzles().setToday(QDate(2026, 11, 26));
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        action("actionPuzzleOfTheDay")->trigger();
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                                testsupport::scaled(20000)));
        const gui::DocumentState first = document().state();
        const engine::PositionQuery query = cliPuzzle("chomp", {"--day", "2026-11-26"});
        QVERIFY(first.setup == query.setup && first.moves == query.moves);
        QCOMPARE(PuzzleController::dayChoice(QStringLiteral("chomp"), QDate(2026, 11, 26)).request.seed,
                 engine::puzzleOfTheDaySeed(2026, 11, 26));

        action("actionPuzzleOfTheDay")->trigger();
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                                testsupport::scaled(20000)));
        QVERIFY(document().state() == first);
        puzzles().setToday(QDate(2026, 11, 27));
        action("actionPuzzleOfTheDay")->trigger();
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                                testsupport::scaled(20000)));
        QVERIFY(!(document().state() == first));
    }
};

GRUNDYGRID_TEST_MAIN(test_puzzle_sessions, TestPuzzleSessions)
#include "test_puzzle_sessions.moc"
