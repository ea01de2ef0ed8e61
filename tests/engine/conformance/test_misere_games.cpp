// Every game under the misère rule (issue 27): random games from the
// conformance suite's random setups of every registered game, played at random
// to their end; at every position the game's misère solver
// (Game::solverFor(setup, Misere)) must give the brute force's misère verdict
// (tests/engine/BruteForceResult.h: the game tree with the last move losing, no
// decomposition): the outcome, the remoteness where it gives one, the winning
// moves and every move's outcome and remoteness; the analysis says it is a
// misère one (rule, no Grundy values) and is known for such small boards; an
// analysis of the outcomes only agrees with it.
//
// GRUNDYGRID_MISERE_GAMES (games per game, default 300; fewer under the
// sanitizers) and GRUNDYGRID_MISERE_SEED (default 27) change the run. A failure
// prints the seed, the setup and the moves played.

#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "conformance/BruteForces.h"
#include "conformance/PositionChecks.h"
#include "conformance/RandomPlans.h"

#include "engine/GameModules.h"

#include <QElapsedTimer>
#include <QTest>

#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

using engine::Board;
using engine::Game;
using engine::Move;
using engine::Outcome;
using engine::PlayRule;

namespace misere_games_test {

int environmentNumber(const char* name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

struct MisereCounts {
    long long positions = 0;
    long long losses = 0;
    long long remoteness = 0;     // positions whose remoteness was checked
    long long moveVerdicts = 0;   // moves whose outcome was checked
    long long moveRemoteness = 0; // moves whose remoteness was checked
    long long flipped = 0;        // positions whose misère outcome differs from normal play's
};

// The misère analysis of `position` against the brute force, move by move.
void checkMiserePosition(const Game& game, engine::Solver& solver, const Board& position, MisereCounts& counts)
{
    const auto brute = conformance::bruteForceVerdict(game.id(), position, true);
    QVERIFY(brute.has_value());
    const engine::Analysis analysis = solver.analyse(position, {});
    QCOMPARE(analysis.rule, PlayRule::Misere);
    QVERIFY2(analysis.known(), analysis.unknownReason.value_or("").c_str());
    QVERIFY(!analysis.grundy.has_value());
    QCOMPARE(analysis.outcome == Outcome::Win, brute->misereWin);
    if (analysis.remoteness) {
        QCOMPARE(*analysis.remoteness, brute->misereRemoteness);
        ++counts.remoteness;
    }
    const std::vector<Move> winning = analysis.winningMoves();
    QCOMPARE(std::set<Move>(winning.begin(), winning.end()), brute->misereWinningMoves);
    QCOMPARE(analysis.legalMoveCount(), game.legalMoves(position).size());
    for (const engine::MoveVerdict& verdict : analysis.moves) {
        const auto child = conformance::bruteForceVerdict(game.id(), game.play(position, verdict.move));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, child->misereWin);
        QVERIFY(!verdict.resultGrundy.has_value());
        ++counts.moveVerdicts;
        if (verdict.resultRemoteness) {
            QCOMPARE(*verdict.resultRemoteness, child->misereRemoteness);
            ++counts.moveRemoteness;
        }
    }
    engine::SolveContext outcomesOnly;
    outcomesOnly.outcomesOnly = true;
    const engine::Analysis outcomes = solver.analyse(position, outcomesOnly);
    QCOMPARE(outcomes.outcome, analysis.outcome);
    QCOMPARE(outcomes.winningMoves(), winning);
    ++counts.positions;
    counts.losses += brute->misereWin ? 0 : 1;
    counts.flipped += brute->misereWin != brute->win ? 1 : 0;
}


class TestMisereGames : public QObject {
    Q_OBJECT

private slots:
    void misereAgreesWithTheBruteForce_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const engine::GameModule* module : engine::gameModules())
            QTest::newRow(std::string(module->id()).c_str()) << QString::fromUtf8(std::string(module->id()));
    }

    void misereAgreesWithTheBruteForce()
    {
        QFETCH(QString, gameId);
        const Game& game = *engine::findGame(gameId.toStdString());
        const conformance::Plan* plan = conformance::planFor(game.id());
        QVERIFY2(plan, "every game needs a conformance plan");
        QVERIFY2(conformance::hasBruteForce(game.id()), "every game needs a brute force");
        const int games = testsupport::trials(environmentNumber("GRUNDYGRID_MISERE_GAMES", 300));
        const int seed = environmentNumber("GRUNDYGRID_MISERE_SEED", 27);
        std::seed_seq seeds{seed, static_cast<int>(gameId.size()), static_cast<int>(gameId.front().unicode())};
        std::mt19937_64 random(seeds);

        QElapsedTimer clock;
        clock.start();
        MisereCounts counts;
        for (int i = 0; i < games; ++i) {
            const Board setup = conformance::randomSetup(game, *plan, random);
            const std::unique_ptr<engine::Solver> solver = game.solverFor(setup, PlayRule::Misere);
            Board position = setup;
            std::vector<Move> played;
            for (;;) {
                checkMiserePosition(game, *solver, position, counts);
                if (QTest::currentTestFailed()) {
                    std::string line = "seed " + std::to_string(seed) + ", setup " + conformance::describeBoard(setup)
                        + "; moves";
                    for (const Move& move : played)
                        line += " " + conformance::describeMove(move);
                    qWarning("%s", line.c_str());
                    return;
                }
                const std::vector<Move> moves = game.legalMoves(position);
                if (moves.empty())
                    break;
                played.push_back(moves[random() % moves.size()]);
                position = game.play(position, played.back());
            }
        }
        qInfo("%-12s %4d games, %6lld positions (%lld misère losses, %lld whose outcome differs from normal "
              "play's); checked %lld remoteness, %lld move outcomes, %lld move remoteness; %.1f s",
              qPrintable(gameId), games, counts.positions, counts.losses, counts.flipped, counts.remoteness,
              counts.moveVerdicts, counts.moveRemoteness, clock.elapsed() / 1000.0);
        QVERIFY(counts.positions > games);
        QVERIFY(counts.losses > 0);
        QVERIFY(counts.flipped > 0);
    }
};

} // namespace misere_games_test

GRUNDYGRID_TEST_APPLESS_MAIN(test_misere_games, misere_games_test::TestMisereGames)
#include "test_misere_games.moc"
