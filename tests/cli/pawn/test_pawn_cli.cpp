#include "pawn/PawnBruteForce.h"

#include "cli/Cli.h"

#include "CliTestSupport.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <sstream>

namespace {

using cli_test::expectSuccess;
using cli_test::expectError;
using cli_test::runCli;
using Result = cli_test::CliResult;

using XY = std::pair<int, int>;

std::string cellLines(const std::vector<XY>& cells)
{
    std::string text;
    for (const auto& [x, y] : cells)
        text += std::to_string(x) + " " + std::to_string(y) + "\n";
    return text;
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
    void answersThePublishedSample()
    {
        expectSuccess(runCli({"pawn"}, "1\n2\n1 1\n4 2\n4\n2 2\n1 2\n3 4\n6 5\n"), "Alice\nBob\nAlice\nBob\n");
    }

    void answersPositionQueries()
    {
        // The sample's board with the pawn at (3, 4) (Alice wins there), then after (3, 4) -> (3, 2).
        expectSuccess(runCli({"moves", "pawn"}, "2\n1 1\n4 2\n3 4\n0\n"), "win\n3 3\n");
        expectSuccess(runCli({"moves", "pawn"}, "2\n1 1\n4 2\n3 4\n1\n3 2\n"), "win\n1 2\n");
        expectSuccess(runCli({"moves", "pawn"}, "2\n1 1\n4 2\n3 4\n2\n3 2\n1 2\n"), "loss\n");
        expectSuccess(runCli({"moves", "pawn"}, "0\n0 0\n0\n"), "loss\n");
        expectSuccess(runCli({"moves", "pawn"}, "0\n1000000000 7\n0\n"), "win\n7 7\n");
        // Two winning moves in ascending numeric order: 9 before 10.
        expectSuccess(runCli({"moves", "pawn"}, "6\n0 4\n2 12\n4 12\n7 9\n9 0\n12 1\n10 11\n0\n"),
                      "win\n9 11\n10 0\n");
    }

    void reportsBadInput()
    {
        expectError(runCli({"pawn"}, ""), "line 1: the input is empty; expected a pawn contest text (see --help)");
        expectError(runCli({"pawn"}, "1\n2\n1 1\n1 1\n0\n"),
                    "line 4, column 1: impassable cell (1, 1) is listed twice (first on line 3)");
        expectError(runCli({"pawn"}, "1\n1\n4 2\n2\n0 0\n4 2\n"), "line 6, column 1: the start (4, 2) is impassable");
        expectError(runCli({"pawn"}, "1\n0\n1\n-1 0\n"),
                    "line 4, column 1: expected a start X between 0 and 1000000000, found -1");
        expectError(runCli({"pawn"}, "1\n0\n1\n1 1\n1 1\n"),
                    "line 5, column 1: expected the end of the input after the last start, found 1");
        expectError(runCli({"moves", "pawn"}, ""),
                    "line 1: the input is empty; expected a pawn board, the number of moves and the moves (see "
                      "--help)");
        expectError(runCli({"moves", "pawn"}, "2\n1 1\n4 2\n3 4\n8\n"),
                    "line 5, column 1: expected the number of moves between 0 and 7, found 8");
        expectError(runCli({"moves", "pawn"}, "2\n1 1\n4 2\n4 4\n2\n4 3\n4 1\n"),
                    "line 7, column 1: the way from (4, 3) to (4, 1) is blocked by the impassable cell (4, 2)");
        expectError(runCli({"moves", "pawn"}, "0\n5 5\n1\n6 5\n"),
                    "line 4, column 1: the pawn at (5, 5) moves only left or up, not to (6, 5)");
        expectError(runCli({"moves", "pawn"}, "1\n5 5\n5 5\n0\n"),
                    "line 3, column 1: the pawn cannot stand on the impassable cell (5, 5)");
        expectError(runCli({"moves", "pawn"}, "0\n5 5\n1\n4 5\n4 4\n"),
                    "line 5, column 1: expected the end of the input after the last move, found 4");
        cli_test::expectUsageError(runCli({"bench", "pawn", "--size", "100001"}),
                                   "the pawn benchmark takes a --size between 1 and 100000, not 100001");
    }

    void contestAnswersMatchBruteForce()
    {
        std::mt19937 rng(2024);
        int bobs = 0;
        int starts = 0;
        for (int trial = 0; trial < 400; ++trial) {
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
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(starts > 50'000);
        QVERIFY(bobs > 5000 && bobs < starts / 2);
    }

    void positionQueriesMatchBruteForce()
    {
        std::mt19937 rng(77);
        int losses = 0;
        int twoWinning = 0;
        for (int trial = 0; trial < 1500; ++trial) {
            const int size = std::uniform_int_distribution(1, 10)(rng);
            const std::set<XY> impassable = randomImpassable(rng, size);
            PawnBruteForce brute(impassable);
            XY pawn{std::uniform_int_distribution(0, size)(rng), std::uniform_int_distribution(0, size)(rng)};
            if (impassable.count(pawn))
                continue;
            std::string input = std::to_string(impassable.size()) + "\n" + cellLines(shuffled(impassable, rng))
                + std::to_string(pawn.first) + " " + std::to_string(pawn.second) + "\n";
            std::vector<XY> played;
            const int wanted = std::uniform_int_distribution(0, 4)(rng);
            while (static_cast<int>(played.size()) < wanted) {
                const auto moves = brute.moves(pawn.first, pawn.second);
                if (moves.empty())
                    break;
                pawn = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
                played.push_back(pawn);
            }
            input += std::to_string(played.size()) + "\n" + cellLines(played);
            std::vector<XY> winning = brute.winningMoves(pawn.first, pawn.second);
            std::sort(winning.begin(), winning.end()); // ascending X, then Y
            const bool win = brute.solve(pawn.first, pawn.second).win;
            std::string expected = win ? "win\n" : "loss\n";
            expected += cellLines(winning);
            cli_test::expectOutput({"moves", "pawn"}, input, expected);
            if (QTest::currentTestFailed())
                return;
            losses += win ? 0 : 1;
            twoWinning += winning.size() == 2 ? 1 : 0;
        }
        QVERIFY(losses > 100);
        QVERIFY(twoWinning > 20);
    }

    void runsTheBenchmark()
    {
        const std::vector<std::string> rows = cli_test::benchmarkLines("pawn", "1000");
        QCOMPARE(rows.size(), std::size_t{8});
        QVERIFY(rows[0].find("N = Q = 1000; times in ms, median of 3 runs") != std::string::npos);
        const char* layouts[] = {"uniform", "diagonal", "few-rows", "one-column", "10000-tests"};
        for (int i = 0; i < 5; ++i) {
            std::istringstream fields(rows[static_cast<std::size_t>(i) + 2]);
            std::string name;
            int tests = 0;
            double megabytes = 0;
            double answerMs = -1;
            double mapMs = -1;
            long segments = 0;
            long alice = -1;
            fields >> name >> tests >> megabytes >> answerMs >> mapMs >> segments >> alice;
            QCOMPARE(name, std::string(layouts[i]));
            QCOMPARE(tests, i == 4 ? 1000 : 1);
            QVERIFY(megabytes > 0 && answerMs >= 0 && mapMs >= 0);
            QVERIFY(segments > 0);
            QVERIFY(alice >= 0 && alice <= 1000);
        }
        QVERIFY(rows[7].rfind("peak memory: ", 0) == 0);
    }
};

QTEST_APPLESS_MAIN(TestPawnCli)
#include "test_pawn_cli.moc"
