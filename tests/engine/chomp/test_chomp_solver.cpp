#include "TestRegistry.h"
#include "chomp/ChompBruteForce.h"
#include "chomp/ChompTestSupport.h"

#include "engine/GameModules.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include "BruteForceChecks.h"
#include "MoveCells.h"
#include "SolverChecks.h"
#include "SolveContexts.h"
#include "TestSlowdown.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>
#include <string>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;

namespace {

const engine::Game& chomp()
{
    return *engine::findGame("chomp");
}

// Compares everything the solver says about `position` with the brute force.
void compareWithBruteForce(engine::Solver& solver, const Board& position)
{
    const auto analysis = solver.analyse(position, {});
    ChompBruteForce brute(position);
    testsupport::expectAnalysisAgrees(analysis, brute.solve());
    QCOMPARE(cellsOf(analysis.winningMoves()), brute.winningMoves());
    QCOMPARE(cellsOf(chomp().legalMoves(position)), brute.legalMoves());
    QCOMPARE(analysis.moves.size(), brute.legalMoves().size());
    for (const engine::MoveVerdict& verdict : analysis.moves)
        testsupport::expectVerdictAgrees(verdict, brute.resultAfter(static_cast<int>(verdict.move.topLeft.row),
                                                                    static_cast<int>(verdict.move.topLeft.col)));
}

} // namespace

class TestChompSolver : public QObject {
    Q_OBJECT

private slots:
    void publishedSample()
    {
        // src/games/chomp/RULES.md: 2 x 2 with poison at (0,0): First wins by (1,1), leaving staircase [2,1].
        Board setup = chomp().emptyBoard(2, 2);
        setup.setCell({0, 0}, CellKind::Poison);
        QVERIFY(!chomp().setupProblem(setup).has_value());
        auto solver = chomp().createSolver(setup);
        const auto analysis = solver->analyse(setup, {});
        QCOMPARE(analysis.outcome, engine::Outcome::Win);
        QCOMPARE(analysis.winningMoves(), std::vector<Move>{Move::at({1, 1})});
        const Board after = chomp().play(setup, Move::at({1, 1}));
        QCOMPARE(engine::staircaseOf(after), (engine::Heights{2, 1}));
        QCOMPARE(solver->analyse(after, {}).outcome, engine::Outcome::Loss);
    }

    void classicSquareIsMirrorWin()
    {
        // Classic n x n chomp: the only winning first move is (1,1); the L that remains
        // lasts 2(n-1) more moves under mirror play.
        for (int n = 2; n <= 9; ++n) {
            Board setup = chomp().emptyBoard(n, n);
            setup.setCell({0, 0}, CellKind::Poison);
            auto solver = chomp().createSolver(setup);
            const auto analysis = solver->analyse(setup, {});
            QCOMPARE(analysis.winningMoves(), std::vector<Move>{Move::at({1, 1})});
            QCOMPARE(analysis.remoteness.value(), 2 * (n - 1) + 1);
        }
    }

