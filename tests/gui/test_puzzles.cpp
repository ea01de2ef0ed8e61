// Game > Puzzles answered: a right answer is counted in the settings and
// shows the marks, hidden until then; a wrong one says in words first the
// refuting reply, outlined on the board, then the value it leaves and the sum
// of the parts where the position splits; "find all" counts each winning move.
#include "TestRegistry.h"
#include "PuzzleWindowTest.h"

#include "gui/looks/DecompositionText.h"
#include "gui/looks/GameLooks.h"

using gui::PuzzleController;

namespace {

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

class TestPuzzles : public QObject, protected testsupport::PuzzleWindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showPuzzleWindow()); }
    void cleanup() { closeWindow(); }

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
        QVERIFY2(verdict().contains(QStringLiteral("Wrong: after your move %1, your opponent can win.")
                                        .arg(look.moveName(wrong->move))),
                 qPrintable(verdict()));
        // The refuting reply arrives with the analysis of the position after the move: in words
        // first, the numbers (the value the move leaves) after.
        QVERIFY(QTest::qWaitFor([this] { return overlay().hint().has_value(); }, testsupport::scaled(10000)));
        const engine::MoveVerdict* reply = afterAnalysis.verdictFor(*overlay().hint());
        QVERIFY(reply != nullptr && reply->wins());
        const QString words =
            QStringLiteral("Wrong: after your move %1, your opponent wins with %2 (outlined on the board).")
                .arg(look.moveName(wrong->move), look.moveName(reply->move));
        const QString numbers = QStringLiteral("It leaves the value %1;").arg(value);
        QVERIFY2(verdict().contains(words), qPrintable(verdict()));
        QVERIFY2(verdict().indexOf(words) < verdict().indexOf(numbers), qPrintable(verdict()));
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

};

GRUNDYGRID_TEST_MAIN(test_puzzles, TestPuzzles)
#include "test_puzzles.moc"
