#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "MisereChecks.h"
#include "RandomTrials.h"
#include "SolveContexts.h"
#include "VolcanoBruteForce.h"
#include "VolcanoTestBoards.h"

#include "engine/Error.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoParts.h"
#include "engine/misere/MisereSolver.h"
#include "engine/misere/WholeBoardParts.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <string>

using engine::Board;
using engine::CellKind;
using engine::Outcome;

namespace volcano_misere_test {

const engine::VolcanoGame kGame;

// Compares the misère analysis of `position` with the brute force.
void compareWithBruteForce(engine::Solver& solver, const Board& position, VolcanoBruteForce& brute)
{
    const std::string state = VolcanoBruteForce::stateOf(position);
    testsupport::compareMisere(solver.analyse(position, {}), brute, state,
                               [&](VolcanoBruteForce::Cell move) { return brute.after(state, move); }, true);
}

// A solver of the generic route: whole positions as parts, through the game's moves alone.
std::unique_ptr<engine::Solver> wholeBoardSolver(const Board&)
{
    return std::make_unique<engine::misere::MisereSolver>(kGame, std::make_unique<engine::misere::WholeBoardParts>(kGame));
}

// An open side x side board, each cell a monster with probability 0.7: far
// beyond a small budget (a full board is not: its parts are few full rectangles).
Board denseBoard(int side)
{
    std::mt19937 rng(static_cast<unsigned>(side));
    Board board = kGame.emptyBoard(side, side);
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c)
            if (std::bernoulli_distribution(0.7)(rng))
                board.setCell({r, c}, CellKind::Monster);
    return board;
}


