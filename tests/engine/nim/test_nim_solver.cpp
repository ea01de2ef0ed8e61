#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "MoveCells.h"
#include "NimBruteForce.h"
#include "RandomBoards.h"
#include "RandomTrials.h"
#include "SolverChecks.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/games/nim/NimHeaps.h"
#include "engine/games/nim/NimRemoteness.h"

#include <QTest>

#include <algorithm>
#include <random>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::NimRemoteness;

namespace {

const engine::Game& nimRules()
{
    return *engine::findGame("nim");
}

// Compares everything the solver says about `position` with the brute force:
// verdict, Grundy value, remoteness (exact on these small boards), the winning
// moves and every move's verdict, and the parts (one per non-empty row).
void compareWithBruteForce(engine::Solver& solver, const Board& position, NimBruteForce& brute)
{
    const engine::Analysis analysis = solver.analyse(position, {});
    const NimBruteForce::Result expected = brute.solve(position);
    QCOMPARE(analysis.outcome == engine::Outcome::Win, expected.win);
    QCOMPARE(analysis.grundy.value(), expected.grundy);
    QVERIFY(analysis.remoteness.has_value());
    QCOMPARE(*analysis.remoteness, expected.remoteness);
    QCOMPARE(cellsOf(analysis.winningMoves()), brute.winningMoves(position));
    const std::vector<Move> legal = nimRules().legalMoves(position);
    QCOMPARE(analysis.moves.size(), legal.size());
    for (std::size_t k = 0; k < legal.size(); ++k) {
        const engine::MoveVerdict& verdict = analysis.moves[k];
        QCOMPARE(verdict.move, legal[k]);
        const NimBruteForce::Result after = brute.solve(nimRules().play(position, legal[k]));
        QCOMPARE(verdict.resultOutcome == engine::Outcome::Win, after.win);
        QCOMPARE(verdict.resultGrundy.value(), after.grundy);
        QVERIFY(verdict.resultRemoteness.has_value());
        QCOMPARE(*verdict.resultRemoteness, after.remoteness);
    }
    engine::Nimber parts = 0;
    std::size_t counters = 0;
    for (const engine::Part& part : analysis.parts) {
        QCOMPARE(part.grundy, static_cast<engine::Nimber>(part.cells.size()));
        for (const engine::Cell cell : part.cells) {
            QCOMPARE(cell.row, part.cells.front().row); // a part is one row
            QCOMPARE(position.cellAt(cell), CellKind::Counter);
        }
        parts ^= part.grundy;
        counters += part.cells.size();
    }
    QCOMPARE(parts, *analysis.grundy);
    QCOMPARE(counters, position.countOf(CellKind::Counter));
}

// The position after `count` random moves from `setup` (fewer when the game ends).
Board randomPosition(const Board& setup, std::mt19937& rng, int count)
{
    Board position = setup;
    for (int i = 0; i < count; ++i) {
        const std::vector<Move> moves = nimRules().legalMoves(position);
        if (moves.empty())
            break;
        position = nimRules().play(position, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    return position;
}

// Every sorted list of `count` heaps of at most `largest` that `heaps` (sorted) dominates, counted one by one.
std::int64_t countDominated(const std::vector<int>& heaps, std::size_t index, int floor)
{
    if (index == heaps.size())
        return 1;
    std::int64_t total = 0;
    for (int v = floor; v <= heaps[index]; ++v)
        total += countDominated(heaps, index + 1, v);
    return total;
}

} // namespace

class TestNimSolver : public QObject {
    Q_OBJECT

private slots:
    // Thousands of random boards with gaps, each at its start and along a random game.
    void matchesTheBruteForceOnRandomBoards()
    {
        for (const auto& [rng, trial] : testsupport::RandomTrials(11, testsupport::trials(3000))) {
            const Board setup = testsupport::randomDensityBoard(nimRules(), rng, 4, 5, 0.0, 1.0, CellKind::Counter);
            const auto solver = nimRules().createSolver(setup);
            NimBruteForce brute;
            Board position = setup;
            while (true) {
                compareWithBruteForce(*solver, position, brute);
                if (QTest::currentTestFailed())
                    return;
                const std::vector<Move> moves = nimRules().legalMoves(position);
                if (moves.empty())
                    break;
                position = nimRules().play(position, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
            }
        }
    }

    // Larger heaps (up to 8 in up to 5 rows, packed: a few thousand positions each).
    void matchesTheBruteForceOnLargerHeaps()
    {
        for (const auto& [rng, trial] : testsupport::RandomTrials(12, testsupport::trials(60))) {
            std::vector<int> heaps(std::uniform_int_distribution(2, 5)(rng));
            for (int& heap : heaps)
                heap = std::uniform_int_distribution(0, 8)(rng);
            heaps[0] = std::max(heaps[0], 1);
            const Board setup = engine::nim::boardOfHeaps(heaps);
            const auto solver = nimRules().createSolver(setup);
            NimBruteForce brute;
            compareWithBruteForce(*solver, setup, brute);
            compareWithBruteForce(*solver, randomPosition(setup, rng, 2), brute);
        }
    }

    void remotenessOfKnownPositions()
    {
        NimRemoteness search;
        QCOMPARE(search.remoteness({}, {}), std::optional<int>(0));
        QCOMPARE(search.remoteness({0, 0}, {}), std::optional<int>(0));
        QCOMPARE(search.remoteness({5}, {}), std::optional<int>(1));
        // Two equal heaps: the loser takes one counter at a time, the winner copies.
        QCOMPARE(search.remoteness({4, 4}, {}), std::optional<int>(8));
        QCOMPARE(search.remoteness({2, 5}, {}), std::optional<int>(5));
        // 1, 2, 3 by hand: the loser lasts longest taking one from the 1 or the 3 (6 moves).
        QCOMPARE(search.remoteness({3, 1, 2}, {}), std::optional<int>(6));
    }

    void reachableCountCountsSortedHeapLists()
    {
        QCOMPARE(NimRemoteness::reachableCount({}), std::int64_t{1});
        QCOMPARE(NimRemoteness::reachableCount({2, 2}), std::int64_t{6});
        std::mt19937 rng(3);
        for (int trial = 0; trial < 200; ++trial) {
            std::vector<int> heaps(std::uniform_int_distribution(1, 5)(rng));
            for (int& heap : heaps)
                heap = std::uniform_int_distribution(0, 9)(rng);
            std::vector<int> sorted = heaps;
            std::sort(sorted.begin(), sorted.end());
            QCOMPARE(NimRemoteness::reachableCount(heaps), countDominated(sorted, 0, 0));
        }
        // Saturated above the limit: 16 heaps of 32.
        QCOMPARE(NimRemoteness::reachableCount(std::vector<int>(16, 32)), NimRemoteness::kMaxPositions + 1);
    }

    // Above the search's limit the remoteness is not known; each move's is given
    // exactly when the position it leaves is within the limit, and a loss names
    // the stalling move (the last counter of the largest heap).
    void remotenessAboveTheLimit()
    {
        const Board full = testsupport::filledBoard(nimRules(), 16, 32, CellKind::Counter);
        const auto solver = nimRules().createSolver(full);
        const engine::Analysis analysis = solver->analyse(full, {});
        QCOMPARE(analysis.outcome, engine::Outcome::Loss); // sixteen equal heaps
        QCOMPARE(analysis.grundy, std::optional<engine::Nimber>(0));
        QVERIFY(!analysis.remoteness.has_value());
        QCOMPARE(analysis.stallingMove, std::optional<Move>(Move::at({0, 31})));
        // A board of 3 heaps is always small enough (6545 lists at most), 16 of 2 too (153):
        // there the loser takes one counter at a time and so does the winner.
        const Board small = engine::nim::boardOfHeaps({32, 32, 32});
        QVERIFY(nimRules().createSolver(small)->analyse(small, {}).remoteness.has_value());
        const Board twos = engine::nim::boardOfHeaps(std::vector<int>(16, 2));
        QCOMPARE(nimRules().createSolver(twos)->analyse(twos, {}).remoteness, std::optional<int>(32));

        // Five heaps of 32 reach 435897 lists; lowering one far enough brings it under the limit.
        const Board wide = engine::nim::boardOfHeaps({32, 32, 32, 32, 32});
        const engine::Analysis mixed = nimRules().createSolver(wide)->analyse(wide, {});
        int given = 0;
        for (const engine::MoveVerdict& verdict : mixed.moves) {
            std::vector<int> after = engine::nim::heapsOf(nimRules().play(wide, verdict.move));
            const bool small = NimRemoteness::reachableCount(after) <= NimRemoteness::kMaxPositions;
            QCOMPARE(verdict.resultRemoteness.has_value(), small);
            given += small ? 1 : 0;
        }
        QVERIFY(given > 0 && given < static_cast<int>(mixed.moves.size()));
    }

    // A caller that shows no remoteness (the CLI's moves) gets the verdicts without the search.
    void outcomesOnlyLeavesRemotenessOut()
    {
        const Board setup = engine::nim::boardOfHeaps({3, 4, 5});
        engine::SolveContext context;
        context.outcomesOnly = true;
        const engine::Analysis quick = nimRules().createSolver(setup)->analyse(setup, context);
        const engine::Analysis full = nimRules().createSolver(setup)->analyse(setup, {});
        QVERIFY(!quick.remoteness.has_value());
        QVERIFY(std::none_of(quick.moves.begin(), quick.moves.end(),
                             [](const engine::MoveVerdict& verdict) { return verdict.resultRemoteness.has_value(); }));
        QCOMPARE(quick.winningMoves(), full.winningMoves());
        QCOMPARE(quick.grundy, full.grundy);
        QVERIFY(full.remoteness.has_value());
    }

    void refusesPositionsTheSetupCannotReach()
    {
        const Board setup = engine::nim::boardOfHeaps({3, 2});
        const auto solver = nimRules().createSolver(setup);
        Board gap = setup;
        gap.setCell({0, 1}, CellKind::Empty); // a counter left of a taken one stays
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver->analyse(gap, {}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver->analyse(engine::nim::boardOfHeaps({3}), {}));
        Board added = nimRules().play(setup, Move::at({1, 1}));
        added.setCell({1, 2}, CellKind::Counter);
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver->analyse(added, {}));
    }

    void stopsAndResumes()
    {
        const Board setup = engine::nim::boardOfHeaps({8, 7, 6, 5, 4, 3});
        const auto solver = nimRules().createSolver(setup);
        testsupport::expectStoppedThenAnalysed(*solver, setup);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_nim_solver, TestNimSolver)
#include "test_nim_solver.moc"
