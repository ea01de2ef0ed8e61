// Game > Puzzles in the window: the puzzle the dialog asks for is the one
// `grundygrid-cli puzzle` prints, in every game; a right answer is counted in
// the settings, a wrong one names the value it leaves and the refuting reply,
// outlined on the board; the marks stay hidden until the puzzle is answered; a
// cancelled generation leaves the document alone; the puzzle of the day is
// the same for the same date.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "cli/Cli.h"
#include "gui/analysis/DecompositionText.h"
#include "gui/base/Settings.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/looks/GameLooks.h"
#include "gui/puzzles/PuzzleController.h"
#include "gui/puzzles/PuzzleDialog.h"
#include "gui/puzzles/PuzzlePanel.h"

#include "engine/GameModules.h"
#include "engine/TextReader.h"
#include "engine/puzzles/PuzzleOfTheDay.h"

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QTest>

#include <sstream>

using gui::PuzzleController;

namespace {

// The position query `grundygrid-cli ARGS` prints, read back by the game's text.
engine::PositionQuery cliPuzzle(const std::string& game, const std::vector<std::string>& args)
{
    std::vector<std::string> all{"puzzle", game};
    all.insert(all.end(), args.begin(), args.end());
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    if (cli::run(all, in, out, err) != cli::kExitSuccess)
        qFatal("grundygrid-cli puzzle failed: %s", err.str().c_str());
    engine::TextReader reader(out.str());
    const engine::GameModule& module = *engine::findGameModule(game);
    return module.text.readPositionQuery(reader, module.game);
}

// A wrong answer that leaves a position which splits into parts: the first seed
// whose medium `game` puzzle has a losing move of that kind, and the move.
std::pair<std::uint64_t, engine::Move> splittingWrongAnswer(const char* game)
{
    const engine::GameModule& module = *engine::findGameModule(game);
    for (std::uint64_t seed = 1; seed < 100; ++seed) {
        const engine::Puzzle puzzle = engine::generatePuzzle(module, {2, seed, 1}, {});
        const auto solver = module.game.createSolver(puzzle.setup);
        for (const engine::MoveVerdict& verdict : solver->analyse(puzzle.position, {}).moves)
            if (!verdict.wins()
                && solver->analyse(module.game.play(puzzle.position, verdict.move), {}).parts.size() > 1)
                return {seed, verdict.move};
    }
    qFatal("no %s puzzle has a wrong answer that splits the position", game);
}

} // namespace