class TestVolcanoMisere : public QObject {
    Q_OBJECT

private slots:
    void randomBoardsAgreeWithBruteForce()
    {
        int positions = 0;
        int losses = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(20261127, testsupport::trials(2500))) {
            const Board setup = randomVolcanoSetup(rng, 6, 6);
            QVERIFY(!kGame.setupProblem(setup).has_value());
            auto solver = kGame.createMisereSolver(setup);
            VolcanoBruteForce brute(static_cast<int>(setup.rows()), static_cast<int>(setup.cols()));
            // The start, then a random line of play, all with the one solver.
            for (Board position = setup;;) {
                compareWithBruteForce(*solver, position, brute);
                if (QTest::currentTestFailed())
                    return;
                ++positions;
                losses += brute.solve(VolcanoBruteForce::stateOf(position)).misereWin ? 0 : 1;
                const auto moves = kGame.legalMoves(position);
                if (moves.empty() || rng() % 3 == 0)
                    break;
                position = kGame.play(position, moves[rng() % moves.size()]);
            }
        }
        QVERIFY(positions > testsupport::trials(2500) * 3 / 2);
        QVERIFY(losses > positions / 10);
    }

    void derivedMonstersAgreeWithBruteForce()
    {
        // The contest's boards: walls only, monsters by the prime-cross rule.
        for (const auto& [rng, trial] : testsupport::RandomTrials(5, testsupport::trials(300))) {
            const int rows = std::uniform_int_distribution(5, 8)(rng);
            const int cols = std::uniform_int_distribution(5, 8)(rng);
            const Board setup = derivedSetup(randomWallRows(rng, rows, cols, 0.12));
            if (setup.countOf(CellKind::Monster) > 16)
                continue; // beyond the brute force's patience
            VolcanoBruteForce brute(rows, cols);
            compareWithBruteForce(*kGame.createMisereSolver(setup), setup, brute);
        }
    }

    void genericRouteAgrees()
    {
        // Game's default misère solver (the whole board as one part) decides
        // the same, move by move, with the same remoteness.
        for (const auto& [rng, trial] : testsupport::RandomTrials(31, testsupport::trials(300))) {
            const Board setup = randomVolcanoSetup(rng, 5, 5);
            testsupport::compareMisereAnalyses(kGame.createMisereSolver(setup)->analyse(setup, {}),
                                               wholeBoardSolver(setup)->analyse(setup, {}));
        }
    }

    void teachingViewKeepsTheNormalParts()
    {
        const Board setup = derivedSetup(kSample);
        const engine::Analysis analysis = kGame.createMisereSolver(setup)->analyse(setup, {});
        const engine::Analysis normal = kGame.createSolver(setup)->analyse(setup, {});
        QCOMPARE(analysis.normalOutcome, std::optional(normal.outcome));
        QCOMPARE(analysis.normalGrundy, normal.grundy);
        QCOMPARE(analysis.parts.size(), normal.parts.size());
    }

    void beyondTheBudgetIsNotKnown()
    {
        const Board setup = denseBoard(8);
        engine::misere::MisereSolver solver(kGame, std::make_unique<engine::VolcanoParts>(), kGame.createSolver(setup),
                                            engine::misere::SearchBudget{2000, 200});
        const engine::Analysis analysis = solver.analyse(setup, {});
        QVERIFY(!analysis.known());
        QCOMPARE(*analysis.unknownReason, engine::misere::beyondSearchText(2000));
        QVERIFY(!analysis.remoteness.has_value());
        QCOMPARE(analysis.moves.size(), setup.countOf(CellKind::Monster));
        for (const engine::MoveVerdict& verdict : analysis.moves) {
            QVERIFY(!verdict.wins()); // nothing is claimed
            QVERIFY(!verdict.resultRemoteness.has_value());
        }
        // The normal solver is asked only once the misère verdict is known (MisereSolver: a
        // board out of the misère search's reach may be far out of the normal solver's too).
        QVERIFY(!analysis.normalOutcome.has_value());
    }

    void progressNearsTheEndWhenTheBudgetRunsOut()
    {
        // The first move's search uses up the whole budget: progress must still
        // get near 1 before "not known", not stop at that move's share.
        const Board setup = denseBoard(8);
        engine::misere::MisereSolver solver(kGame, std::make_unique<engine::VolcanoParts>(), {},
                                            engine::misere::SearchBudget{20'000, 2'000});
        std::vector<double> progress;
        engine::SolveContext verdictsOnly = testsupport::recordingProgress(progress);
        verdictsOnly.outcomesOnly = true; // the verdicts are the whole bar (no remoteness follows)
        const engine::Analysis analysis = solver.analyse(setup, verdictsOnly);
        QVERIFY(!analysis.known());
        QVERIFY(!progress.empty());
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY2(progress.back() > 0.9, std::to_string(progress.back()).c_str());
        QVERIFY(progress.back() <= 1.0);
    }

    void progressNeverGoesBackFromTheVerdictsToTheRemoteness()
    {
        // A full analysis: the verdicts, then the normal view and the remoteness search, each
        // of which reports from its own start; the bar shows them one after the other.
        const Board setup = denseBoard(7);
        engine::misere::MisereSolver solver(kGame, std::make_unique<engine::VolcanoParts>(), kGame.createSolver(setup));
        std::vector<double> progress;
        const engine::Analysis analysis = solver.analyse(setup, testsupport::recordingProgress(progress));
        QVERIFY(analysis.known());
        QVERIFY(analysis.remoteness.has_value());
        QVERIFY(!progress.empty());
        QVERIFY2(std::is_sorted(progress.begin(), progress.end()), qPrintable(QString::number(progress.size())));
        QVERIFY(progress.back() <= 1.0);
    }

    void stopRequestThrowsStopped()
    {
        // No normal solver: the stop must come from the part search itself.
        const Board setup = denseBoard(10);
        engine::misere::MisereSolver solver(kGame, std::make_unique<engine::VolcanoParts>());
        std::stop_source stop;
        int reports = 0;
        QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                 (void)solver.analyse(setup, testsupport::stoppingAtReport(stop, 2, reports)));
        QCOMPARE(reports, 2);
        // Progress is reported, within [0, 1].
        std::vector<double> progress;
        engine::misere::MisereSolver small(kGame, std::make_unique<engine::VolcanoParts>(), {},
                                           engine::misere::SearchBudget{20'000, 2'000});
        (void)small.analyse(setup, testsupport::recordingProgress(progress));
        QVERIFY(!progress.empty());
        for (const double fraction : progress)
            QVERIFY(fraction >= 0.0 && fraction <= 1.0);
    }
};

} // namespace volcano_misere_test

GRUNDYGRID_TEST_APPLESS_MAIN(test_volcano_misere, volcano_misere_test::TestVolcanoMisere)
#include "test_volcano_misere.moc"
