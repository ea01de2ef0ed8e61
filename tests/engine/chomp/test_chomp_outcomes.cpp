// The outcome-only pass of ChompTable (one bit per staircase, what `moves`
// uses) against the remoteness pass, and the larger size limits it opens.
#include "TestRegistry.h"

#include "chomp/ChompStaircases.h"

#include "engine/GameModules.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/RunParents.h"
#include "engine/games/chomp/Staircase.h"

#include "MoveCells.h"
#include "SolveContexts.h"
#include "TestSlowdown.h"

#include <QTest>

#include <functional>
#include <limits>
#include <random>

using engine::Board;
using engine::CellKind;
using engine::ChompTable;
using engine::Heights;
using engine::Move;

namespace {

const engine::Game& chompRules()
{
    return *engine::findGame("chomp");
}

// The outcome bits and the remoteness table of one setup agree on every staircase.
void expectOutcomesAgree(int rows, int cols, const Heights& floor)
{
    ChompTable bits(rows, cols, floor);
    ChompTable bytes(rows, cols, floor);
    bits.buildOutcomes({});
    bytes.buildRemoteness({});
    QVERIFY(bits.hasOutcomes() && !bits.hasRemoteness());
    bool agree = true;
    testsupport::forEachStaircase(rows, floor, [&](const Heights& heights) {
        const std::uint64_t rank = bits.rankOf(heights);
        agree = agree && bits.outcome(rank) == bytes.outcome(rank);
    });
    QVERIFY2(agree, (std::to_string(rows) + " x " + std::to_string(cols)).c_str());
}

// A random floor: the poison floor of up to three random poison cells.
Heights randomFloor(std::mt19937& rng, int rows, int cols)
{
    Board board(rows, cols);
    const int poison = std::uniform_int_distribution(0, 3)(rng);
    for (int i = 0; i < poison; ++i)
        board.setCell({std::uniform_int_distribution(0, rows - 1)(rng), std::uniform_int_distribution(0, cols - 1)(rng)},
                      CellKind::Poison);
    return engine::poisonFloor(board);
}

// The analysis of the start of a rows x cols board poisoned at (0, 0), outcomes only.
engine::Analysis outcomesOfPlainBoard(int rows, int cols)
{
    Board setup = chompRules().emptyBoard(rows, cols);
    setup.setCell({0, 0}, CellKind::Poison);
    engine::SolveContext outcomes;
    outcomes.outcomesOnly = true;
    return chompRules().createSolver(setup)->analyse(setup, outcomes);
}

} // namespace

class TestChompOutcomes : public QObject {
    Q_OBJECT

private slots:
    void everyFloorOfSmallBoardsAgrees()
    {
        // Every poison placement of every board up to 6 x 6 (placements with the
        // same floor are the same game), every staircase of each.
        const int side = testsupport::slowdown() > 1 ? 5 : 6;
        for (int rows = 1; rows <= side; ++rows)
            for (int cols = 1; cols <= side; ++cols)
                for (const Heights& floor : testsupport::allPoisonFloors(rows, cols)) {
                    expectOutcomesAgree(rows, cols, floor);
                    if (QTest::currentTestFailed())
                        return;
                }
    }

    void boardsUpToEightAndRandomUpToTwelveAgree()
    {
        std::mt19937 rng(20261127);
        for (int rows = 1; rows <= 8; ++rows)
            for (int cols = 1; cols <= 8; ++cols) {
                expectOutcomesAgree(rows, cols, randomFloor(rng, rows, cols));
                if (QTest::currentTestFailed())
                    return;
            }
        for (int trial = 0; trial < testsupport::trials(24); ++trial) {
            const int rows = std::uniform_int_distribution(9, 12)(rng);
            const int cols = std::uniform_int_distribution(9, 12)(rng);
            expectOutcomesAgree(rows, cols, randomFloor(rng, rows, cols));
            if (QTest::currentTestFailed())
                return;
        }
    }

    void longRunsAcrossWordsAgree()
    {
        // Tall boards: a run (the last column's heights) of up to 51 bits spans two words.
        std::mt19937 rng(42);
        for (const auto& [rows, cols] : {std::pair{50, 2}, {50, 3}, {47, 4}, {33, 5}, {2, 50}}) {
            expectOutcomesAgree(rows, cols, Heights(static_cast<std::size_t>(cols), 0));
            expectOutcomesAgree(rows, cols, randomFloor(rng, rows, cols));
            if (QTest::currentTestFailed())
                return;
        }
    }

    void solverAnswersOutcomesWithoutRemoteness()
    {
        Board setup = chompRules().exampleBoard(); // poison at (0,0), (2,1), (0,5)
        auto solver = chompRules().createSolver(setup);
        engine::SolveContext outcomes;
        outcomes.outcomesOnly = true;
        const engine::Analysis quick = solver->analyse(setup, outcomes);
        QVERIFY(!quick.remoteness.has_value());
        const engine::Analysis full = solver->analyse(setup, {});
        QVERIFY(full.remoteness.has_value());
        QCOMPARE(quick.outcome, full.outcome);
        QCOMPARE(quick.moves.size(), full.moves.size());
        for (std::size_t i = 0; i < quick.moves.size(); ++i) {
            QCOMPARE(quick.moves[i].move, full.moves[i].move);
            QCOMPARE(quick.moves[i].resultOutcome, full.moves[i].resultOutcome);
            QVERIFY(!quick.moves[i].resultRemoteness.has_value());
        }
        // Once the remoteness is there, an outcomes-only question gets it too.
        QVERIFY(solver->analyse(setup, outcomes).remoteness.has_value());
    }

