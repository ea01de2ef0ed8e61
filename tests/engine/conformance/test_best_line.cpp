// The best line (engine::bestLine) on random small setups of every game (the
// conformance suite's plans, RandomPlans.h), each from its setup or from a
// position a few random moves into it: every move is legal and played as the
// rules play it, the outcomes alternate as the solver says (win, loss, win, …),
// each move the solver chose by remoteness is the fastest win or slowest loss by
// the game's brute force, and from a position of exact remoteness within the cap
// the line has exactly that many moves and ends the game. Stopping throws
// engine::Stopped; progress reaches 1 at the cap.
//
// GRUNDYGRID_BEST_LINE_BOARDS (setups per game, default 500) changes the run.

#include "SolveContexts.h"
#include "TestRegistry.h"
#include "conformance/BruteForces.h"
#include "conformance/RandomPlans.h"

#include "engine/BestLine.h"
#include "engine/Error.h"
#include "engine/GameModules.h"

#include <QTest>

#include <algorithm>
#include <memory>
#include <random>
#include <string>

using engine::Board;
using engine::Game;
using engine::Move;

namespace {

struct LineCounts {
    int lines = 0;
    int completeLines = 0;
    long long steps = 0;
    long long optimalSteps = 0; // checked against the brute force
};

// A position of `setup`: the setup itself or one random move into it.
Board startingPosition(const Game& game, const Board& setup, std::mt19937_64& random)
{
    Board position = setup;
    const int moves = static_cast<int>(random() % 2);
    for (int i = 0; i < moves; ++i) {
        const std::vector<Move> legal = game.legalMoves(position);
        if (legal.empty())
            break;
        position = game.play(position, legal[random() % legal.size()]);
    }
    return position;
}

// Every step of `line` from `start`, against the rules, the solver and the brute force.
void checkLine(const Game& game, const Board& start, const engine::Analysis& startAnalysis,
               const engine::BestLine& line, LineCounts& counts)
{
    Board before = start;
    engine::Analysis beforeAnalysis = startAnalysis;
    auto bruteBefore = conformance::bruteForceVerdict(game.id(), before);
    QVERIFY(bruteBefore.has_value());
    for (const engine::BestLineStep& step : line.steps) {
        const std::vector<Move> legal = game.legalMoves(before);
        QVERIFY2(std::find(legal.begin(), legal.end(), step.move) != legal.end(), "a move of the line is illegal");
        QVERIFY(step.position == game.play(before, step.move));
        QVERIFY2(step.analysis.outcome != beforeAnalysis.outcome, "the line does not keep the verdict");
        const auto bruteAfter = conformance::bruteForceVerdict(game.id(), step.position);
        QVERIFY(bruteAfter.has_value());
        QCOMPARE(bruteAfter->win, step.analysis.outcome == engine::Outcome::Win);
        const engine::MoveVerdict* verdict = beforeAnalysis.verdictFor(step.move);
        const bool choseByRemoteness = beforeAnalysis.remoteness && verdict != nullptr && verdict->resultRemoteness
            && std::all_of(beforeAnalysis.moves.begin(), beforeAnalysis.moves.end(),
                           [](const engine::MoveVerdict& v) { return v.resultRemoteness.has_value(); });
        if (choseByRemoteness) {
            // The fastest win leaves the quickest loss; the slowest loss the longest win.
            QCOMPARE(bruteAfter->remoteness, bruteBefore->remoteness - 1);
            ++counts.optimalSteps;
        }
        before = step.position;
        beforeAnalysis = step.analysis;
        bruteBefore = bruteAfter;
        ++counts.steps;
    }
    const bool noMoveLeft = game.legalMoves(before).empty();
    QCOMPARE(line.complete, noMoveLeft);
    if (startAnalysis.remoteness && *startAnalysis.remoteness <= engine::kBestLineMaxMoves) {
        QVERIFY(line.exact);
        QCOMPARE(static_cast<int>(line.steps.size()), *startAnalysis.remoteness);
        QVERIFY(line.complete);
    }
    if (!line.complete)
        QCOMPARE(static_cast<int>(line.steps.size()), engine::kBestLineMaxMoves);
    counts.completeLines += line.complete ? 1 : 0;
    ++counts.lines;
}

} // namespace

