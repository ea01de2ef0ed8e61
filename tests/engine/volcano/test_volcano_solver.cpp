#include "TestRegistry.h"
#include "VolcanoBruteForce.h"
#include "VolcanoTestBoards.h"

#include "engine/GameModules.h"
#include "engine/games/volcano/LavaRectangles.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoTable.h"

#include "MoveCells.h"
#include "SolverChecks.h"

#include <QTest>

#include <random>
#include <stdexcept>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;
using engine::Outcome;

namespace {

const engine::VolcanoGame kGame;

struct Counts {
    int positions = 0;
    int losses = 0;
    int withRemoteness = 0;
};

// Compares everything the solver says about `position` with the brute force.
void compareWithBruteForce(engine::Solver& solver, const Board& position, Counts& counts)
{
    const auto analysis = solver.analyse(position, {});
    VolcanoBruteForce brute(static_cast<int>(position.rows()), static_cast<int>(position.cols()));
    const std::string state = VolcanoBruteForce::stateOf(position);
    const VolcanoBruteForce::Result expected = brute.solve(state);
    QCOMPARE(analysis.outcome == Outcome::Win, expected.win);
    QCOMPARE(analysis.grundy.value(), expected.grundy);
    QCOMPARE(cellsOf(analysis.winningMoves()), brute.winningMoves(state));
    const auto legal = brute.legalMoves(state);
    QCOMPARE(analysis.moves.size(), legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const engine::MoveVerdict& verdict = analysis.moves[i];
        QCOMPARE(verdict.move, Move::at({legal[i].first, legal[i].second})); // row-major like legalMoves
        const auto after = brute.solve(brute.after(state, legal[i]));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, after.win);
        QCOMPARE(verdict.resultGrundy.value(), after.grundy);
        if (verdict.resultRemoteness)
            QCOMPARE(*verdict.resultRemoteness, after.remoteness);
    }
    if (analysis.remoteness) {
        QCOMPARE(*analysis.remoteness, expected.remoteness);
        ++counts.withRemoteness;
    } else {
        // Small positions always get their exact remoteness.
        QVERIFY(position.countOf(CellKind::Monster) > 12);
    }
    // The parts are the lava-free rectangles and their values add up.
    engine::Nimber sum = 0;
    std::size_t cells = 0;
    for (const engine::Part& part : analysis.parts) {
        sum ^= part.grundy;
        cells += part.cells.size();
        const Move& b = part.bounds;
        const engine::Coord area = (b.bottomRight.row - b.topLeft.row + 1) * (b.bottomRight.col - b.topLeft.col + 1);
        QCOMPARE(part.cells.size(), static_cast<std::size_t>(area));
        for (const Cell cell : part.cells)
            QVERIFY(b.contains(cell) && !engine::isLava(position.cellAt(cell)));
    }
    QCOMPARE(sum, analysis.grundy.value());
    QCOMPARE(cells, position.countOf(CellKind::Empty) + position.countOf(CellKind::Wall)
                        + position.countOf(CellKind::Monster));
    ++counts.positions;
    counts.losses += expected.win ? 0 : 1;
}

} // namespace

class TestVolcanoSolver : public QObject {
    Q_OBJECT

private slots:
    void publishedSample()
    {
        // src/games/volcano/RULES.md: Asuna (first) wins; monsters at (2,4), (4,2), (4,4); the winning move is (4,4).
        const Board setup = derivedSetup(kSample);
        QCOMPARE(engine::primeCrossMonsters(setup), (std::vector<Cell>{{2, 4}, {4, 2}, {4, 4}}));
        QVERIFY(!kGame.setupProblem(setup).has_value());
        auto solver = kGame.createSolver(setup);
        const auto analysis = solver->analyse(setup, {});
        QCOMPARE(analysis.outcome, Outcome::Win);
        QCOMPARE(analysis.winningMoves(), std::vector<Move>{Move::at({4, 4})});
        QCOMPARE(analysis.remoteness.value(), 1); // the eruption at (4,4) buries both other monsters
        const Board after = kGame.play(setup, Move::at({4, 4}));
        QCOMPARE(after.countOf(CellKind::Monster), std::size_t{0});
        const auto reply = solver->analyse(after, {});
        QCOMPARE(reply.outcome, Outcome::Loss);
        QCOMPARE(reply.remoteness.value(), 0);
        QVERIFY(reply.moves.empty());
    }

