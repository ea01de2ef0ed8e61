// Sums of boards of different games under the misère rule (issue 27): random
// sums of 2 to 4 small boards of random games, played at random to their end,
// against the brute force of the sum searched as one game with the last move
// losing (SumBruteForce: the tuples of positions, no decomposition). At every
// position analyseSum under misère (SumSolver(Misere): one part search over all
// boards' parts) must give the brute force's outcome, remoteness where it gives
// one, winning moves and every move's outcome and remoteness; each board's
// summary its own misère outcome (the game's brute force); the normal value
// beside it the XOR (the brute force's Grundy value); and perfectSumMove must
// win from a win and keep the misère remoteness. The same sums as one game on a
// combined board (SumGame::solverFor(setup, Misere)) must say the same.
//
// GRUNDYGRID_SUM_MISERE_TRIALS (default 600 sums; fewer under the sanitizers)
// and GRUNDYGRID_SUM_SEED (default 27) change the run. A failure prints the sum.

#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "conformance/BruteForces.h"
#include "sums/RandomSums.h"
#include "sums/SumBruteForce.h"

#include "engine/sums/SumGame.h"
#include "engine/sums/SumLayout.h"
#include "engine/sums/SumSolver.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <random>
#include <set>
#include <string>

using engine::Board;
using engine::GameSum;
using engine::Outcome;
using engine::PlayRule;
using engine::SumAnalysis;
using engine::SumMove;
using sums_test::SumBruteForce;

