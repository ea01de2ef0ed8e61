#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "AttractionsBruteForce.h"
#include "AttractionsTestBoards.h"
#include "MisereChecks.h"
#include "RandomBoards.h"
#include "RandomTrials.h"
#include "SolveContexts.h"

#include "engine/Error.h"
#include "engine/games/attractions/AttractionsParts.h"
#include "engine/misere/MisereSolver.h"
#include "engine/misere/WholeBoardParts.h"

#include <QTest>

#include <random>

using attractions_test::attractions;
using engine::Board;
using engine::CellKind;

namespace attractions_misere_test {

Board randomSetup(std::mt19937& rng, int maxRows, int maxCols, double minDensity, double maxDensity)
{
    return testsupport::randomDensityBoard(attractions(), rng, maxRows, maxCols, minDensity, maxDensity,
                                           CellKind::Spot);
}

// Compares the misère analyses of `setup` and of a random line of play from
// it (each position with probability 2/3 followed by a random move) with the
// brute force, all with one solver. Returns the positions compared.
int crossCheckLine(std::mt19937& rng, const Board& setup)
{
    auto solver = attractions().createMisereSolver(setup);
    AttractionsBruteForce brute(static_cast<int>(setup.rows()), static_cast<int>(setup.cols()));
    int positions = 0;
    for (Board position = setup;;) {
        const std::string state = brute.stateOf(position);
        testsupport::compareMisere(solver->analyse(position, {}), brute, state,
                                   [&](std::pair<int, int> move) { return brute.after(state, move.first, move.second); },
                                   true);
        if (QTest::currentTestFailed())
            return positions;
        ++positions;
        const auto moves = attractions().legalMoves(position);
        if (moves.empty() || rng() % 3 == 0)
            return positions;
        position = attractions().play(position, moves[rng() % moves.size()]);
    }
}


class TestAttractionsMisere : public QObject {
    Q_OBJECT

private slots:
    void randomBoardsAgreeWithBruteForce()
    {
        int positions = 0;
        int losses = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(20261127, testsupport::trials(2500))) {
            const Board setup = randomSetup(rng, 5, 5, 0.2, 0.75);
            QVERIFY(!attractions().setupProblem(setup).has_value());
            AttractionsBruteForce brute(static_cast<int>(setup.rows()), static_cast<int>(setup.cols()));
            losses += brute.solve(brute.stateOf(setup)).misereWin ? 0 : 1;
            positions += crossCheckLine(rng, setup);
        }
        QVERIFY(positions > testsupport::trials(2500) * 3 / 2);
        QVERIFY(losses > testsupport::trials(2500) / 20);
    }

    void thinAndLongBoardsAgreeWithBruteForce()
    {
        // Few cells per diagonal: the rotated coordinates at their edges.
        for (const auto& [rng, trial] : testsupport::RandomTrials(99, testsupport::trials(400))) {
            const Board setup = attractions_test::thinSetup(rng, trial % 4);
            (void)crossCheckLine(rng, setup);
        }
    }

    void genericRouteAgrees()
    {
        // The generic route (the whole board as one part, through the game's
        // moves alone) decides the same, move by move, with the same remoteness.
        for (const auto& [rng, trial] : testsupport::RandomTrials(31, testsupport::trials(300))) {
            const Board setup = randomSetup(rng, 5, 5, 0.3, 0.6);
            testsupport::compareMisereAnalyses(
                attractions().createMisereSolver(setup)->analyse(setup, {}),
                engine::misere::MisereSolver(attractions(), std::make_unique<engine::misere::WholeBoardParts>(attractions()))
                    .analyse(setup, {}));
        }
    }

    void beyondTheBudgetIsNotKnown()
    {
        const Board setup = testsupport::filledBoard(attractions(), 8, 8, CellKind::Spot);
        engine::misere::MisereSolver solver(attractions(), std::make_unique<engine::AttractionsParts>(setup),
                                            attractions().createSolver(setup), engine::misere::SearchBudget{2000, 200});
        const engine::Analysis analysis = solver.analyse(setup, {});
        QVERIFY(!analysis.known());
        QCOMPARE(*analysis.unknownReason, engine::misere::beyondSearchText(2000));
        QVERIFY(!analysis.remoteness.has_value());
        QCOMPARE(analysis.moves.size(), std::size_t{64});
        for (const engine::MoveVerdict& verdict : analysis.moves) {
            QVERIFY(!verdict.wins()); // nothing is claimed
            QVERIFY(!verdict.resultRemoteness.has_value());
        }
        QVERIFY(!analysis.normalOutcome.has_value()); // asked only once the misère verdict is known
    }

    void stopRequestThrowsStopped()
    {
        // No normal solver: the stop must come from the part search itself.
        const Board setup = testsupport::filledBoard(attractions(), 12, 12, CellKind::Spot);
        engine::misere::MisereSolver solver(attractions(), std::make_unique<engine::AttractionsParts>(setup));
        std::stop_source stop;
        int reports = 0;
        QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                 (void)solver.analyse(setup, testsupport::stoppingAtReport(stop, 2, reports)));
        QCOMPARE(reports, 2);
    }

    void positionsOfOtherSetupsAreRefused()
    {
        const Board setup = attractions_test::boardOf({"XX", "XX"});
        const Board other = attractions_test::boardOf({"X.", "XX"});
        auto solver = attractions().createMisereSolver(setup);
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)solver->analyse(other, {}));
    }
};

} // namespace attractions_misere_test

GRUNDYGRID_TEST_APPLESS_MAIN(test_attractions_misere, attractions_misere_test::TestAttractionsMisere)
#include "test_attractions_misere.moc"
