#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "nim/NimBruteForce.h"

#include "engine/games/nim/NimHeaps.h"

#include "CliCrossCheck.h"
#include "RandomTrials.h"

#include <QTest>

#include <random>
#include <sstream>

namespace {

using cli_test::runCli;

// Random heaps (2 to 5 of 0 to 6 counters, one at least 1) and their board text.
struct RandomHeaps {
    std::vector<int> sizes;
    std::string text;
};

RandomHeaps randomHeaps(std::mt19937& rng)
{
    RandomHeaps heaps;
    heaps.sizes.resize(static_cast<std::size_t>(std::uniform_int_distribution(1, 5)(rng)));
    for (int& size : heaps.sizes)
        size = std::uniform_int_distribution(0, 6)(rng);
    const char* lineEnd = std::bernoulli_distribution(0.2)(rng) ? "\r\n" : "\n";
    heaps.text = std::to_string(heaps.sizes.size()) + lineEnd;
    for (std::size_t i = 0; i < heaps.sizes.size(); ++i)
        heaps.text += (i == 0 ? "" : " ") + std::to_string(heaps.sizes[i]);
    heaps.text += lineEnd;
    return heaps;
}

int boardCount()
{
    return testsupport::trials(1000);
}

} // namespace

class TestNimCli : public QObject {
    Q_OBJECT

private slots:
    void runsTheBenchmark()
    {
        const std::vector<std::string> rows = cli_test::benchmarkLines("nim", "4");
        QCOMPARE(rows.size(), std::size_t{5});
        QVERIFY(rows[0].find("median of 3 runs") != std::string::npos);
        std::istringstream fields(rows[2]);
        std::string size;
        int counters = 0;
        double ms = -1;
        int grundy = -1;
        int remoteness = -1;
        fields >> size >> counters >> ms >> grundy >> remoteness;
        QCOMPARE(size, std::string("4x8"));
        QCOMPARE(counters, 32);
        QVERIFY(ms >= 0.0);
        QCOMPARE(grundy, 0); // four equal heaps
        NimBruteForce brute;
        const BruteForceResult four = brute.solve(engine::nim::boardOfHeaps({8, 8, 8, 8}));
        QCOMPARE(remoteness, four.remoteness);
        // The misère line: four equal heaps of 8 are a misère loss too, with the brute force's remoteness.
        QVERIFY2(rows[3].rfind(std::string("misère 4x8: ") + (four.misereWin ? "win" : "loss") + ", ", 0) == 0,
                 rows[3].c_str());
        QVERIFY2(rows[3].find("remoteness " + std::to_string(four.misereRemoteness) + ",") != std::string::npos,
                 rows[3].c_str());
        QVERIFY(rows[4].rfind("peak memory: ", 0) == 0);
        cli_test::expectUsageError(runCli({"bench", "nim", "--size", "17"}),
                                   "the nim benchmark takes a --size between 1 and 16, not 17");
    }

    void contestAnswersMatchBruteForce()
    {
        int firsts = 0;
        for (const auto& [rng, i] : testsupport::RandomTrials(8181, boardCount())) {
            const RandomHeaps heaps = randomHeaps(rng);
            NimBruteForce brute;
            const bool first = brute.solve(engine::nim::boardOfHeaps(heaps.sizes)).win;
            cli_test::expectOutput({"nim"}, "1\n" + heaps.text, first ? "First\n" : "Second\n");
            firsts += first ? 1 : 0;
        }
        QVERIFY(firsts > boardCount() / 10 && firsts < boardCount() - boardCount() / 10);
    }

    void positionQueriesMatchBruteForce()
    {
        cli_test::QueryTally tally;
        const engine::Game& nim = *engine::findGame("nim");
        for (const auto& [rng, i] : testsupport::RandomTrials(78, boardCount())) {
            const RandomHeaps heaps = randomHeaps(rng);
            engine::Board position = engine::nim::boardOfHeaps(heaps.sizes);
            const auto played = cli_test::playRandomMoves(
                rng, 4,
                [&] {
                    std::vector<std::pair<int, int>> cells;
                    for (const engine::Move& move : nim.legalMoves(position))
                        cells.emplace_back(static_cast<int>(move.topLeft.row), static_cast<int>(move.topLeft.col));
                    return cells;
                },
                [&](const std::pair<int, int>& move) {
                    position = nim.play(position, engine::Move::at({move.first, move.second}));
                });
            NimBruteForce brute;
            cli_test::expectMovesAnswer("nim", heaps.text + cli_test::playedText(played, cli_test::cellText),
                                        brute.solve(position).win, brute.winningMoves(position), cli_test::cellText,
                                        tally);
        }
        QVERIFY(tally.losses > boardCount() / 10);
        QVERIFY(tally.severalWinningMoves > boardCount() / 20);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_nim_cli, TestNimCli)
#include "test_nim_cli.moc"
