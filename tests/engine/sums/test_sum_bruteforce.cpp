// Sums of boards of different games (issue 25) against the brute force of the
// sum searched as one game (SumBruteForce: mex over the tuples of positions,
// not XOR). Thousands of random sums of 2 to 4 small boards of random games of
// engine::gameModules() are played at random to their end; at every position
// analyseSum's value, outcome, winning moves, every move's verdict, value and
// remoteness, and the sum's remoteness where it gives one must be the brute
// force's, and its perfect move must be legal, winning from a win and optimal
// where remoteness is known. Some sums are walked to their end by perfect play
// on both sides, which must keep the verdict and, where remoteness is known
// from the start, last exactly that long.
//
// GRUNDYGRID_SUM_TRIALS (default 2000 sums; a quarter under the sanitizers) and
// GRUNDYGRID_SUM_SEED (default 25) change the run. A failure prints the sum.

#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "sums/RandomSums.h"
#include "sums/SumBruteForce.h"

#include "engine/sums/SumSolver.h"

#include <QElapsedTimer>
#include <QTest>

#include <map>
#include <random>
#include <string>

using engine::GameSum;
using engine::SumAnalysis;
using engine::SumMove;
using sums_test::SumBruteForce;

namespace {

// Tuples of positions a random sum reaches at most (about): its brute force is quick.
constexpr std::size_t kMaxTuples = 3000;

int environmentNumber(const char* name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

std::string describe(const GameSum& sum)
{
    std::string text;
    for (std::size_t b = 0; b < sum.size(); ++b) {
        const engine::Board& position = sum.board(b).position;
        text += sum.boardName(b) + " " + std::to_string(position.rows()) + "x" + std::to_string(position.cols()) + ":";
        for (const auto& [cell, kind] : position.markedCells())
            text += " " + engine::cellText(cell) + "=" + std::to_string(static_cast<int>(kind));
        text += "; ";
    }
    return text;
}

struct Counts {
    long long sums = 0;
    long long positions = 0;
    long long moveVerdicts = 0;
    long long remoteness = 0;
    long long moveRemoteness = 0;
    long long tuples = 0;
    long long perfectWalks = 0;
    long long exactWalks = 0;
    std::map<std::string, int> boardsPerGame;
};

// One position of a sum against the brute force.
void checkPosition(const GameSum& sum, const SumAnalysis& analysis, SumBruteForce& brute, Counts& counts)
{
    const SumBruteForce::Verdict expected = brute.verdict(sum);
    QVERIFY2(analysis.known(), "a sum of small boards is not known");
    QVERIFY(analysis.unknownBoards.empty());
    QCOMPARE(analysis.value.value(), expected.grundy);
    QCOMPARE(analysis.outcome.value() == engine::Outcome::Win, expected.win);
    if (analysis.remoteness) {
        QCOMPARE(*analysis.remoteness, expected.remoteness);
        ++counts.remoteness;
    }
    const auto verdicts = brute.moveVerdicts(sum);
    QCOMPARE(analysis.moves.size(), verdicts.size());
    std::set<SumMove> winning;
    for (const engine::SumMoveVerdict& verdict : analysis.moves) {
        const auto it = verdicts.find(verdict.move);
        QVERIFY2(it != verdicts.end(), "a listed move is not legal");
        QVERIFY(verdict.known());
        QCOMPARE(verdict.wins(), !it->second.win);
        if (verdict.resultValue)
            QCOMPARE(*verdict.resultValue, it->second.grundy);
        if (verdict.resultRemoteness) {
            QCOMPARE(*verdict.resultRemoteness, it->second.remoteness);
            ++counts.moveRemoteness;
        }
        if (verdict.wins())
            winning.insert(verdict.move);
        ++counts.moveVerdicts;
    }
    QCOMPARE(winning, brute.winningMoves(sum));
    const auto winningList = analysis.winningMoves();
    QCOMPARE(std::set<SumMove>(winningList.begin(), winningList.end()), winning);

    const std::optional<SumMove> perfect = engine::perfectSumMove(analysis);
    QCOMPARE(perfect.has_value(), !verdicts.empty());
    if (perfect) {
        QVERIFY(sum.isLegal(*perfect));
        const SumBruteForce::Verdict after = verdicts.at(*perfect);
        if (expected.win)
            QVERIFY2(!after.win, "the perfect move from a win does not win");
        if (analysis.remoteness)
            QCOMPARE(after.remoteness, expected.remoteness - 1);
    }
    ++counts.positions;
}

// A random game of `sum` to its end, every position checked.
void playRandomly(GameSum sum, engine::SumSolver& solver, SumBruteForce& brute, std::mt19937_64& random,
                  Counts& counts)
{
    for (;;) {
        const SumAnalysis analysis = solver.analyse(sum, {});
        checkPosition(sum, analysis, brute, counts);
        if (QTest::currentTestFailed() || analysis.moves.empty())
            return;
        sum = sum.play(analysis.moves[random() % analysis.moves.size()].move);
    }
}

// Perfect play on both sides from `sum` to the end: a win is kept, and a
// remoteness known at the start is the game's length.
void playPerfectly(GameSum sum, engine::SumSolver& solver, SumBruteForce& brute, Counts& counts)
{
    const SumBruteForce::Verdict start = brute.verdict(sum);
    const std::optional<int> startRemoteness = solver.analyse(sum, {}).remoteness;
    int length = 0;
    bool exact = true;
    for (;;) {
        const SumAnalysis analysis = solver.analyse(sum, {});
        exact = exact && analysis.remoteness.has_value();
        const std::optional<SumMove> move = engine::perfectSumMove(analysis);
        if (!move)
            break;
        const bool wins = brute.verdict(sum).win;
        sum = sum.play(*move);
        if (wins)
            QVERIFY2(!brute.verdict(sum).win, "perfect play lost a won sum");
        ++length;
    }
    if (startRemoteness && exact) {
        QCOMPARE(length, start.remoteness);
        ++counts.exactWalks;
    }
    ++counts.perfectWalks;
}

} // namespace

class TestSumBruteForce : public QObject {
    Q_OBJECT

private slots:
    void randomSumsAgreeWithTheBruteForce()
    {
        const int sums = testsupport::trials(environmentNumber("GRUNDYGRID_SUM_TRIALS", 2000));
        const int seed = environmentNumber("GRUNDYGRID_SUM_SEED", 25);
        std::mt19937_64 random(static_cast<std::uint64_t>(seed));
        QElapsedTimer clock;
        clock.start();
        Counts counts;
        for (int i = 0; i < sums; ++i) {
            const GameSum sum = sums_test::randomSmallSum(random, kMaxTuples);
            SumBruteForce brute(sum);
            engine::SumSolver solver;
            playRandomly(sum, solver, brute, random, counts);
            if (!QTest::currentTestFailed() && i % 8 == 0)
                playPerfectly(sum, solver, brute, counts);
            counts.tuples += static_cast<long long>(brute.tuplesValued());
            for (const engine::SumComponent& board : sum.boards())
                ++counts.boardsPerGame[std::string(board.module->id())];
            if (QTest::currentTestFailed()) {
                qWarning("seed %d, sum %d: %s", seed, i, describe(sum).c_str());
                return;
            }
            ++counts.sums;
        }
        qInfo("%lld sums, %lld positions, %lld move verdicts, %lld tuples searched by the brute force; remoteness "
              "checked at %lld positions and %lld moves; %lld perfect walks (%lld of known length); %.1f s",
              counts.sums, counts.positions, counts.moveVerdicts, counts.tuples, counts.remoteness,
              counts.moveRemoteness, counts.perfectWalks, counts.exactWalks, clock.elapsed() / 1000.0);
        std::string perGame;
        for (const auto& [id, boards] : counts.boardsPerGame)
            perGame += " " + id + " " + std::to_string(boards);
        qInfo("boards per game:%s", perGame.c_str());
        QCOMPARE(counts.sums, sums);
        // Every game of the list takes part (a game added to it joins by itself).
        for (const engine::GameModule* module : engine::gameModules())
            QVERIFY2(counts.boardsPerGame.count(std::string(module->id())) == 1, std::string(module->id()).c_str());
        // The small sums' remoteness fits the search's budget: it is given almost everywhere.
        QVERIFY(counts.remoteness * 10 > counts.positions * 9);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_sum_bruteforce, TestSumBruteForce)
#include "test_sum_bruteforce.moc"