class TestBestLine : public QObject {
    Q_OBJECT

private slots:
    void randomLines_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const Game* game : engine::allGames())
            QTest::newRow(std::string(game->id()).c_str()) << QString::fromStdString(std::string(game->id()));
    }

    void randomLines()
    {
        QFETCH(QString, gameId);
        const Game* game = engine::findGame(gameId.toStdString());
        QVERIFY(game != nullptr);
        const conformance::Plan* plan = conformance::planFor(game->id());
        QVERIFY(plan != nullptr);
        const int boards = std::max(1, qEnvironmentVariableIntValue("GRUNDYGRID_BEST_LINE_BOARDS"));
        const int total = qEnvironmentVariableIsSet("GRUNDYGRID_BEST_LINE_BOARDS") ? boards : 500;
        const std::string id = gameId.toStdString();
        std::seed_seq seeds(id.begin(), id.end());
        std::mt19937_64 random(seeds);
        LineCounts counts;
        int exactRoots = 0;
        for (int i = 0; i < total; ++i) {
            const Board setup = conformance::randomSetup(*game, *plan, random);
            const std::unique_ptr<engine::Solver> solver = game->createSolver(setup);
            const Board start = startingPosition(*game, setup, random);
            const engine::Analysis startAnalysis = solver->analyse(start, {});
            const engine::BestLine line = engine::bestLine(*game, start, *solver, {});
            checkLine(*game, start, startAnalysis, line, counts);
            if (QTest::currentTestFailed()) {
                qWarning("board %d of %s: %lld x %lld", i, qPrintable(gameId), static_cast<long long>(setup.rows()),
                         static_cast<long long>(setup.cols()));
                return;
            }
            exactRoots += startAnalysis.remoteness && line.exact ? 1 : 0;
        }
        qInfo("%-12s %d lines (%d complete, %d exact), %lld moves, %lld checked optimal by the brute force",
              qPrintable(gameId), counts.lines, counts.completeLines, exactRoots, counts.steps, counts.optimalSteps);
        QCOMPARE(counts.lines, total);
        QVERIFY(counts.optimalSteps > 0);
        QVERIFY(exactRoots > 0);
    }

    // A line of known length, cut at a smaller cap: it keeps the first moves, and is not complete.
    void capCutsTheLine()
    {
        const Game& game = *engine::findGame("chomp");
        const Board setup = game.exampleBoard();
        const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
        const engine::BestLine full = engine::bestLine(game, setup, *solver, {});
        QVERIFY(full.complete && full.exact);
        QVERIFY(full.steps.size() >= 3);
        std::vector<double> progress;
        const engine::BestLine cut = engine::bestLine(game, setup, *solver, testsupport::recordingProgress(progress), 2);
        QCOMPARE(cut.steps.size(), std::size_t{2});
        QVERIFY(!cut.complete);
        QCOMPARE(cut.steps[1].move, full.steps[1].move);
        QCOMPARE(progress, (std::vector<double>{0.5, 1.0}));
    }

    void stopThrows()
    {
        const Game& game = *engine::findGame("chomp");
        const Board setup = game.exampleBoard();
        const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
        QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                 (void)engine::bestLine(game, setup, *solver, testsupport::alreadyStopped()));
        std::stop_source stop;
        int reports = 0;
        QVERIFY_THROWS_EXCEPTION(
            engine::Stopped,
            (void)engine::bestLine(game, setup, *solver, testsupport::stoppingAtReport(stop, 1, reports)));
        QCOMPARE(reports, 1); // stopped after its first move, not at the end
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_best_line, TestBestLine)
#include "test_best_line.moc"