class TestPuzzles : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    [[nodiscard]] PuzzleController& puzzles() const { return *testsupport::partOf<PuzzleController>(*m_window); }
    [[nodiscard]] QString verdict() const
    {
        return testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleVerdict"))->text();
    }
    [[nodiscard]] QPushButton* button(const char* name) const
    {
        return testsupport::partOf<QPushButton>(*m_window, QLatin1String(name));
    }
    [[nodiscard]] bool analysisDockHidden() const
    {
        return testsupport::partOf<QDockWidget>(*m_window, QStringLiteral("analysisDock"))->isHidden();
    }

    // Asks for `choice` through Game > Puzzles > New Puzzle and its dialog; true once it is on the board.
    [[nodiscard]] bool askForPuzzle(const gui::PuzzleChoice& choice)
    {
        testsupport::whenDialogOpens<gui::PuzzleDialog>(m_window.get(), [choice](gui::PuzzleDialog& dialog) {
            dialog.setChoice(choice);
            dialog.accept();
        });
        action("actionNewPuzzle")->trigger();
        return QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                               testsupport::scaled(20000));
    }
    // Waits until the analysis of the board shown has arrived.
    [[nodiscard]] bool waitForAnalysis() const
    {
        return QTest::qWaitFor(
            [this] {
                const auto* analysis = testsupport::analysisOf(*m_window);
                return analysis->analysis() != nullptr && analysis->analysedBoard() == document().currentBoard();
            },
            testsupport::scaled(10000));
    }
    // A chomp puzzle of level 1 with `winning` winning moves; its position's analysis by the engine.
    engine::Analysis chompPuzzle(std::uint64_t seed, int winning = 1)
    {
        [&] { QVERIFY(askForPuzzle({QStringLiteral("chomp"), {1, seed, winning}})); }();
        return testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
    }
    [[nodiscard]] static int stored(const gui::Setting<QVariantMap>& setting)
    {
        return gui::Settings().value(setting).value(QStringLiteral("chomp")).toInt();
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        gui::Settings settings;
        settings.setValue(gui::Settings::PuzzlesSolved, {});
        settings.setValue(gui::Settings::PuzzleStreaks, {});
        QVERIFY(showWindow(QSize(1200, 750)));
    }
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

    void rightAnswerIsCountedAndShowsTheMarks()
    {
        const engine::Analysis analysis = chompPuzzle(11);
        QVERIFY(waitForAnalysis());
        QVERIFY(!overlay().showsMarks()); // the marks would give the answer away
        QVERIFY(analysisDockHidden());
        QVERIFY(!action("actionShowMarks")->isEnabled());
        saveScreenshot(QStringLiteral("puzzle-question.png"));
        const std::vector<engine::Move> winning = analysis.winningMoves();
        QCOMPARE(winning.size(), std::size_t(1));

        testsupport::clickCell(view(), winning.front().topLeft);
        QCOMPARE(puzzles().state(), PuzzleController::State::Solved);
        QVERIFY2(verdict().contains(QStringLiteral("Right!")), qPrintable(verdict()));
        QCOMPARE(stored(gui::Settings::PuzzlesSolved), 1);
        QCOMPARE(stored(gui::Settings::PuzzleStreaks), 1);
        QVERIFY(waitForMarks());
        QVERIFY(!analysisDockHidden());
        saveScreenshot(QStringLiteral("puzzle-right.png"));

        // The next puzzle at the first try adds to both.
        button("puzzleNext")->click();
        QVERIFY(QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                                testsupport::scaled(20000)));
        const engine::Analysis next =
            testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
        testsupport::clickCell(view(), next.winningMoves().front().topLeft);
        QCOMPARE(stored(gui::Settings::PuzzlesSolved), 2);
        QCOMPARE(stored(gui::Settings::PuzzleStreaks), 2);
        const QString score = testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleScore"))->text();
        QVERIFY2(score.contains(QStringLiteral("solved 2 · streak 2")), qPrintable(score));
    }

    void wrongAnswerSaysWhyAndOutlinesTheReply()
    {
        gui::Settings().setValue(gui::Settings::PuzzleStreaks, {{QStringLiteral("chomp"), 5}});
        const engine::Analysis analysis = chompPuzzle(3);
        const engine::MoveVerdict* wrong = nullptr;
        for (const engine::MoveVerdict& verdict : analysis.moves)
            if (!verdict.wins() && (wrong == nullptr || verdict.move.topLeft.row > wrong->move.topLeft.row))
                wrong = &verdict;
        QVERIFY(wrong != nullptr && wrong->resultGrundy);
        const engine::Board after = document().game().play(document().currentBoard(), wrong->move);
        const engine::Analysis afterAnalysis =
            testsupport::engineAnalysis(document().game(), document().setup(), after);

        testsupport::clickCell(view(), wrong->move.topLeft);
        QCOMPARE(puzzles().state(), PuzzleController::State::Wrong);
        QCOMPARE(stored(gui::Settings::PuzzleStreaks), 0);
        QCOMPARE(stored(gui::Settings::PuzzlesSolved), 0);
        const gui::GameLook& look = gui::GameLooks::find("chomp");
        const QString value = gui::DecompositionText::nimber(*wrong->resultGrundy);
        QVERIFY2(verdict().contains(QStringLiteral("Wrong: %1 leaves the value %2").arg(look.moveName(wrong->move), value)),
                 qPrintable(verdict()));
        // The refuting reply arrives with the analysis of the position after the move.
        QVERIFY(QTest::qWaitFor([this] { return overlay().hint().has_value(); }, testsupport::scaled(10000)));
        const engine::MoveVerdict* reply = afterAnalysis.verdictFor(*overlay().hint());
        QVERIFY(reply != nullptr && reply->wins());
        QVERIFY2(verdict().contains(QStringLiteral("refutes it with %1").arg(look.moveName(reply->move))),
                 qPrintable(verdict()));
        QVERIFY(waitForMarks());

        // Retry: back to the puzzle, marks hidden again; a right answer now is no first try.
        button("puzzleRetry")->click();
        QCOMPARE(puzzles().state(), PuzzleController::State::Unanswered);
        QCOMPARE(document().currentMove(), static_cast<int>(document().moves().size()) - 1);
        QVERIFY(!overlay().showsMarks());
        testsupport::clickCell(view(), analysis.winningMoves().front().topLeft);
        QCOMPARE(puzzles().state(), PuzzleController::State::Solved);
        QCOMPARE(stored(gui::Settings::PuzzlesSolved), 0);
    }

    // Where the position after a wrong answer splits, the verdict adds up its parts.
    void wrongAnswerShowsTheSumOfTheParts()
    {
        const auto [seed, wrong] = splittingWrongAnswer("volcano");
        QVERIFY(askForPuzzle({QStringLiteral("volcano"), {2, seed, 1}}));
        const engine::Board after = document().game().play(document().currentBoard(), wrong);
        const engine::Analysis afterAnalysis =
            testsupport::engineAnalysis(document().game(), document().setup(), after);
        testsupport::clickCell(view(), wrong.topLeft);
        QCOMPARE(puzzles().state(), PuzzleController::State::Wrong);
        QVERIFY(QTest::qWaitFor([this] { return overlay().hint().has_value(); }, testsupport::scaled(10000)));
        const QString sum = gui::DecompositionText::equation(afterAnalysis.parts);
        QVERIFY2(verdict().contains(QStringLiteral("The position splits: %1.").arg(sum.toHtmlEscaped())),
                 qPrintable(verdict()));
        QVERIFY(waitForMarks());
        saveScreenshot(QStringLiteral("puzzle-wrong.png"));
    }

    void findAllCountsEachWinningMove()
    {
        const engine::Analysis analysis = chompPuzzle(21, 2);
        const std::vector<engine::Move> winning = analysis.winningMoves();
        QCOMPARE(winning.size(), std::size_t(2));
        const int puzzleMove = document().currentMove();
        testsupport::clickCell(view(), winning[0].topLeft);
        QVERIFY2(verdict().contains(QStringLiteral("(1 of 2 found)")), qPrintable(verdict()));
        QCOMPARE(puzzles().state(), PuzzleController::State::Unanswered);
        QVERIFY(QTest::qWaitFor([&] { return document().currentMove() == puzzleMove; }, testsupport::scaled(5000)));
        QVERIFY(!overlay().showsMarks());
        testsupport::clickCell(view(), winning[1].topLeft);
        QCOMPARE(puzzles().state(), PuzzleController::State::Solved);
        QCOMPARE(stored(gui::Settings::PuzzlesSolved), 1);
    }

    void cancelledGenerationLeavesTheDocument()
    {
        const gui::DocumentState before = document().state();
        // Nine winning moves of a hard board: a long search, stopped at once.
        testsupport::whenDialogOpens<gui::PuzzleDialog>(m_window.get(), [](gui::PuzzleDialog& dialog) {
            dialog.setChoice({QStringLiteral("rectangles"), {3, 5, 9}});
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

GRUNDYGRID_TEST_MAIN(test_puzzles, TestPuzzles)
#include "test_puzzles.moc"
