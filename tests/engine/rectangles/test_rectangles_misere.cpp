#include "TestRegistry.h"
#include "RandomBoards.h"
#include "RandomTrials.h"
#include "RectanglesTestSupport.h"

#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/misere/MisereSolver.h"
#include "engine/games/rectangles/RectanglesParts.h"

#include <QTest>

#include <random>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::Outcome;

namespace {

// Compares the misère analysis of `position` with the brute force: the rule,
// verdict, remoteness, every move's verdict and remoteness, the normal
// verdict beside it, and the parts' genus where given.
void compareRectanglesMisere(engine::Solver& solver, const Board& position)
{
    const engine::Analysis analysis = solver.analyse(position, {});
    RectanglesBruteForce brute(position);
    const RectanglesBruteForce::Result expected = brute.solve();
    QCOMPARE(analysis.rule, engine::PlayRule::Misere);
    QVERIFY(analysis.known());
    QCOMPARE(analysis.outcome == Outcome::Win, expected.misereWin);
    QCOMPARE(analysis.remoteness, std::optional<int>(expected.misereRemoteness));
    QVERIFY(!analysis.grundy.has_value());
    QCOMPARE(analysis.normalOutcome, std::optional<Outcome>(expected.win ? Outcome::Win : Outcome::Loss));
    QCOMPARE(analysis.normalGrundy, std::optional<engine::Nimber>(expected.grundy));
    QCOMPARE(rectsOf(rectangles().legalMoves(position)), brute.legalMoves());
    QCOMPARE(analysis.moves.size(), brute.legalMoves().size());
    for (const engine::MoveVerdict& verdict : analysis.moves) {
        const auto after = brute.resultAfter(rectOf(verdict.move));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, after.misereWin);
        QCOMPARE(verdict.resultRemoteness, std::optional<int>(after.misereRemoteness));
        QVERIFY(!verdict.resultGrundy.has_value());
    }
    for (const engine::Part& part : analysis.parts) {
        QVERIFY(part.genus.has_value()); // small parts: always within budget
        QCOMPARE(part.genus->normal, part.grundy);
    }
}

} // namespace

class TestRectanglesMisere : public QObject {
    Q_OBJECT

private slots:
    // Thousands of random small boards along a random line of play each.
    void matchesTheBruteForceOnRandomBoards()
    {
        for (const auto& [rng, trial] : testsupport::RandomTrials(41, testsupport::trials(1500))) {
            const Board setup = randomSetup(rng, 3, 4);
            const auto solver = rectangles().createMisereSolver(setup);
            Board position = setup;
            while (true) {
                compareRectanglesMisere(*solver, position);
                if (QTest::currentTestFailed())
                    return;
                const std::vector<Move> moves = rectangles().legalMoves(position);
                if (moves.empty())
                    break;
                position = rectangles().play(position, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
            }
        }
    }

    // Boards of up to 4 x 4 at their start.
    void matchesTheBruteForceOnLargerBoards()
    {
        for (const auto& [rng, trial] : testsupport::RandomTrials(42, testsupport::trials(60))) {
            const Board setup = randomSetup(rng, 4, 4);
            compareRectanglesMisere(*rectangles().createMisereSolver(setup), setup);
        }
    }

    // Past the search's budget the verdict is not known, with the reason, and
    // no move has a verdict; a remoteness past its own budget is left out.
    void beyondTheBudgetIsNotKnown()
    {
        const Board setup = testsupport::filledBoard(rectangles(), 4, 4, CellKind::Filled);
        engine::misere::MisereSolver tight(rectangles(), std::make_unique<engine::rectangles::RectanglesParts>(), {},
                                           engine::misere::SearchBudget{10, 10});
        const engine::Analysis unknown = tight.analyse(setup, {});
        QVERIFY(!unknown.known());
        QCOMPARE(*unknown.unknownReason, engine::misere::beyondSearchText(10));
        for (const engine::MoveVerdict& verdict : unknown.moves)
            QVERIFY(!verdict.resultRemoteness.has_value() && !verdict.resultGrundy.has_value());

        // Out of reach, the normal solver is not asked either (a full 6 x 6
        // block would take it some 20 minutes).
        const Board huge = testsupport::filledBoard(rectangles(), 6, 6, CellKind::Filled);
        engine::misere::MisereSolver hugeSolver(rectangles(), std::make_unique<engine::rectangles::RectanglesParts>(),
                                                rectangles().createSolver(huge), engine::misere::SearchBudget{10, 10});
        hugeSolver.prepare({});
        const engine::Analysis hugeAnalysis = hugeSolver.analyse(huge, {});
        QVERIFY(!hugeAnalysis.known());
        QVERIFY(!hugeAnalysis.normalOutcome.has_value());

        const Board small = boardOf({"1101", "1111"});
        engine::misere::MisereSolver noRemoteness(rectangles(), std::make_unique<engine::rectangles::RectanglesParts>(),
                                                  {}, engine::misere::SearchBudget{1'000'000, 1});
        const engine::Analysis outcomes = noRemoteness.analyse(small, {});
        QVERIFY(outcomes.known());
        QVERIFY(!outcomes.remoteness.has_value());
        QCOMPARE(outcomes.outcome == Outcome::Win, RectanglesBruteForce(small).solve().misereWin);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_rectangles_misere, TestRectanglesMisere)
#include "test_rectangles_misere.moc"