namespace sum_misere_test {

int environmentNumber(const char* name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

std::string describe(const GameSum& sum)
{
    std::string text;
    for (std::size_t b = 0; b < sum.size(); ++b) {
        const Board& position = sum.board(b).position;
        text += sum.boardName(b) + " " + std::to_string(position.rows()) + "x" + std::to_string(position.cols()) + ":";
        for (const auto& [cell, kind] : position.markedCells())
            text += " " + engine::cellText(cell) + "=" + std::to_string(static_cast<int>(kind));
        text += "; ";
    }
    return text;
}

struct Counts {
    long long positions = 0;
    long long losses = 0;
    long long flipped = 0; // misère outcome differs from normal play's
    long long remoteness = 0;
    long long moveVerdicts = 0;
    long long moveRemoteness = 0;
    long long combined = 0;
};

void checkPosition(const GameSum& sum, const SumAnalysis& analysis, SumBruteForce& brute, Counts& counts)
{
    const SumBruteForce::Verdict expected = brute.verdict(sum);
    QCOMPARE(analysis.rule, PlayRule::Misere);
    QVERIFY2(analysis.known(), engine::unknownSumText(sum, analysis).c_str());
    QVERIFY(!analysis.value.has_value());
    QCOMPARE(analysis.outcome.value() == Outcome::Win, expected.misereWin);
    QCOMPARE(analysis.normalValue.value(), expected.grundy);
    QCOMPARE(analysis.normalOutcome.value() == Outcome::Win, expected.win);
    if (analysis.remoteness) {
        QCOMPARE(*analysis.remoteness, expected.misereRemoteness);
        ++counts.remoteness;
    }
    for (std::size_t b = 0; b < sum.size(); ++b) {
        const auto own = conformance::bruteForceVerdict(sum.board(b).game().id(), sum.board(b).position);
        QCOMPARE(analysis.boards[b].analysis.rule, PlayRule::Misere);
        QCOMPARE(analysis.boards[b].analysis.outcome == Outcome::Win, own->misereWin);
        QCOMPARE(analysis.boards[b].value.value(), own->grundy);
    }
    const auto verdicts = brute.moveVerdicts(sum);
    QCOMPARE(analysis.moves.size(), verdicts.size());
    for (const engine::SumMoveVerdict& verdict : analysis.moves) {
        const auto it = verdicts.find(verdict.move);
        QVERIFY2(it != verdicts.end(), "a listed move is not legal");
        QVERIFY(verdict.known());
        QVERIFY(!verdict.resultValue.has_value());
        QCOMPARE(verdict.resultOutcome == Outcome::Win, it->second.misereWin);
        if (verdict.resultRemoteness) {
            QCOMPARE(*verdict.resultRemoteness, it->second.misereRemoteness);
            ++counts.moveRemoteness;
        }
        ++counts.moveVerdicts;
    }
    const auto winning = analysis.winningMoves();
    QCOMPARE(std::set<SumMove>(winning.begin(), winning.end()), brute.misereWinningMoves(sum));

    const std::optional<SumMove> perfect = engine::perfectSumMove(analysis);
    QCOMPARE(perfect.has_value(), !verdicts.empty());
    if (perfect) {
        const SumBruteForce::Verdict after = verdicts.at(*perfect);
        if (expected.misereWin)
            QVERIFY2(!after.misereWin, "the perfect move from a misère win does not win");
        if (analysis.remoteness)
            QCOMPARE(after.misereRemoteness, expected.misereRemoteness - 1);
    }
    ++counts.positions;
    counts.losses += expected.misereWin ? 0 : 1;
    counts.flipped += expected.misereWin != expected.win ? 1 : 0;
}

// The sum as one game on its combined board under misère: the same verdicts.
void checkCombined(const GameSum& sum, const engine::SumGame& game, engine::Solver& solver, const Board& setup,
                   SumBruteForce& brute, Counts& counts)
{
    (void)setup;
    const engine::Analysis analysis = solver.analyse(game.combinedOf(sum), {});
    const SumBruteForce::Verdict expected = brute.verdict(sum);
    QCOMPARE(analysis.rule, PlayRule::Misere);
    QVERIFY(analysis.known());
    QVERIFY(!analysis.grundy.has_value());
    QCOMPARE(analysis.outcome == Outcome::Win, expected.misereWin);
    QCOMPARE(analysis.normalGrundy.value(), expected.grundy);
    std::set<engine::Move> expectedWinning;
    for (const SumMove& move : brute.misereWinningMoves(sum))
        expectedWinning.insert(game.layout().toCombined(move));
    const auto winning = analysis.winningMoves();
    QCOMPARE(std::set<engine::Move>(winning.begin(), winning.end()), expectedWinning);
    QCOMPARE(analysis.boards.size(), sum.size());
    ++counts.combined;
}


class TestSumMisere : public QObject {
    Q_OBJECT

private slots:
    void randomMisereSumsAgreeWithTheBruteForce()
    {
        const int trials = testsupport::trials(environmentNumber("GRUNDYGRID_SUM_MISERE_TRIALS", 600));
        const int seed = environmentNumber("GRUNDYGRID_SUM_SEED", 27);
        std::mt19937_64 random(static_cast<std::uint64_t>(seed));
        QElapsedTimer clock;
        clock.start();
        Counts counts;
        for (int t = 0; t < trials; ++t) {
            GameSum sum = sums_test::randomSmallSum(random, 1000);
            const GameSum start = sum;
            SumBruteForce brute(sum);
            engine::SumSolver solver(PlayRule::Misere);
            for (;;) {
                const SumAnalysis analysis = solver.analyse(sum, {});
                checkPosition(sum, analysis, brute, counts);
                if (QTest::currentTestFailed() || analysis.moves.empty())
                    break;
                sum = sum.play(analysis.moves[random() % analysis.moves.size()].move);
            }
            if (!QTest::currentTestFailed() && t % 3 == 0) {
                const engine::SumGame& game = engine::sumGameOf(engine::SumLayout::of(start.boards()));
                std::vector<Board> setups;
                for (const engine::SumComponent& board : start.boards())
                    setups.push_back(board.setup);
                const Board setup = game.layout().combinedBoard(setups);
                const std::unique_ptr<engine::Solver> combined = game.solverFor(setup, PlayRule::Misere);
                checkCombined(start, game, *combined, setup, brute, counts);
            }
            if (QTest::currentTestFailed()) {
                qWarning("seed %d, sum %d: %s", seed, t, describe(sum).c_str());
                return;
            }
        }
        qInfo("%d misère sums, %lld positions (%lld losses, %lld whose outcome differs from normal play's), "
              "%lld with remoteness, %lld move verdicts, %lld with remoteness, %lld combined boards; %.1f s",
              trials, counts.positions, counts.losses, counts.flipped, counts.remoteness, counts.moveVerdicts,
              counts.moveRemoteness, counts.combined, clock.elapsed() / 1000.0);
        QVERIFY(counts.losses > 0);
        QVERIFY(counts.flipped > 0);
        QVERIFY(counts.remoteness > 0);
    }

    // A sum whose search is beyond its budget is not known, with the reason;
    // never a guess. The moves are all listed, none with a verdict.
    void aSearchBeyondItsBudgetIsNotKnown()
    {
        const GameSum sum({sums_test::boardFromText("chomp", "4 4 1\n0 0\n"),
                           sums_test::boardFromText("chomp", "4 4 1\n0 0\n")});
        engine::SumSolver solver(PlayRule::Misere);
        engine::SumOptions options;
        options.misereBudget = {10, 10};
        const SumAnalysis analysis = solver.analyse(sum, {}, options);
        QVERIFY(!analysis.known());
        QCOMPARE(engine::unknownSumText(sum, analysis),
                 std::string("the misère verdict needs more than 10 positions of parts searched"));
        QCOMPARE(analysis.moves.size(), std::size_t{30});
        for (const engine::SumMoveVerdict& verdict : analysis.moves)
            QVERIFY(!verdict.known());
        // With the default budget the same sum is known.
        engine::SumSolver full(PlayRule::Misere);
        QVERIFY(full.analyse(sum, {}).known());
    }

    // Boards whose parts are all tame (here single nim heaps, genus k^(k, k^2) from 2 up) are
    // decided by misère nim on their values, not searched: six heaps whose product of positions
    // (147 840 sets) is far beyond the budget are decided within it, every move as Bouton's rule
    // says (a loss iff every heap is at most 1 and the XOR is 1, or some heap is 2 or more and
    // the XOR is 0).
    void tamePartsAreDecidedByTheirGenus()
    {
        const std::vector<int> heaps{3, 5, 6, 7, 9, 10};
        std::vector<engine::SumComponent> boards;
        for (int heap : heaps)
            boards.push_back(sums_test::boardFromText("nim", "1\n" + std::to_string(heap) + "\n"));
        const GameSum sum(boards);
        const auto misereLoss = [](const std::vector<int>& sizes) {
            int xorOfAll = 0;
            bool someLarge = false;
            for (int size : sizes) {
                xorOfAll ^= size;
                someLarge = someLarge || size >= 2;
            }
            return someLarge ? xorOfAll == 0 : xorOfAll == 1;
        };
        engine::SumSolver solver(PlayRule::Misere);
        engine::SumOptions options;
        options.misereBudget = {20'000, 10};
        engine::SolveContext outcomesOnly;
        outcomesOnly.outcomesOnly = true;
        const SumAnalysis analysis = solver.analyse(sum, outcomesOnly, options);
        QVERIFY2(analysis.known(), analysis.unknownReason ? analysis.unknownReason->c_str() : "");
        QCOMPARE(analysis.outcome.value() == Outcome::Loss, misereLoss(heaps));
        int winning = 0;
        for (const engine::SumMoveVerdict& verdict : analysis.moves) {
            std::vector<int> after = heaps;
            after[verdict.move.board] = static_cast<int>(verdict.move.move.topLeft.col); // counters left of it stay
            QCOMPARE(verdict.resultOutcome.value() == Outcome::Loss, misereLoss(after));
            winning += verdict.resultOutcome.value() == Outcome::Loss ? 1 : 0;
        }
        QVERIFY(winning > 0);
    }

    // Misère sums stop through their context and report progress.
    void stopsAndReportsProgress()
    {
        const GameSum sum({sums_test::boardFromText("chomp", "5 5 1\n0 0\n"),
                           sums_test::boardFromText("chomp", "5 5 1\n0 0\n")});
        engine::SumSolver solver(PlayRule::Misere);
        std::stop_source stop;
        stop.request_stop();
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver.analyse(sum, engine::SolveContext{stop.get_token()}));
        // The boards' own analyses, then the sum's search: the progress never goes back.
        std::vector<double> fractions;
        engine::SolveContext reporting;
        reporting.onProgress = [&fractions](double fraction) { fractions.push_back(fraction); };
        QVERIFY(engine::SumSolver(PlayRule::Misere).analyse(sum, reporting).known());
        QVERIFY(fractions.size() > 2);
        QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
        QCOMPARE(fractions.back(), 1.0);
    }
};

} // namespace sum_misere_test

GRUNDYGRID_TEST_APPLESS_MAIN(test_sum_misere, sum_misere_test::TestSumMisere)
#include "test_sum_misere.moc"
