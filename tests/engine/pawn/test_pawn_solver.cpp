#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "PawnSolverChecks.h"
#include "RandomTrials.h"

#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnSolver.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;
using engine::Outcome;
using engine::PawnGame;
using engine::PawnSolver;

namespace {

using engine::PlayRule;
using pawntests::XY;
using pawntests::boardOf;
using pawntests::randomSetup;
using pawntests::xyOf;

const PawnGame kPawnGame;

} // namespace

class TestPawnSolver : public QObject {
    Q_OBJECT

private slots:
    void everyCellOfSmallBoardsAgreesWithBruteForce()
    {
        const auto counts = pawntests::compareRandomBoards(
            20260301, testsupport::trials(3000), PlayRule::Normal,
            [](std::mt19937& rng, int trial) { return randomSetup(rng, 1, 12, 0.45, trial % 3 == 0); });
        QVERIFY(counts.cells > testsupport::trials(100'000));
        QVERIFY(counts.losses > testsupport::trials(15'000) && counts.losses < counts.cells / 2);
    }

    void everyCellOfWiderBoardsAgreesWithBruteForce()
    {
        // Few impassable cells, so long obstacle-free runs of rows exercise the diagonal fill.
        const auto counts = pawntests::compareRandomBoards(41, testsupport::trials(120), PlayRule::Normal,
                                                           [](std::mt19937& rng, int trial) {
                                                               return randomSetup(rng, 30, 64,
                                                                                  trial % 2 == 0 ? 0.02 : 0.12,
                                                                                  trial % 4 == 1);
                                                           });
        QVERIFY(counts.cells > testsupport::trials(50'000));
    }

    void midGamePositionsAgreeWithBruteForce()
    {
        const auto counts = pawntests::walkRandomGames(7, testsupport::trials(3000), PlayRule::Normal);
        QVERIFY(counts.positions > testsupport::trials(5000));
        QVERIFY(counts.severalWinning > testsupport::trials(100));
    }

    void exactValuesOnAWiderBoard()
    {
        pawntests::compareExactValues(99, PlayRule::Normal);
    }

    void obstacleFreeBoardLosesOnTheDiagonal()
    {
        PawnSolver solver(boardOf({}, {1'000'000'000, 1'000'000'000}));
        QVERIFY_THROWS_NO_EXCEPTION(solver.prepare({}));
        const auto map = solver.map();
        QCOMPARE(map->segmentCount(), std::size_t{1});
        QVERIFY(map->isLosing({0, 0}));
        QVERIFY(map->isLosing({1'000'000'000, 1'000'000'000}));
        QVERIFY(!map->isLosing({999'999'999, 1'000'000'000}));
        QCOMPARE(map->winningDestinations({9, 5}), (std::vector<Cell>{{5, 5}}));
        QCOMPARE(map->winningDestinations({5, 9}), (std::vector<Cell>{{5, 5}}));
        const auto far = solver.analyse(boardOf({}, {1'000'000'000, 1'000'000'000}), {});
        QCOMPARE(far.outcome, Outcome::Loss);
        QVERIFY(!far.grundy.has_value()); // beyond the exact table: never guessed
        QVERIFY(!far.remoteness.has_value());
        QCOMPARE(far.moves.size(), std::size_t(PawnGame::kMaxListedMoves)); // the nearest 2048 each way
        QVERIFY(!far.listsEveryMove());
        QCOMPARE(far.legalMoveCount(), std::int64_t{2'000'000'000}); // every move, not the 4096 listed
        QCOMPARE(far.stallingMove.value(), Move::at({999'999'999, 1'000'000'000})); // one cell up
        // Where the exact table reaches, a one-cell step is the slowest loss of a
        // board without impassable cells, as the stalling move claims.
        const auto table = solver.analysePawnAt({600, 600}, {});
        QVERIFY(!table.stallingMove.has_value()); // remoteness is known here
        int slowest = 0;
        for (const auto& verdict : table.moves)
            slowest = std::max(slowest, verdict.resultRemoteness.value());
        QCOMPARE(table.verdictFor(Move::at({599, 600}))->resultRemoteness.value(), slowest);
        QCOMPARE(table.verdictFor(Move::at({600, 599}))->resultRemoteness.value(), slowest);
        const auto near = solver.analysePawnAt({3, 7}, {});
        QCOMPARE(near.grundy.value(), 7u ^ 3u); // Nim with two heaps
        QCOMPARE(near.remoteness.value(), 7);   // to (3, 3), which stalls 6 moves
        QCOMPARE(xyOf(near.winningMoves()), (std::vector<XY>{{3, 3}}));
    }

    void winningMovesAreAddedBeyondTheListedOnes()
    {
        // The pawn at (5000, 0) wins only by moving to (0, 0), far outside the nearest 2048.
        const Board setup = boardOf({}, {5000, 0});
        PawnSolver solver(setup);
        const auto analysis = solver.analyse(setup, {});
        QCOMPARE(analysis.outcome, Outcome::Win);
        QCOMPARE(xyOf(analysis.winningMoves()), (std::vector<XY>{{0, 0}}));
        QCOMPARE(analysis.moves.size(), std::size_t(PawnGame::kNearMoves + 1));
        QCOMPARE(analysis.moves.front().move, Move::at({0, 0}));
        QCOMPARE(analysis.moves[1].move, Move::at({0, 5000 - PawnGame::kNearMoves}));
        QCOMPARE(analysis.legalMoveCount(), std::int64_t{5000});
    }

    // Beyond kMaxListedMoves the analysis still tells every legal move: its count
    // and each move by its number, in row-major order, as the brute force walks them.
    void windowedAnalysisTellsEveryMove()
    {
        std::mt19937 rng(13);
        const auto coordinate = [&rng](int low, int high) { return std::uniform_int_distribution(low, high)(rng); };
        int windowed = 0;
        for (int round = 0; round < 24; ++round) {
            const XY pawn{coordinate(1, 9000), coordinate(1, 9000)};
            std::set<XY> impassable;
            for (int i = 0; i < 2; ++i) {
                impassable.insert({coordinate(0, pawn.first - 1), pawn.second}); // in its row, left of it
                impassable.insert({pawn.first, coordinate(0, pawn.second - 1)}); // in its column, above it
                impassable.insert({coordinate(0, 9000), coordinate(0, 9000)});
            }
            impassable.erase(pawn);
            const Board board = boardOf(impassable, pawn);
            PawnSolver solver(board);
            const auto analysis = solver.analyse(board, {});
            const std::vector<XY> expected = PawnBruteForce(impassable).moves(pawn.first, pawn.second);
            QCOMPARE(analysis.legalMoveCount(), static_cast<std::int64_t>(expected.size()));
            QCOMPARE(analysis.listsEveryMove(), expected.size() <= std::size_t(PawnGame::kMaxListedMoves));
            windowed += analysis.listsEveryMove() ? 0 : 1;
            std::vector<Move> all;
            for (std::int64_t i = 0; i < analysis.legalMoveCount(); ++i)
                all.push_back(analysis.legalMoveAt(i));
            QCOMPARE(xyOf(all), expected);
            for (const auto& verdict : analysis.moves)
                QVERIFY(std::binary_search(all.begin(), all.end(), verdict.move));
        }
        QVERIFY(windowed >= 5);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_pawn_solver, TestPawnSolver)
#include "test_pawn_solver.moc"