    void outcomeBuildStopsAndResumes()
    {
        Board setup = chompRules().emptyBoard(13, 13);
        setup.setCell({0, 0}, CellKind::Poison);
        auto solver = chompRules().createSolver(setup);
        engine::SolveContext stopped = testsupport::alreadyStopped();
        stopped.outcomesOnly = true;
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver->analyse(setup, stopped));
        std::vector<double> progress;
        engine::SolveContext outcomes = testsupport::recordingProgress(progress);
        outcomes.outcomesOnly = true;
        engine::Analysis analysis;
        QVERIFY_THROWS_NO_EXCEPTION(analysis = solver->analyse(setup, outcomes));
        QCOMPARE(analysis.winningMoves(), std::vector<Move>{Move::at({1, 1})});
        QVERIFY(progress.size() > 10 && std::is_sorted(progress.begin(), progress.end()));
    }

    void squaresAreWonOnlyByTheDiagonalBite()
    {
        // Published (and proved by mirror play): the one winning first bite of an
        // n x n board is (1, 1). Up to 14 x 14, past the old table's reach in time.
        const int largest = testsupport::slowdown() > 1 ? 11 : 14;
        for (int n = 2; n <= largest; ++n)
            QCOMPARE(outcomesOfPlainBoard(n, n).winningMoves(), std::vector<Move>{Move::at({1, 1})});
    }

    void rectanglesFirstBitesAgreeWithTheTable()
    {
        // Every winning first bite of every a x b board up to 12 x 12, the bits
        // against the remoteness table; two-row boards are won only by leaving
        // the first row one longer than the second.
        const int largest = testsupport::slowdown() > 1 ? 9 : 12;
        for (int rows = 1; rows <= largest; ++rows)
            for (int cols = rows; cols <= largest; ++cols) {
                Board setup = chompRules().emptyBoard(rows, cols);
                setup.setCell({0, 0}, CellKind::Poison);
                const engine::Analysis full = chompRules().createSolver(setup)->analyse(setup, {});
                const engine::Analysis quick = outcomesOfPlainBoard(rows, cols);
                QCOMPARE(quick.winningMoves(), full.winningMoves());
                if (rows == 2)
                    QCOMPARE(quick.winningMoves(), std::vector<Move>{Move::at({1, cols - 1})});
            }
    }

    void sizeLimitsOfOutcomes()
    {
        QVERIFY(chompRules().takesSizeForOutcomes(20, 20) && chompRules().takesSizeForOutcomes(10, 42));
        QVERIFY(chompRules().takesSizeForOutcomes(18, 18) && chompRules().takesSizeForOutcomes(50, 8));
        QVERIFY(!chompRules().takesSizeForOutcomes(20, 21) && !chompRules().takesSizeForOutcomes(12, 42));
        QVERIFY(!chompRules().takesSize(16, 16) && !chompRules().takesSize(10, 42)); // the window keeps its limits
        QCOMPARE(chompRules().outcomesSizeLimitsText(),
                 std::string("1 to 50 rows and 1 to 50 columns and no more positions than a 20 x 20 board"));
        QVERIFY(!chompRules().outcomesSetupProblem(Board(10, 42)).has_value());
        QVERIFY(chompRules().setupProblem(Board(10, 42)).has_value());
        const auto problem = chompRules().outcomesSetupProblem(Board(21, 20));
        QCOMPARE(problem.value_or(""), std::string("a chomp board has 1 to 50 rows and 1 to 50 columns and no more "
                                                   "positions than a 20 x 20 board, not 21 x 20"));
        // The board format (in --help) states the same square.
        const std::string side = std::to_string(chompRules().sizeLimits().outcomesSquareSide);
        const std::string_view board = engine::findGameText("chomp")->formats().board;
        QVERIFY(board.find("no more positions than a " + side + " x " + side + " board") != std::string_view::npos);
        QVERIFY(ChompTable::takesOutcomes(20, 20) && !ChompTable::takesOutcomes(20, 21));
        QVERIFY(!ChompTable::takesRemoteness(16, 16) && ChompTable::takesRemoteness(15, 15));
    }

    void runParentsKeepOffsetsPast32Bits()
    {
        // An 18 x 18 table: raising column 0 from height 0 to h moves the rank by
        // binomial(17 + h, 18), past 2^32 for h = 18; such a list is not kept
        // as 32-bit offsets.
        const int rows = 18;
        const int cols = 18;
        std::vector<std::uint64_t> terms(static_cast<std::size_t>(cols * (rows + 1)));
        const auto binomial = [](int n, int k) {
            if (k < 0 || k > n)
                return std::uint64_t{0};
            std::uint64_t result = 1;
            for (int i = 1; i <= std::min(k, n - k); ++i)
                result = result * static_cast<std::uint64_t>(n - std::min(k, n - k) + i) / static_cast<std::uint64_t>(i);
            return result;
        };
        for (int c = 0; c < cols; ++c)
            for (int v = 0; v <= rows; ++v)
                terms[static_cast<std::size_t>(c * (rows + 1) + v)] = binomial(cols - 1 - c + v, cols - c);
        engine::RunParents parents(rows, cols, terms.data());
        for (int pass = 0; pass < 2; ++pass) { // the first builds the list, the second reads it
            std::vector<std::uint64_t> offsets;
            const engine::SolveContext unstopped;
            engine::WorkMeter meter(unstopped, {});
            parents.forEach(0, 0, 0, rows, meter, [&offsets](std::uint64_t offset) { offsets.push_back(offset); });
            QCOMPARE(offsets.size(), std::size_t{18});
            QCOMPARE(meter.done(), std::uint64_t{18}); // every parent counted as work
            QCOMPARE(offsets.back(), binomial(35, 18));
            QVERIFY(offsets.back() > std::numeric_limits<std::uint32_t>::max());
        }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_outcomes, TestChompOutcomes)
#include "test_chomp_outcomes.moc"