    void randomBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(20261122);
        Counts counts;
        for (int trial = 0; trial < 3000; ++trial) {
            const Board setup = randomVolcanoSetup(rng, 6, 6);
            QVERIFY(!kGame.setupProblem(setup).has_value());
            auto solver = kGame.createSolver(setup);
            Board position = setup;
            // The start, then a random line of play, all with the one solver.
            for (;;) {
                compareWithBruteForce(*solver, position, counts);
                if (QTest::currentTestFailed())
                    return;
                const auto moves = kGame.legalMoves(position);
                if (moves.empty() || rng() % 3 == 0)
                    break;
                position = kGame.play(position, moves[rng() % moves.size()]);
            }
        }
        QVERIFY(counts.positions > 5000);
        QVERIFY(counts.losses > 500);
        QVERIFY(counts.withRemoteness > counts.positions * 9 / 10);
    }

    void derivedMonstersAgreeWithBruteForce()
    {
        // The contest's boards: walls only, monsters by the prime-cross rule (at least 5 x 5 to hold any).
        std::mt19937 rng(5);
        Counts counts;
        for (int trial = 0; trial < 400; ++trial) {
            const int rows = std::uniform_int_distribution(5, 8)(rng);
            const int cols = std::uniform_int_distribution(5, 8)(rng);
            const std::vector<std::string> text = randomWallRows(rng, rows, cols, 0.12);
            const Board setup = derivedSetup(text);
            auto solver = kGame.createSolver(setup);
            compareWithBruteForce(*solver, setup, counts);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(counts.losses > 20 && counts.losses < counts.positions - 20);
    }

    void wideAndTallBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(7);
        Counts counts;
        for (int trial = 0; trial < 300; ++trial) {
            const bool wide = trial % 2 == 0;
            const Board setup = randomVolcanoSetup(rng, wide ? 3 : 14, wide ? 14 : 3);
            auto solver = kGame.createSolver(setup);
            Board position = setup;
            for (int move = 0; move < 2; ++move) {
                compareWithBruteForce(*solver, position, counts);
                if (QTest::currentTestFailed())
                    return;
                const auto moves = kGame.legalMoves(position);
                if (moves.empty())
                    break;
                position = kGame.play(position, moves[rng() % moves.size()]);
            }
        }
        QVERIFY(counts.positions > 300);
    }

    void valuesAreInvariantUnderSymmetry()
    {
        // Transposing or mirroring a setup maps its game onto itself.
        std::mt19937 rng(3);
        for (int trial = 0; trial < 100; ++trial) {
            const Board setup = randomVolcanoSetup(rng, 24, 24);
            Board transposed(setup.cols(), setup.rows());
            Board mirrored(setup.rows(), setup.cols());
            for (const auto& [cell, kind] : setup.markedCells()) {
                transposed.setCell({cell.col, cell.row}, kind);
                mirrored.setCell({cell.row, setup.cols() - 1 - cell.col}, kind);
            }
            const auto value = [](const Board& board) {
                engine::VolcanoTable table(board);
                table.build({});
                return table.grundy({{0, 0}, {board.rows() - 1, board.cols() - 1}});
            };
            const engine::Nimber g = value(setup);
            QCOMPARE(value(transposed), g);
            QCOMPARE(value(mirrored), g);
        }
    }

    void openBoardsAgreeWithBruteForce()
    {
        // Fully open boards, the contest's worst case, as far as the brute force reaches.
        for (int side = 5; side <= 8; ++side) {
            const Board setup = engine::withPrimeCrossMonsters(Board(side, side));
            Counts counts;
            compareWithBruteForce(*kGame.createSolver(setup), setup, counts);
        }
    }

    void openBoardsKeepTheirValues()
    {
        // Regression values of larger open boards, as this solver computed them when
        // it agreed with the brute force everywhere above.
        const std::pair<int, engine::Nimber> known[] = {{10, 2}, {12, 2}, {14, 0}, {16, 8}, {20, 7}, {40, 7}};
        for (const auto& [side, value] : known) {
            const Board setup = engine::withPrimeCrossMonsters(Board(side, side));
            const auto analysis = kGame.createSolver(setup)->analyse(setup, {});
            QCOMPARE(analysis.grundy.value(), value);
        }
    }

    void largeOpenBoardsHaveNoRemoteness()
    {
        // Far beyond the remoteness search: the verdicts are exact, the remoteness absent.
        const Board setup = engine::withPrimeCrossMonsters(Board(20, 20));
        const auto analysis = kGame.createSolver(setup)->analyse(setup, {});
        QCOMPARE(analysis.moves.size(), std::size_t{256});
        QVERIFY(!analysis.remoteness.has_value());
        for (const engine::MoveVerdict& verdict : analysis.moves)
            QVERIFY(!verdict.resultRemoteness.has_value());
        QCOMPARE(analysis.winningMoves().size(), std::size_t{8});
    }

    void solverKeepsItsTableAcrossMoves()
    {
        const Board setup = engine::withPrimeCrossMonsters(Board(30, 30));
        auto solver = kGame.createSolver(setup);
        int reports = 0;
        const auto counting = engine::SolveContext{{}, [&](double) { ++reports; }};
        QVERIFY_THROWS_NO_EXCEPTION(solver->prepare(counting));
        QVERIFY(reports > 0);
        reports = 0;
        Board position = setup;
        for (int i = 0; i < 5; ++i) {
            const auto analysis = solver->analyse(position, counting);
            position = kGame.play(position, analysis.moves[analysis.moves.size() / 2].move);
        }
        QCOMPARE(reports, 0); // no table was built again
    }

    void stoppedAnalysisThrowsThenResumes()
    {
        const Board setup = engine::withPrimeCrossMonsters(Board(36, 36));
        auto solver = kGame.createSolver(setup);
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver->analyse(setup, testsupport::alreadyStopped()));

        // Stopped part-way, then resumed: the same answer as a fresh solver.
        testsupport::expectStopsAtReport(*solver, setup, 20);
        std::vector<double> progress;
        engine::Analysis analysis;
        QVERIFY_THROWS_NO_EXCEPTION(analysis = solver->analyse(setup, testsupport::recordingProgress(progress)));
        testsupport::expectRisingProgress(progress, 0.99);
        QVERIFY(progress.front() > 0.0);
        const auto fresh = kGame.createSolver(setup)->analyse(setup, {});
        QCOMPARE(analysis.grundy, fresh.grundy);
        QCOMPARE(analysis.winningMoves(), fresh.winningMoves());
    }

    void refusesPositionsOfOtherSetups()
    {
        const Board setup = derivedSetup(kSample);
        auto solver = kGame.createSolver(setup);
        const auto refused = [&](const Board& position, const std::string& words) {
            try {
                (void)solver->analyse(position, {});
            } catch (const engine::InvalidArgument& error) {
                QVERIFY2(std::string(error.what()).find(words) != std::string::npos, error.what());
                return;
            }
            QFAIL(("no error; expected: " + words).c_str());
        };
        refused(Board(7, 6), "is 7 x 6, the setup 7 x 7");
        Board moved = setup;
        moved.setCell({0, 0}, CellKind::Monster);
        refused(moved, "cell (0, 0) is not covered by lava but differs from the setup");
        Board fake = setup;
        fake.setCell({0, 0}, CellKind::Volcano);
        refused(fake, "a volcano erupted at (0, 0), where the setup has no monster");
        Board spot = setup;
        spot.setCell({6, 6}, CellKind::Lava); // a lone lava cell: the rest is no rectangle
        refused(spot, "the lava-free cells around (0, 0) do not form a rectangle bounded by lava");
    }

};

GRUNDYGRID_TEST_APPLESS_MAIN(test_volcano_solver, TestVolcanoSolver)
#include "test_volcano_solver.moc"
