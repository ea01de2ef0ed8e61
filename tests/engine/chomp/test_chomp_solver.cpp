#include "chomp/ChompBruteForce.h"

#include "engine/GameModules.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include "BruteForceChecks.h"
#include "MoveCells.h"
#include "SolverChecks.h"

#include <QTest>

#include <random>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;

namespace {

const engine::Game& chomp()
{
    return *engine::findGame("chomp");
}

Board randomSetup(std::mt19937& rng, int maxRows, int maxCols, int maxPoison)
{
    const int rows = std::uniform_int_distribution(1, maxRows)(rng);
    const int cols = std::uniform_int_distribution(1, maxCols)(rng);
    Board board = chomp().emptyBoard(rows, cols);
    const int poison = std::uniform_int_distribution(0, maxPoison)(rng);
    for (int i = 0; i < poison; ++i)
        board.setCell({std::uniform_int_distribution(0, rows - 1)(rng), std::uniform_int_distribution(0, cols - 1)(rng)},
                      CellKind::Poison);
    return board;
}

// Compares everything the solver says about `position` with the brute force.
void compareWithBruteForce(engine::Solver& solver, const Board& position)
{
    const auto analysis = solver.analyse(position, {});
    QVERIFY(analysis.has_value());
    ChompBruteForce brute(position);
    testsupport::expectAnalysisAgrees(*analysis, brute.solve());
    QCOMPARE(cellsOf(analysis->winningMoves()), brute.winningMoves());
    QCOMPARE(cellsOf(chomp().legalMoves(position)), brute.legalMoves());
    QCOMPARE(analysis->moves.size(), brute.legalMoves().size());
    for (const engine::MoveVerdict& verdict : analysis->moves)
        testsupport::expectVerdictAgrees(verdict, brute.resultAfter(static_cast<int>(verdict.move.topLeft.row),
                                                                    static_cast<int>(verdict.move.topLeft.col)));
}

} // namespace

class TestChompSolver : public QObject {
    Q_OBJECT

private slots:
    void publishedSample()
    {
        // GAMES.md: 2 x 2 with poison at (0,0): First wins by (1,1), leaving staircase [2,1].
        Board setup = chomp().emptyBoard(2, 2);
        setup.setCell({0, 0}, CellKind::Poison);
        QVERIFY(!chomp().setupProblem(setup).has_value());
        auto solver = chomp().createSolver(setup);
        const auto analysis = solver->analyse(setup, {});
        QVERIFY(analysis);
        QCOMPARE(analysis->outcome, engine::Outcome::Win);
        QCOMPARE(analysis->winningMoves(), std::vector<Move>{Move::at({1, 1})});
        const Board after = chomp().play(setup, Move::at({1, 1}));
        QCOMPARE(engine::staircaseOf(after), (engine::Heights{2, 1}));
        QCOMPARE(solver->analyse(after, {})->outcome, engine::Outcome::Loss);
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
            QCOMPARE(analysis->winningMoves(), std::vector<Move>{Move::at({1, 1})});
            QCOMPARE(analysis->remoteness.value(), 2 * (n - 1) + 1);
        }
    }

    void randomBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(20261122);
        int positions = 0;
        for (int trial = 0; trial < 3000; ++trial) {
            const Board setup = randomSetup(rng, 6, 6, 3);
            QVERIFY(!chomp().setupProblem(setup).has_value());
            auto solver = chomp().createSolver(setup);
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
            Board setup = randomSetup(rng, wide ? 3 : 18, wide ? 18 : 3, 4);
            auto solver = chomp().createSolver(setup);
            compareWithBruteForce(*solver, setup);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void stoppedAnalysisReturnsNothingThenResumes()
    {
        Board setup = chomp().emptyBoard(12, 12);
        setup.setCell({3, 0}, CellKind::Poison);
        auto solver = chomp().createSolver(setup);
        QVERIFY(!solver->analyse(setup, testsupport::alreadyStopped()).has_value());
        std::vector<double> progress;
        const auto analysis = solver->analyse(setup, testsupport::recordingProgress(progress));
        QVERIFY(analysis.has_value());
        QCOMPARE(analysis->outcome, engine::Outcome::Win);
        QVERIFY(progress.size() > 10);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() >= 0.0 && progress.back() <= 1.0 && progress.back() > 0.9);
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
        const auto analysis = solver->analyse(setup, {});
        QVERIFY(!analysis->grundy.has_value());
        QCOMPARE(analysis->remoteness.value(), 25);
        QCOMPARE(analysis->winningMoves(), std::vector<Move>{Move::at({1, 1})});
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
};

QTEST_APPLESS_MAIN(TestChompSolver)
#include "test_chomp_solver.moc"
