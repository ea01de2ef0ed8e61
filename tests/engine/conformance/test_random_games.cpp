// Random games of every game in the registry (issue 6). Seeded random setups
// from engine::RandomBoard are played to their end with random legal moves, and
// at every position the rules and the solver must agree with themselves: every
// listed move is legal and playable, sampled other moves are not (and play()
// refuses them with engine::InvalidArgument), the game ends
// exactly when no move is left, and the Analysis obeys normal play's recursions
// (outcome, mex, remoteness) over the re-analysed children, its verdicts and its
// parts. Each setup is also compared with the game's brute-force search from
// tests/engine/<game>/ through the suite's table (BruteForces.cpp; a game
// without one fails: add it when adding a game).
//
// GRUNDYGRID_STRESS_GAMES (games per game, default 2000) and
// GRUNDYGRID_STRESS_SEED (default 6) change the run. A failure prints the seed,
// the setup and the moves played.

#include "TestRegistry.h"
#include "conformance/PositionChecks.h"
#include "conformance/RandomPlans.h"

#include "engine/GameModules.h"
#include "engine/RandomBoard.h"
#include "engine/games/pawn/PawnGame.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <array>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

using conformance::Counts;
using conformance::Plan;
using conformance::planFor;
using engine::Board;
using engine::Coord;
using engine::Game;
using engine::Move;

namespace {

int environmentNumber(const char* name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

// An analysis asked for the outcomes only (as the CLI's `moves` asks) gives the
// full analysis's outcome and winning moves.
void compareOutcomesOnly(engine::Solver& solver, const Board& position)
{
    engine::SolveContext outcomesOnly;
    outcomesOnly.outcomesOnly = true;
    const engine::Analysis full = solver.analyse(position, {});
    const engine::Analysis outcomes = solver.analyse(position, outcomesOnly);
    QCOMPARE(outcomes.outcome, full.outcome);
    QCOMPARE(outcomes.moves.size(), full.moves.size());
    QCOMPARE(outcomes.winningMoves(), full.winningMoves());
}

// One random game from a random setup, every position checked.
void playOneRandomGame(const Game& game, const Plan& plan, std::mt19937_64& random, Counts& counts)
{
    Board setup;
    try {
        setup = conformance::randomSetup(game, plan, random);
    } catch (const std::exception& error) {
        QFAIL((std::string("RandomBoard threw: ") + error.what()).c_str());
    }

    std::vector<Move> played;
    auto report = [&] {
        if (!QTest::currentTestFailed())
            return false;
        std::string line = "setup " + conformance::describeBoard(setup) + "; moves";
        for (const Move& move : played)
            line += " " + conformance::describeMove(move);
        qWarning("%s game %d: %s", std::string(game.id()).c_str(), counts.games, line.c_str());
        return true;
    };

    QVERIFY2(!game.setupProblem(setup), "RandomBoard made an invalid setup");
    const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
    QVERIFY_THROWS_NO_EXCEPTION(solver->prepare({})); // every table, Grundy values that analyse() may defer too
    conformance::compareSetupWithBruteForce(game, *solver, setup);
    compareOutcomesOnly(*solver, setup);
    if (report())
        return;
    Board position = setup;
    std::vector<Move> moves;
    for (;;) {
        conformance::checkPosition(game, *solver, position, random, counts, moves);
        if (report() || moves.empty())
            break;
        const Move move = moves[random() % moves.size()];
        played.push_back(move);
        position = game.play(position, move);
        QVERIFY2(played.size() <= 10'000, "a game that does not end");
    }
    ++counts.games;
}

} // namespace

class TestRandomGames : public QObject {
    Q_OBJECT

private slots:
    // One row per registered game: it needs a RandomBoard recipe, a Plan and a brute force.
    void randomGames_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const Game* game : engine::allGames()) {
            const QString id = QString::fromUtf8(game->id().data(), static_cast<qsizetype>(game->id().size()));
            QTest::newRow(qPrintable(id)) << id;
        }
    }

    void randomGames()
    {
        QFETCH(QString, gameId);
        const Game* game = engine::findGame(gameId.toStdString());
        QVERIFY(game != nullptr);
        const Plan* plan = planFor(game->id());
        QVERIFY(plan != nullptr && engine::RandomBoard::supports(game->id()));
        const int games = environmentNumber("GRUNDYGRID_STRESS_GAMES", 2000);
        const int seed = environmentNumber("GRUNDYGRID_STRESS_SEED", 6);
        // One stream per game and seed, so a game's run does not depend on the others.
        const std::string id = gameId.toStdString();
        std::vector<unsigned> seedWords(id.begin(), id.end());
        seedWords.push_back(static_cast<unsigned>(seed));
        std::seed_seq seeds(seedWords.begin(), seedWords.end());
        std::mt19937_64 random(seeds);

        QElapsedTimer clock;
        clock.start();
        Counts counts;
        for (int i = 0; i < games; ++i) {
            playOneRandomGame(*game, *plan, random, counts);
            if (QTest::currentTestFailed()) {
                qWarning("seed %d", seed);
                return;
            }
        }
        qInfo("%-12s %5d games, %7lld positions, %8lld children re-analysed, %7lld illegal moves rejected; "
              "checked: %lld Grundy, %lld remoteness, %lld parts, %lld move remoteness; %.1f s",
              qPrintable(gameId), counts.games, counts.positions, counts.children, counts.illegal,
              counts.grundyChecks, counts.remotenessChecks, counts.partChecks, counts.verdictRemotenessChecks,
              clock.elapsed() / 1000.0);
        QCOMPARE(counts.games, games);
        QVERIFY(counts.positions > games);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_random_games, TestRandomGames)
#include "test_random_games.moc"
