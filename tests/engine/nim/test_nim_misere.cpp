#include "TestRegistry.h"
#include "MoveCells.h"
#include "NimBruteForce.h"
#include "RandomBoards.h"
#include "RandomTrials.h"

#include "engine/GameModules.h"
#include "engine/games/nim/NimHeaps.h"
#include "engine/games/nim/NimRemoteness.h"

#include <QTest>

#include <random>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::NimRemoteness;
using engine::Outcome;

namespace {

const engine::Game& nimGame()
{
    return *engine::findGame("nim");
}

// Compares the misère analysis of `position` with the brute force: verdict,
// remoteness, every move's, the normal verdict and value, and each part's genus.
void compareNimMisere(engine::Solver& solver, const Board& position, NimBruteForce& brute)
{
    const engine::Analysis analysis = solver.analyse(position, {});
    const NimBruteForce::Result expected = brute.solve(position);
    QCOMPARE(analysis.rule, engine::PlayRule::Misere);
    QCOMPARE(analysis.outcome == Outcome::Win, expected.misereWin);
    QCOMPARE(analysis.remoteness, std::optional<int>(expected.misereRemoteness));
    QVERIFY(!analysis.grundy.has_value());
    QCOMPARE(analysis.normalGrundy, std::optional<engine::Nimber>(expected.grundy));
    QCOMPARE(analysis.normalOutcome, std::optional<Outcome>(expected.win ? Outcome::Win : Outcome::Loss));
    const std::vector<Move> legal = nimGame().legalMoves(position);
    QCOMPARE(analysis.moves.size(), legal.size());
    for (std::size_t k = 0; k < legal.size(); ++k) {
        const engine::MoveVerdict& verdict = analysis.moves[k];
        QCOMPARE(verdict.move, legal[k]);
        const NimBruteForce::Result after = brute.solve(nimGame().play(position, legal[k]));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, after.misereWin);
        QCOMPARE(verdict.resultRemoteness, std::optional<int>(after.misereRemoteness));
        QVERIFY(!verdict.resultGrundy.has_value());
    }
    for (const engine::Part& part : analysis.parts) {
        QCOMPARE(part.grundy, static_cast<engine::Nimber>(part.cells.size()));
        QCOMPARE(part.genus, std::optional(engine::misere::Genus::ofNimHeap(part.grundy)));
    }
}

} // namespace

class TestNimMisere : public QObject {
    Q_OBJECT

private slots:
    // Thousands of random boards with gaps, each along a random game.
    void matchesTheBruteForceOnRandomBoards()
    {
        for (const auto& [rng, trial] : testsupport::RandomTrials(51, testsupport::trials(3000))) {
            const Board setup = testsupport::randomDensityBoard(nimGame(), rng, 4, 5, 0.0, 1.0, CellKind::Counter);
            const auto solver = nimGame().createMisereSolver(setup);
            NimBruteForce brute;
            Board position = setup;
            while (true) {
                compareNimMisere(*solver, position, brute);
                if (QTest::currentTestFailed())
                    return;
                const std::vector<Move> moves = nimGame().legalMoves(position);
                if (moves.empty())
                    break;
                position = nimGame().play(position, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
            }
        }
    }

    // Larger heaps (up to 8 in up to 5 rows).
    void matchesTheBruteForceOnLargerHeaps()
    {
        for (const auto& [rng, trial] : testsupport::RandomTrials(52, testsupport::trials(60))) {
            std::vector<int> heaps(std::uniform_int_distribution(2, 5)(rng));
            for (int& heap : heaps)
                heap = std::uniform_int_distribution(0, 8)(rng);
            heaps[0] = std::max(heaps[0], 1);
            const Board setup = engine::nim::boardOfHeaps(heaps);
            NimBruteForce brute;
            compareNimMisere(*nimGame().createMisereSolver(setup), setup, brute);
        }
    }

    void misereRemotenessOfKnownPositions()
    {
        NimRemoteness search(engine::PlayRule::Misere);
        QCOMPARE(search.remoteness({}, {}), std::optional<int>(0));  // no move: a win
        QCOMPARE(search.remoteness({1}, {}), std::optional<int>(1)); // forced to take the last
        QCOMPARE(search.remoteness({1, 1}, {}), std::optional<int>(2));
        QCOMPARE(search.remoteness({5}, {}), std::optional<int>(2)); // leave one
        QCOMPARE(search.remoteness({1, 1, 1}, {}), std::optional<int>(3));
    }

    // Every board is decided, however large; the remoteness as far as the
    // search reaches (NimRemoteness::kMaxPositions).
    void largeBoardsAreDecided()
    {
        const Board full = testsupport::filledBoard(nimGame(), 16, 32, CellKind::Counter);
        const engine::Analysis analysis = nimGame().createMisereSolver(full)->analyse(full, {});
        QVERIFY(analysis.known());
        QCOMPARE(analysis.outcome, Outcome::Loss); // sixteen equal heaps of 32
        QVERIFY(!analysis.remoteness.has_value());
        QCOMPARE(analysis.winningMoves().size(), std::size_t{0});
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_nim_misere, TestNimMisere)
#include "test_nim_misere.moc"
