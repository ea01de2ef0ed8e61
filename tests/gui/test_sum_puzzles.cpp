// Sum puzzles in the window (issue 25): Game ▸ Puzzles ▸ New Puzzle offers
// "Sums" beside the games; its puzzle is the one `grundygrid-cli puzzle sum`
// prints for the same level and seed (and Puzzle of the Day on a sum the one of
// `puzzle sum --day`), loaded as a sum of boards; playing its winning move on
// its board solves it and counts for the sums' score, a wrong move says why with
// the refuting reply (a move naming its board), and until it is answered the
// boards' values on their frames stay hidden.
#include "TestRegistry.h"
#include "PuzzleWindowTest.h"

#include "gui/looks/GameLooks.h"
#include "gui/puzzles/PuzzleSource.h"

#include "engine/puzzles/PuzzleOfTheDay.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumPuzzle.h"

#include <QComboBox>
#include <QSpinBox>

using gui::PuzzleController;

namespace {

const QString kSums = QStringLiteral("sum");

} // namespace

class TestSumPuzzles : public QObject, protected testsupport::PuzzleWindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showPuzzleWindow()); }
    void cleanup() { closeWindow(); }

    void theDialogOffersSums()
    {
        gui::PuzzleDialog dialog({QStringLiteral("chomp"), {}}, m_window.get());
        auto* games = dialog.findChildren<QComboBox*>().front();
        const int sums = games->findData(kSums);
        QVERIFY(sums >= 0);
        QCOMPARE(games->itemText(sums), QStringLiteral("Sums"));
        games->setCurrentIndex(sums);
        QCOMPARE(dialog.findChild<QSpinBox*>()->maximum(), engine::kMaxSumPuzzleWinningMoves);
        QCOMPARE(dialog.choice().gameId, kSums);
    }

    void windowAndCommandLineGiveTheSameSumPuzzle_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<qulonglong>("seed");
        QTest::addColumn<int>("winning");
        QTest::newRow("level 1") << 1 << qulonglong(77) << 1;
        QTest::newRow("level 2") << 2 << qulonglong(1234) << 1;
        QTest::newRow("level 3, find 2") << 3 << qulonglong(5) << 2;
    }
    void windowAndCommandLineGiveTheSameSumPuzzle()
    {
        QFETCH(int, level);
        QFETCH(qulonglong, seed);
        QFETCH(int, winning);
        QVERIFY(askForPuzzle({kSums, {level, seed, winning}}));
        const engine::SumGameQuery query = testsupport::cliSumPuzzle(
            {"--level", std::to_string(level), "--seed", std::to_string(seed), "--winning", std::to_string(winning)});
        const engine::SumGame* sum = engine::asSumGame(document().game());
        QVERIFY(sum != nullptr);
        QVERIFY(sum->layout() == query.layout);
        QCOMPARE(sum->layout().size(), std::size_t(level == 1 ? 2 : 3));
        QVERIFY(document().setup() == query.setup);
        QVERIFY(document().moves() == query.moves);
        QCOMPARE(document().currentMove(), static_cast<int>(query.moves.size()));
        QVERIFY(document().currentBoard() == query.position);
        QVERIFY(!document().isModified());
        const engine::Analysis analysis =
            testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
        QCOMPARE(analysis.winningMoves().size(), static_cast<std::size_t>(winning));
        const QString question = testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleQuestion"))->text();
        QVERIFY2(question.contains(QStringLiteral("seed %1)").arg(seed)), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("The boards are one game")), qPrintable(question));
    }

    void theWinningMoveSolvesIt()
    {
        QVERIFY(askForPuzzle({kSums, {2, 3, 1}}));
        const engine::Analysis analysis =
            testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
        QVERIFY(waitForAnalysis());
        QVERIFY(!overlay().showsMarks());
        QVERIFY(overlay().boardValueLabels().isEmpty()); // each board's value would add up to the answer
        const std::vector<engine::Move> winning = analysis.winningMoves();
        QCOMPARE(winning.size(), std::size_t(1));
        play(winning.front());
        QCOMPARE(puzzles().state(), PuzzleController::State::Solved);
        const QString name = gui::GameLooks::find(document().game()).moveName(winning.front());
        QVERIFY2(name.startsWith(QStringLiteral("board ")), qPrintable(name));
        QVERIFY2(verdict().contains(QStringLiteral("Right! %1 wins.").arg(name)), qPrintable(verdict()));
        QCOMPARE(gui::Settings().value(gui::Settings::PuzzlesSolved).value(kSums).toInt(), 1);
        const QString score = testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleScore"))->text();
        QVERIFY2(score.contains(QStringLiteral("Sums")), qPrintable(score));
        QVERIFY(waitForMarks());
        QCOMPARE(overlay().boardValueLabels().size(), 3); // answered: the values are back on the frames
        saveScreenshot(QStringLiteral("sum-puzzle-solved.png"));
    }

    void aWrongMoveSaysWhy()
    {
        QVERIFY(askForPuzzle({kSums, {1, 8, 1}}));
        const engine::Analysis analysis =
            testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
        const engine::MoveVerdict* wrong = nullptr;
        for (const engine::MoveVerdict& verdict : analysis.moves)
            if (!verdict.wins() && verdict.move.topLeft == verdict.move.bottomRight)
                wrong = &verdict;
        QVERIFY(wrong != nullptr);
        play(wrong->move);
        QCOMPARE(puzzles().state(), PuzzleController::State::Wrong);
        QVERIFY(QTest::qWaitFor([this] { return overlay().hint().has_value(); }, testsupport::scaled(10000)));
        const gui::GameLook& look = gui::GameLooks::find(document().game());
        QVERIFY2(verdict().contains(QStringLiteral("Wrong: after your move %1, your opponent wins with %2")
                                        .arg(look.moveName(wrong->move), look.moveName(*overlay().hint()))),
                 qPrintable(verdict()));
        // Retry: back to the puzzle and covered again.
        button("puzzleRetry")->click();
        QCOMPARE(puzzles().state(), PuzzleController::State::Unanswered);
        QVERIFY(!overlay().showsMarks());
        QVERIFY(overlay().boardValueLabels().isEmpty());
    }

    // On a sum, Puzzle of the Day is the sums' puzzle of the day: `grundygrid-cli puzzle sum --day`.
    void puzzleOfTheDayOnASumIsTheCommandLines()
    {
        QVERIFY(askForPuzzle({kSums, {1, 2, 1}}));
        puzzles().setToday(QDate(2026, 11, 26));
        action("actionPuzzleOfTheDay")->trigger();
        QVERIFY(QTest::qWaitFor(
            [this] {
                return puzzles().state() == PuzzleController::State::Unanswered
                    && testsupport::partOf<QLabel>(*m_window, QStringLiteral("puzzleQuestion"))
                           ->text()
                           .contains(QStringLiteral("of the day"));
            },
            testsupport::scaled(20000)));
        const engine::SumGameQuery query = testsupport::cliSumPuzzle({"--day", "2026-11-26"});
        QVERIFY(engine::asSumGame(document().game()) != nullptr);
        QVERIFY(document().setup() == query.setup && document().moves() == query.moves);
    }

private:
    // Plays `move` with the mouse: a click, or a drag from corner to corner of a rectangle.
    void play(const engine::Move& move) const
    {
        testsupport::dragCells(view(), {move.topLeft, move.bottomRight});
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_puzzles, TestSumPuzzles)
#include "test_sum_puzzles.moc"
