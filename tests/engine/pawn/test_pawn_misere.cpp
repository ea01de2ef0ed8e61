#include "TestRegistry.h"
#include "PawnSolverChecks.h"
#include "RandomTrials.h"

#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnSolver.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>

using engine::Analysis;
using engine::Board;
using engine::Cell;
using engine::Coord;
using engine::Move;
using engine::Outcome;
using engine::PawnGame;
using engine::PawnSolver;
using engine::PlayRule;

// Pawn under the misère rule (the player who makes the last move loses): the
// misère sweep and exact table of PawnSolver against a plain brute force, the
// generic misère search over whole positions, and far positions of the 10^9
// board whose verdicts follow from reasoning.
namespace pawnmisere {

using pawntests::RandomSetup;
using pawntests::XY;
using pawntests::boardOf;
using pawntests::randomSetup;
using pawntests::xyOf;

const PawnGame& game()
{
    return engine::rulesOf<PawnGame>();
}

constexpr Coord kFar = PawnGame::kMaxCoord;

// Misère losses of a board without impassable cells: like misère nim with two
// heaps, (1, 0), (0, 1) and the diagonal from (2, 2).
bool losesWithoutObstacles(Coord x, Coord y)
{
    return (x == y && x >= 2) || (x + y == 1);
}

// Misère losses of a board whose one impassable cell is (0, r), r >= 3: above
// row r as without obstacles; (r, r) still loses; (0, r + 1) has no move at all
// (a win), so row r + 1 loses at (r + 1, r + 1), the first free column after
// it; (0, r + 2) can move up onto that dead end and loses; below, every row's
// first free column is one left of the diagonal. (Normal play shifts one row
// earlier: (0, r + 1) loses there.)
bool losesWithWallAt(Coord r, Coord x, Coord y)
{
    if (y < r)
        return losesWithoutObstacles(x, y);
    if (y <= r + 1)
        return x == y;
    if (y == r + 2)
        return x == 0;
    return x == y - 1;
}

class TestPawnMisere : public QObject {
    Q_OBJECT

private slots:
    void everyCellOfSmallBoardsAgreesWithBruteForce()
    {
        const auto counts = pawntests::compareRandomBoards(
            20261127, testsupport::trials(3000), PlayRule::Misere,
            [](std::mt19937& rng, int trial) { return randomSetup(rng, 1, 12, 0.45, trial % 3 == 0); });
        QVERIFY(counts.cells > testsupport::trials(100'000));
        QVERIFY(counts.losses > testsupport::trials(15'000) && counts.losses < counts.cells / 2);
        QVERIFY(counts.deadEnds > testsupport::trials(10'000)); // obstacles make many dead ends
    }

    void everyCellOfWiderBoardsAgreesWithBruteForce()
    {
        // Few impassable cells, so long obstacle-free runs of rows exercise the
        // diagonal fill after rows with dead ends.
        const auto counts = pawntests::compareRandomBoards(4127, testsupport::trials(120), PlayRule::Misere,
                                                           [](std::mt19937& rng, int trial) {
                                                               return randomSetup(rng, 30, 64,
                                                                                  trial % 2 == 0 ? 0.02 : 0.12,
                                                                                  trial % 4 == 1);
                                                           });
        QVERIFY(counts.cells > testsupport::trials(50'000));
    }

    void positionsAgreeWithBruteForce()
    {
        const auto counts = pawntests::walkRandomGames(77, testsupport::trials(2000), PlayRule::Misere);
        QVERIFY(counts.positions > testsupport::trials(3000));
        QVERIFY(counts.withoutMoves > testsupport::trials(100));
    }

    void remotenessOnAWiderBoard()
    {
        pawntests::compareExactValues(2611, PlayRule::Misere);
    }

    // The base class's route: the generic misère search over whole positions
    // (misere::MisereSolver over WholeBoardParts), which knows nothing of sweeps.
    void genericSearchAgrees()
    {
        int compared = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(5, testsupport::trials(300))) {
            const RandomSetup setup = randomSetup(rng, 1, 7, 0.3, trial % 2 == 0);
            const auto generic = game().Game::createMisereSolver(setup.board);
            PawnSolver sweep(setup.board, PlayRule::Misere);
            const Analysis expected = generic->analyse(setup.board, {});
            const Analysis analysis = sweep.analyse(setup.board, {});
            QVERIFY(expected.known());
            QCOMPARE(expected.rule, PlayRule::Misere);
            QCOMPARE(analysis.outcome, expected.outcome);
            QCOMPARE(analysis.normalOutcome, expected.normalOutcome);
            QCOMPARE(analysis.moves.size(), expected.moves.size());
            for (std::size_t i = 0; i < analysis.moves.size(); ++i) {
                QCOMPARE(analysis.moves[i].move, expected.moves[i].move);
                QCOMPARE(analysis.moves[i].resultOutcome, expected.moves[i].resultOutcome);
                if (expected.moves[i].resultRemoteness)
                    QCOMPARE(analysis.moves[i].resultRemoteness, expected.moves[i].resultRemoteness);
            }
            if (expected.remoteness) {
                QCOMPARE(analysis.remoteness, expected.remoteness);
                ++compared;
            }
        }
        QVERIFY(compared > testsupport::trials(250));
    }

    // Without impassable cells the misère losses are (1, 0), (0, 1) and the
    // diagonal from (2, 2), all the way to 10^9: the sweep is exact everywhere.
    void farPositionsWithoutObstacles()
    {
        PawnSolver solver(boardOf({}, {kFar, kFar}), PlayRule::Misere);
        solver.prepare({});
        const auto map = solver.map();
        std::mt19937_64 rng(31);
        const auto coordinate = [&rng](Coord low, Coord high) {
            return std::uniform_int_distribution<Coord>(low, high)(rng);
        };
        for (int i = 0; i < 2000; ++i) {
            const Coord x = i < 64 ? i / 8 : coordinate(0, kFar);
            const Coord y = i < 64 ? i % 8 : (i % 3 == 0 ? x + coordinate(-2, 2) : coordinate(0, kFar));
            if (y < 0 || y > kFar)
                continue;
            QCOMPARE(map->isLosing({y, x}), losesWithoutObstacles(x, y));
        }
        QCOMPARE(map->winningDestinations({kFar, kFar - 7}), (std::vector<Cell>{{kFar - 7, kFar - 7}}));
        QCOMPARE(map->winningDestinations({1, 900'000'000}), (std::vector<Cell>{{1, 0}}));

        // The far corner: a loss, remoteness beyond the exact table, never guessed.
        const auto far = solver.analyse(boardOf({}, {kFar, kFar}), {});
        QCOMPARE(far.rule, PlayRule::Misere);
        QCOMPARE(far.outcome, Outcome::Loss);
        QCOMPARE(far.normalOutcome, Outcome::Loss);
        QVERIFY(far.known());
        QVERIFY(!far.grundy.has_value() && !far.normalGrundy.has_value() && !far.remoteness.has_value());
        QVERIFY(far.winningMoves().empty());
        QCOMPARE(far.legalMoveCount(), std::int64_t{2'000'000'000});
        QCOMPARE(far.stallingMove.value(), Move::at({kFar - 1, kFar})); // one cell up
        // (5000, 0) wins only by moving to (1, 0), far outside the nearest 2048 listed.
        const auto row = solver.analysePawnAt({0, 5000}, {});
        QCOMPARE(row.outcome, Outcome::Win);
        QCOMPARE(row.normalOutcome, Outcome::Win);
        QCOMPARE(xyOf(row.winningMoves()), (std::vector<XY>{{1, 0}}));
        QCOMPARE(row.legalMoveCount(), std::int64_t{5000});
        QCOMPARE(row.moves.size(), std::size_t(PawnGame::kNearMoves + 1));
        // The corner has no move: a misère win of remoteness 0 (a loss in normal play).
        const auto corner = solver.analysePawnAt({0, 0}, {});
        QCOMPARE(corner.outcome, Outcome::Win);
        QCOMPARE(corner.remoteness.value(), 0);
        QCOMPARE(corner.normalOutcome, Outcome::Loss);
        QCOMPARE(corner.normalGrundy.value(), 0u);
        QVERIFY(corner.moves.empty());
    }

    // One impassable cell at (0, r) bends the misère diagonal one row later than
    // the normal one (losesWithWallAt): checked against the brute force for
    // small r, then at r = 5 * 10^8 as far as the board goes.
    void farPositionsBelowAWall()
    {
        for (int r = 3; r < 12; ++r) {
            PawnBruteForce brute(std::set<XY>{{0, r}});
            for (int y = 0; y < 40; ++y)
                for (int x = 0; x < 40; ++x)
                    if (!brute.isImpassable(x, y))
                        QCOMPARE(!brute.solve(x, y).misereWin, losesWithWallAt(r, x, y));
        }
        const Coord r = 500'000'000;
        const std::set<XY> wall{{0, static_cast<int>(r)}};
        PawnSolver solver(boardOf(wall, {static_cast<int>(kFar), static_cast<int>(kFar)}), PlayRule::Misere);
        solver.prepare({});
        const auto map = solver.map();
        std::mt19937_64 rng(37);
        for (int i = 0; i < 16; ++i) // the corner, above the wall
            QCOMPARE(map->isLosing({i / 4, i % 4}), losesWithWallAt(r, i % 4, i / 4));
        for (int i = 0; i < 3000; ++i) {
            const Coord y = i < 100 ? r - 3 + i / 20 : std::uniform_int_distribution<Coord>(0, kFar)(rng);
            const Coord x = i < 100 ? (i % 20 < 10 ? i % 20 : y - 15 + i % 20)
                                    : std::max<Coord>(0, y + std::uniform_int_distribution<Coord>(-3, 1)(rng));
            if (x < 0 || x > kFar || (x == 0 && y == r))
                continue;
            QCOMPARE(map->isLosing({y, x}), losesWithWallAt(r, x, y));
        }
        const auto deadEnd = solver.analysePawnAt({r + 1, 0}, {});
        QCOMPARE(deadEnd.outcome, Outcome::Win);
        QVERIFY(deadEnd.moves.empty());
        const auto below = solver.analysePawnAt({r + 2, 0}, {});
        QCOMPARE(below.outcome, Outcome::Loss);
        QCOMPARE(below.normalOutcome, Outcome::Win); // normal play: up to the loss at (0, r + 1)
        const auto far = solver.analysePawnAt({kFar, kFar}, {});
        QCOMPARE(far.outcome, Outcome::Win);
        // Row 10^9 loses one left of the diagonal; column 10^9 holds no loss above it.
        QCOMPARE(xyOf(far.winningMoves()), (std::vector<XY>{{static_cast<int>(kFar - 1), static_cast<int>(kFar)}}));
        QCOMPARE(far.normalOutcome, Outcome::Win);
        // Column r + 1 loses only at (r + 1, r + 1), 5 * 10^8 cells above the
        // bottom row: the column sweep's answer.
        const auto up = solver.analysePawnAt({kFar, r + 1}, {});
        QCOMPARE(up.outcome, Outcome::Win);
        QCOMPARE(up.winningMoves(), (std::vector<Move>{Move::at({r + 1, r + 1})}));
        QVERIFY(!up.listsEveryMove());
    }
};

} // namespace pawnmisere

GRUNDYGRID_TEST_APPLESS_MAIN(test_pawn_misere, pawnmisere::TestPawnMisere)
#include "test_pawn_misere.moc"
