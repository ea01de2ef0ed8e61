#include "TestRegistry.h"
#include "pawn/PawnBruteForce.h"

#include "cli/Cli.h"

#include "CliCrossCheck.h"
#include "RandomTrials.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <sstream>

namespace {

using cli_test::runCli;
using Result = cli_test::CliResult;

using XY = std::pair<int, int>;

std::string cellLines(const std::vector<XY>& cells)
{
    return cli_test::moveLines(cells, cli_test::cellText);
}

std::set<XY> randomImpassable(std::mt19937& rng, int size)
{
    std::set<XY> cells;
    const double density = std::uniform_real_distribution(0.0, 0.35)(rng);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            if (std::bernoulli_distribution(density)(rng))
                cells.insert({x, y});
    return cells;
}

std::vector<XY> shuffled(const std::set<XY>& cells, std::mt19937& rng)
{
    std::vector<XY> list(cells.begin(), cells.end());
    std::shuffle(list.begin(), list.end(), rng);
    return list;
}

} // namespace

class TestPawnCli : public QObject {
    Q_OBJECT

private slots:
    void reportsBenchUsageErrors()
    {
        cli_test::expectUsageError(runCli({"bench", "pawn", "--size", "100001"}),
                                   "the pawn benchmark takes a --size between 1 and 100000, not 100001");
    }

    void contestAnswersMatchBruteForce()
    {
        int bobs = 0;
        int starts = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(2024, 400)) {
            const int tests = std::uniform_int_distribution(1, 5)(rng);
            std::string input = std::to_string(tests) + "\n";
            std::string expected;
            for (int t = 0; t < tests; ++t) {
                const int size = std::uniform_int_distribution(1, 10)(rng);
                const std::set<XY> impassable = randomImpassable(rng, size);
                PawnBruteForce brute(impassable);
                std::vector<XY> free;
                for (int y = 0; y < size + 2; ++y)
                    for (int x = 0; x < size + 2; ++x)
                        if (!impassable.count({x, y}))
                            free.push_back({x, y});
                std::shuffle(free.begin(), free.end(), rng);
                input += std::to_string(impassable.size()) + "\n" + cellLines(shuffled(impassable, rng));
                input += std::to_string(free.size()) + "\n" + cellLines(free);
                for (const auto& [x, y] : free) {
                    const bool win = brute.solve(x, y).win;
                    expected += win ? "Alice\n" : "Bob\n";
                    bobs += win ? 0 : 1;
                }
                starts += static_cast<int>(free.size());
            }
            cli_test::expectOutput({"pawn"}, input, expected);
        }
        QVERIFY(starts > 50'000);
        QVERIFY(bobs > 5000 && bobs < starts / 2);
    }

    void positionQueriesMatchBruteForce()
    {
        int losses = 0;
        int twoWinning = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(77, 1500)) {
            const int size = std::uniform_int_distribution(1, 10)(rng);
            const std::set<XY> impassable = randomImpassable(rng, size);
            PawnBruteForce brute(impassable);
            XY pawn{std::uniform_int_distribution(0, size)(rng), std::uniform_int_distribution(0, size)(rng)};
            if (impassable.count(pawn))
                continue;
            std::string input = std::to_string(impassable.size()) + "\n" + cellLines(shuffled(impassable, rng))
                + std::to_string(pawn.first) + " " + std::to_string(pawn.second) + "\n";
            const auto played = cli_test::playRandomMoves(
                rng, 4, [&] { return brute.moves(pawn.first, pawn.second); }, [&](const XY& to) { pawn = to; });
            input += cli_test::playedText(played, cli_test::cellText);
            std::vector<XY> winning = brute.winningMoves(pawn.first, pawn.second);
            std::sort(winning.begin(), winning.end()); // ascending X, then Y
            const bool win = brute.solve(pawn.first, pawn.second).win;
            cli_test::expectOutput({"moves", "pawn"}, input, cli_test::movesAnswer(win, winning, cli_test::cellText));
            losses += win ? 0 : 1;
            twoWinning += winning.size() == 2 ? 1 : 0;
        }
        QVERIFY(losses > 100);
        QVERIFY(twoWinning > 20);
    }

    void runsTheBenchmark()
    {
        const std::vector<std::string> rows = cli_test::benchmarkLines("pawn", "1000");
        QCOMPARE(rows.size(), std::size_t{13});
        QVERIFY(rows[0].find("N = Q = 1000; times in ms, median of 3 runs") != std::string::npos);
        const char* layouts[] = {"uniform", "diagonal", "few-rows", "one-column", "10000-tests"};
        for (int i = 0; i < 10; ++i) {
            std::istringstream fields(rows[static_cast<std::size_t>(i) + 2]);
            std::string name;
            std::string rule;
            int tests = 0;
            double megabytes = 0;
            double answerMs = -1;
            double mapMs = -1;
            long segments = 0;
            long alice = -1;
            fields >> name >> rule >> tests >> megabytes >> answerMs >> mapMs >> segments >> alice;
            QCOMPARE(name, std::string(layouts[i / 2]));
            QCOMPARE(rule, std::string(i % 2 == 0 ? "normal" : "misere")); // each layout under both rules
            QCOMPARE(tests, i / 2 == 4 ? 1000 : 1);
            QVERIFY(megabytes > 0 && answerMs >= 0 && mapMs >= 0);
            QVERIFY(segments > 0);
            QVERIFY(alice >= 0 && alice <= 1000);
        }
        QVERIFY(rows[12].rfind("peak memory: ", 0) == 0);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_pawn_cli, TestPawnCli)
#include "test_pawn_cli.moc"
