// Issue 32 item 2: a chomp position whose answer needs no search is answered at
// once (ChompQuickAnswer). An 18 x 18 board without poison is analysed with no
// table and no catalog: under a context stopped before it starts (any table
// or catalog build would throw Stopped) and with no question to the catalog
// store. Every quick answer equals the brute force's, on every position of
// small boards with and without poison, through the solver too (mirrored boards).
#include "TestRegistry.h"
#include "SolveContexts.h"
#include "chomp/ChompBruteForce.h"
#include "chomp/ChompStaircases.h"
#include "chomp/ChompTestSupport.h"

#include "engine/GameModules.h"
#include "engine/games/chomp/ChompQuickAnswer.h"
#include "engine/games/chomp/ChompSolver.h"
#include "engine/Error.h"

#include <QTest>

#include <random>

using engine::Board;
using engine::CellKind;
using engine::Heights;
using engine::Move;
using engine::Outcome;

namespace {

// The position of `setup` whose columns have `heights` (the cells above them eaten).
Board positionOf(const Board& setup, const Heights& heights)
{
    Board position = setup;
    for (std::size_t c = 0; c < heights.size(); ++c)
        for (engine::Coord r = heights[c]; r < setup.rows(); ++r)
            position.setCell({r, static_cast<engine::Coord>(c)}, CellKind::Eaten);
    return position;
}

// Compares a quick analysis of `position` with the brute force's answer.
void compareWithBruteForce(const engine::Analysis& quick, const Board& position)
{
    ChompBruteForce brute(position);
    const BruteForceResult expected = brute.solve();
    QCOMPARE(quick.outcome == Outcome::Win, expected.win);
    QCOMPARE(quick.remoteness, std::optional<int>(expected.remoteness));
    QVERIFY(!quick.grundy); // the table's to give
    QCOMPARE(quick.moves.size(), brute.legalMoves().size());
    for (const engine::MoveVerdict& verdict : quick.moves) {
        const auto row = static_cast<int>(verdict.move.topLeft.row);
        const auto col = static_cast<int>(verdict.move.topLeft.col);
        QVERIFY(brute.legalMoves().count({row, col}) == 1);
        const BruteForceResult after = brute.resultAfter(row, col);
        QCOMPARE(verdict.resultOutcome == Outcome::Win, after.win);
        QCOMPARE(verdict.resultRemoteness, std::optional<int>(after.remoteness));
    }
}

} // namespace

class TestChompQuick : public QObject {
    Q_OBJECT

private slots:
    void anEmptyBoardIsAnsweredWithoutTableOrCatalog()
    {
        auto store = std::make_shared<testsupport::CountingCatalogStore>();
        const testsupport::InstalledCatalogStore installed(store);
        const Board setup = engine::findGame("chomp")->emptyBoard(18, 18);
        engine::ChompSolver solver(setup);
        QVERIFY(!solver.defersGrundyValues());
        // Stopped before it starts: building a table or a catalog would throw Stopped.
        const engine::Analysis start = solver.analyse(setup, testsupport::alreadyStopped());
        QCOMPARE(start.outcome, Outcome::Win);
        QCOMPARE(start.remoteness, std::optional<int>(1));
        QCOMPARE(start.moves.size(), std::size_t{18 * 18});
        QCOMPARE(start.winningMoves(), std::vector<Move>{Move::at({0, 0})}); // the corner eats all
        solver.prepare(testsupport::alreadyStopped()); // nothing a table would add
        const Board bitten = engine::findGame("chomp")->play(setup, Move::at({5, 9}));
        const engine::Analysis later = solver.analyse(bitten, testsupport::alreadyStopped());
        QCOMPARE(later.outcome, Outcome::Win);
        QCOMPARE(later.moves.size(), std::size_t{18 * 18 - 13 * 9});
        QCOMPARE(store->finds, 0);
        QCOMPARE(store->kept, 0);
    }

    void aBoardWithPoisonStillNeedsItsTable()
    {
        Board setup = engine::findGame("chomp")->emptyBoard(18, 18);
        setup.setCell({0, 0}, CellKind::Poison);
        engine::ChompSolver solver(setup);
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver.analyse(setup, testsupport::alreadyStopped()));
        // Its last positions are quick: only the poison and one more piece left.
        Board last = engine::findGame("chomp")->play(setup, Move::at({0, 2}));
        last = engine::findGame("chomp")->play(last, Move::at({1, 0}));
        const engine::Analysis analysis = solver.analyse(last, testsupport::alreadyStopped());
        QCOMPARE(analysis.outcome, Outcome::Win);
        QCOMPARE(analysis.winningMoves(), std::vector<Move>{Move::at({0, 1})});
    }

    void quickAnswersEqualTheBruteForce()
    {
        std::mt19937 rng(32);
        int answered = 0;
        for (int trial = 0; trial < 120; ++trial) {
            const Board setup = trial < 20 ? engine::findGame("chomp")->emptyBoard(1 + trial % 4, 1 + trial / 4)
                                           : testsupport::randomChompSetup(rng, 4, 5, 2);
            const Heights floor = engine::poisonFloor(setup);
            const engine::ChompQuickAnswer quick(floor, false);
            testsupport::forEachStaircase(static_cast<int>(setup.rows()), floor, [&](const Heights& heights) {
                const std::optional<engine::Analysis> analysis = quick.analyse(heights);
                if (quick.answersEveryPosition())
                    QVERIFY(analysis.has_value());
                if (!analysis)
                    return;
                ++answered;
                compareWithBruteForce(*analysis, positionOf(setup, heights));
            });
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(answered > 1000);
    }

    void theSolverAnswersMirroredBoardsAlike()
    {
        for (const auto& [rows, cols] : {std::pair{2, 5}, std::pair{3, 4}, std::pair{1, 6}, std::pair{4, 3}}) {
            const Board setup = engine::findGame("chomp")->emptyBoard(rows, cols);
            engine::ChompSolver solver(setup);
            testsupport::forEachStaircase(rows, Heights(static_cast<std::size_t>(cols), 0), [&](const Heights& h) {
                const Board position = positionOf(setup, h);
                compareWithBruteForce(solver.analyse(position, testsupport::alreadyStopped()), position);
            });
        }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_quick, TestChompQuick)
#include "test_chomp_quick.moc"
