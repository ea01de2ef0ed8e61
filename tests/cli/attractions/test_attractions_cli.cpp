#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "attractions/AttractionsBruteForce.h"

#include "cli/Cli.h"

#include "CliCrossCheck.h"
#include "RandomTrials.h"

#include <QTest>

#include <random>
#include <sstream>

namespace {

using cli_test::runCli;
using Result = cli_test::CliResult;

// A random board as the brute force's state ('X' and '.') and as its text.
struct RandomBoard {
    int rows = 0;
    int cols = 0;
    std::string state;
    std::string text;
};

RandomBoard randomBoard(std::mt19937& rng)
{
    RandomBoard board;
    board.rows = std::uniform_int_distribution(1, 5)(rng);
    board.cols = std::uniform_int_distribution(1, 5)(rng);
    const double density = std::uniform_real_distribution(0.2, 0.9)(rng);
    const char* lineEnd = std::bernoulli_distribution(0.2)(rng) ? "\r\n" : "\n";
    board.text = std::to_string(board.rows) + " " + std::to_string(board.cols) + lineEnd;
    for (int r = 0; r < board.rows; ++r) {
        for (int c = 0; c < board.cols; ++c)
            board.state += std::bernoulli_distribution(density)(rng) ? 'X' : '.';
        board.text += board.state.substr(static_cast<std::size_t>(r * board.cols), static_cast<std::size_t>(board.cols))
            + lineEnd;
    }
    return board;
}

// Random boards per cross-check (fewer under sanitizers).
int boardCount()
{
    return testsupport::trials(1000);
}

} // namespace

class TestAttractionsCli : public QObject {
    Q_OBJECT

private slots:
    void runsTheBenchmark()
    {
        const std::vector<std::string> rows = cli_test::benchmarkLines("attractions", "9");
        QCOMPARE(rows.size(), std::size_t{4});
        QVERIFY(rows[0].find("median of 3 runs") != std::string::npos);
        std::istringstream fields(rows[2]);
        std::string size;
        int spots = 0;
        double ms = -1;
        int winning = -1;
        int grundy = -1;
        fields >> size >> spots >> ms >> winning >> grundy;
        QCOMPARE(size, std::string("9x9"));
        QCOMPARE(spots, 81);
        QVERIFY(ms >= 0.0);
        // The start of the full 9 x 9 board, as the contest answers it.
        const Result contest = runCli({"attractions"}, "1\n9 9\n" + [] {
            std::string text;
            for (int r = 0; r < 9; ++r)
                text += "XXXXXXXXX\n";
            return text;
        }());
        QCOMPARE(contest.out, "Case #1: " + std::to_string(winning) + "\n");
        QVERIFY(rows[3].rfind("peak memory: ", 0) == 0);
        cli_test::expectUsageError(runCli({"bench", "attractions", "--size", "61"}),
                                   "the attractions benchmark takes a --size between 1 and 60, not 61");
    }

    void contestAnswersMatchBruteForce()
    {
        int withWinners = 0;
        for (const auto& [rng, i] : testsupport::RandomTrials(8080, boardCount())) {
            const RandomBoard board = randomBoard(rng);
            AttractionsBruteForce brute(board.rows, board.cols);
            const auto winning = brute.winningMoves(board.state);
            cli_test::expectOutput({"attractions"}, "1\n" + board.text,
                                   "Case #1: " + std::to_string(winning.size()) + "\n");
            withWinners += winning.empty() ? 0 : 1;
        }
        QVERIFY(withWinners > boardCount() / 10 && withWinners < boardCount() - boardCount() / 10);
    }

    void positionQueriesMatchBruteForce()
    {
        cli_test::QueryTally tally;
        for (const auto& [rng, i] : testsupport::RandomTrials(77, boardCount())) {
            const RandomBoard board = randomBoard(rng);
            AttractionsBruteForce brute(board.rows, board.cols);
            std::string state = board.state;
            const auto played = cli_test::playRandomMoves(
                rng, 5, [&] { return brute.legalMoves(state); },
                [&](const std::pair<int, int>& move) { state = brute.after(state, move.first, move.second); });
            const std::string input = board.text + cli_test::playedText(played, cli_test::cellText);
            // winningMoves is a std::set: ascending (r, c)
            cli_test::expectMovesAnswer("attractions", input, brute.solve(state).win, brute.winningMoves(state),
                                         cli_test::cellText, tally);
        }
        QVERIFY(tally.losses > boardCount() / 10);
        QVERIFY(tally.severalWinningMoves > boardCount() / 10);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_attractions_cli, TestAttractionsCli)
#include "test_attractions_cli.moc"