    void randomBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(20261122);
        int positions = 0;
        for (int trial = 0; trial < 3000; ++trial) {
            const Board setup = testsupport::randomChompSetup(rng, 6, 6, 3);
            QVERIFY(!chomp().setupProblem(setup).has_value());
            auto solver = chomp().createSolver(setup);
            QVERIFY_THROWS_NO_EXCEPTION(solver->prepare({})); // the Grundy values too
            Board position = setup;
            // The start, then a random line of play, all with the one solver.
            for (;;) {
                compareWithBruteForce(*solver, position);
                if (QTest::currentTestFailed())
                    return;
                ++positions;
                const auto moves = chomp().legalMoves(position);
                if (moves.empty() || rng() % 4 == 0)
                    break;
                position = chomp().play(position, moves[rng() % moves.size()]);
            }
        }
        QVERIFY(positions > 5000);
    }

    void wideAndTallBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(7);
        for (int trial = 0; trial < 200; ++trial) {
            const bool wide = trial % 2 == 0;
            Board setup = testsupport::randomChompSetup(rng, wide ? 3 : 18, wide ? 18 : 3, 4);
            auto solver = chomp().createSolver(setup);
            QVERIFY_THROWS_NO_EXCEPTION(solver->prepare({}));
            compareWithBruteForce(*solver, setup);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void stoppedAnalysisThrowsThenResumes()
    {
        Board setup = chomp().emptyBoard(12, 12);
        setup.setCell({3, 0}, CellKind::Poison);
        auto solver = chomp().createSolver(setup);
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver->analyse(setup, testsupport::alreadyStopped()));
        std::vector<double> progress;
        engine::Analysis analysis;
        QVERIFY_THROWS_NO_EXCEPTION(analysis = solver->analyse(setup, testsupport::recordingProgress(progress)));
        QCOMPARE(analysis.outcome, engine::Outcome::Win);
        QVERIFY(progress.size() > 10);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() >= 0.0 && progress.back() <= 1.0 && progress.back() > 0.9);
    }

    void theVerdictWaitsForNoGrundyValues()
    {
        // 12 x 12 as in src/games/chomp/RULES.md, with the poison at (3,0): analyse() gives the
        // verdict, remoteness and every move's verdict without a Grundy pass;
        // prepare() adds the Grundy values, which agree with the verdicts.
        Board setup = chomp().emptyBoard(12, 12);
        setup.setCell({3, 0}, CellKind::Poison);
        auto solver = chomp().createSolver(setup);
        QVERIFY(solver->defersGrundyValues());
        const auto verdict = solver->analyse(setup, {});
        QVERIFY(!verdict.grundy.has_value());
        QCOMPARE(verdict.outcome, engine::Outcome::Win);
        QCOMPARE(verdict.remoteness.value(), 79);
        QCOMPARE(verdict.winningMoves(), std::vector<Move>{Move::at({5, 5})});
        QCOMPARE(verdict.moves.size(), chomp().legalMoves(setup).size());
        for (const engine::MoveVerdict& move : verdict.moves) {
            QVERIFY(!move.resultGrundy.has_value());
            QVERIFY(move.resultRemoteness.has_value());
        }

        std::vector<double> progress;
        QVERIFY_THROWS_NO_EXCEPTION(solver->prepare(testsupport::recordingProgress(progress)));
        QVERIFY(!progress.empty() && std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() >= 0.1 && progress.back() <= 1.0 && progress.back() > 0.9);
        const auto full = solver->analyse(setup, {});
        QCOMPARE(full.grundy.value(), engine::Nimber{87});
        std::vector<engine::Nimber> childValues;
        for (std::size_t i = 0; i < full.moves.size(); ++i) {
            const engine::MoveVerdict& move = full.moves[i];
            QCOMPARE(move.move, verdict.moves[i].move);
            QCOMPARE(move.resultOutcome, verdict.moves[i].resultOutcome);
            QCOMPARE(move.resultRemoteness, verdict.moves[i].resultRemoteness);
            QCOMPARE(engine::outcomeOfGrundy(move.resultGrundy.value()), move.resultOutcome);
            childValues.push_back(*move.resultGrundy);
        }
        QCOMPARE(*full.grundy, engine::mex(childValues));
        QCOMPARE(full.remoteness, verdict.remoteness);
    }

    void stopDuringBuildIsHonoured()
    {
        Board setup = chomp().emptyBoard(14, 14);
        setup.setCell({0, 0}, CellKind::Poison);
        testsupport::expectStopsAtReport(*chomp().createSolver(setup), setup, 3);
    }

    void grundyOnlyWhereTheTableAllows()
    {
        Board setup = chomp().emptyBoard(13, 13);
        setup.setCell({0, 0}, CellKind::Poison);
        QVERIFY(engine::staircaseCount(13, 13) > engine::ChompTable::kMaxGrundyStates);
        auto solver = chomp().createSolver(setup);
        QVERIFY(!solver->defersGrundyValues());
        QVERIFY_THROWS_NO_EXCEPTION(solver->prepare({}));
        const auto analysis = solver->analyse(setup, {});
        QVERIFY(!analysis.grundy.has_value());
        QCOMPARE(analysis.remoteness.value(), 25);
        QCOMPARE(analysis.winningMoves(), std::vector<Move>{Move::at({1, 1})});
    }

    void boardsAtTheSizeLimitsAreRight()
    {
        // Checked against what is known independently of any table: 2-row chomp
        // is won only by leaving the first row one longer than the second, a
        // board and its transpose are the same game, and a square is won only by
        // (1,1) with mirror play lasting 2(n-1) more bites.
        QVERIFY(chomp().takesSize(15, 15) && chomp().takesSize(5, 50) && chomp().takesSize(50, 2));
        QVERIFY(!chomp().takesSize(16, 16) && !chomp().takesSize(6, 42));
        auto solved = [](engine::Coord rows, engine::Coord cols) {
            Board setup = chomp().emptyBoard(rows, cols);
            setup.setCell({0, 0}, CellKind::Poison);
            return chomp().createSolver(setup)->analyse(setup, {});
        };
        QCOMPARE(solved(2, 50).winningMoves(), std::vector<Move>{Move::at({1, 49})});
        QCOMPARE(solved(50, 2).winningMoves(), std::vector<Move>{Move::at({49, 1})});
        const engine::Analysis wide = solved(5, 50);
        const engine::Analysis tall = solved(50, 5);
        QCOMPARE(wide.outcome, engine::Outcome::Win);
        QCOMPARE(tall.outcome, wide.outcome);
        QCOMPARE(tall.remoteness, wide.remoteness);
        std::set<std::pair<int, int>> transposed;
        for (const auto& [row, col] : cellsOf(tall.winningMoves()))
            transposed.insert({col, row});
        QCOMPARE(cellsOf(wide.winningMoves()), transposed);
        if (testsupport::slowdown() > 1)
            return; // 155 million positions: the Release stage's job
        const engine::Analysis square = solved(15, 15);
        QCOMPARE(square.winningMoves(), std::vector<Move>{Move::at({1, 1})});
        QCOMPARE(square.remoteness.value(), 2 * 14 + 1);
    }

    void cellLimitIsChecked()
    {
        QVERIFY(chomp().setupProblem(Board(6, 42)).has_value());
        QVERIFY(!chomp().setupProblem(Board(5, 50)).has_value());
    }

    void staircaseShapeErrors()
    {
        Board board(3, 3);
        board.setCell({0, 2}, CellKind::Eaten); // row 1 of column 2 is still there below it
        const auto problem = engine::staircaseProblem(board);
        QVERIFY(problem.has_value());
        QVERIFY(problem->find("below an eaten cell") != std::string::npos);
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)engine::staircaseOf(board));

        Board rising(3, 3);
        rising.setCell({2, 0}, CellKind::Eaten);
        QVERIFY(engine::staircaseProblem(rising).value_or("").find("taller") != std::string::npos);

        QVERIFY(!engine::staircaseProblem(Board(3, 2)));
        QCOMPARE(engine::staircaseOf(Board(3, 2)), (engine::Heights{3, 3}));
    }

    void poisonFloorCoversEveryPoison()
    {
        Board board(5, 4);
        board.setCell({3, 2}, CellKind::Poison);
        board.setCell({1, 3}, CellKind::Poison);
        QCOMPARE(engine::poisonFloor(board), (engine::Heights{4, 4, 4, 2}));
    }

    void playEatsTheQuadrantButNeverPoison()
    {
        Board setup = chomp().exampleBoard();
        QVERIFY(!chomp().setupProblem(setup).has_value());
        QVERIFY(chomp().isLegal(setup, Move::at({3, 1})));
        QVERIFY(!chomp().isLegal(setup, Move::at({2, 1}))); // poison itself
        QVERIFY(!chomp().isLegal(setup, Move::at({1, 0}))); // would eat (2,1)
        const Board after = chomp().play(setup, Move::at({3, 1}));
        QCOMPARE(after.countOf(CellKind::Eaten), std::size_t{5 * 7});
        QCOMPARE(after.cellAt({3, 0}), CellKind::Empty);
        QCOMPARE(after.cellAt({7, 7}), CellKind::Eaten);
        QVERIFY(!chomp().isLegal(after, Move::at({4, 4})));
    }

    void playRefusesEveryIllegalBite()
    {
        const Board setup = chomp().exampleBoard(); // poison at (0,0), (2,1), (0,5)
        const Board after = chomp().play(setup, Move::at({3, 1}));
        Board notStaircase = setup;
        notStaircase.setCell({0, 7}, CellKind::Eaten); // (1,7) still there below it
        const struct {
            const Board* position;
            Move move;
            const char* words;
        } refused[] = {
            {&setup, Move::at({0, 0}), "is poison"},
            {&setup, Move::at({1, 0}), "would eat the poison at (2, 1)"},
            {&setup, Move::at({8, 0}), "not on the board"},
            {&setup, Move::at({0, -1}), "not on the board"},
            {&setup, Move{{3, 3}, {4, 4}}, "one cell"},
            {&after, Move::at({4, 4}), "already been eaten"},
            {&notStaircase, Move::at({5, 5}), "not a legal move here"},
        };
        for (const auto& bite : refused) {
            QVERIFY(!chomp().isLegal(*bite.position, bite.move));
            try {
                (void)chomp().play(*bite.position, bite.move);
                QFAIL("an illegal bite was played");
            } catch (const engine::InvalidArgument& error) {
                QVERIFY2(std::string(error.what()).find(bite.words) != std::string::npos, error.what());
            }
        }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_solver, TestChompSolver)
#include "test_chomp_solver.moc"
