#include "TestSlowdown.h"
#include "attractions/AttractionsBruteForce.h"

#include "cli/Cli.h"

#include "CliTestSupport.h"

#include <QTest>

#include <random>
#include <sstream>

namespace {

using cli_test::expectSuccess;
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
    void answersContests()
    {
        expectSuccess(runCli({"attractions"}, "4\n1 1\nX\n1 1\n.\n2 2\nXX\nXX\n3 3\nXXX\nXXX\nXXX\n"),
                      "Case #1: 1\nCase #2: 0\nCase #3: 0\nCase #4: 9\n");
        expectSuccess(runCli({"attractions"}, "1\n1 3\nXXX\n"), "Case #1: 3\n");
    }

    void answersPositionQueries()
    {
        expectSuccess(runCli({"moves", "attractions"}, "3 3\nXXX\nXXX\nXXX\n0\n"),
                      "win\n0 0\n0 1\n0 2\n1 0\n1 1\n1 2\n2 0\n2 1\n2 2\n");
        expectSuccess(runCli({"moves", "attractions"}, "3 3\nXXX\nXXX\nXXX\n1\n1 1\n"), "loss\n");
        expectSuccess(runCli({"moves", "attractions"}, "2 2\nXX\nXX\n0\n"), "loss\n");
        expectSuccess(runCli({"moves", "attractions"}, "2 2\nXX\nXX\n1\n0 1\n"), "win\n0 0\n1 1\n");
        // One column: no diagonal, every spot a single move; three are left, and
        // each move leaves two. Row 10 sorts after row 4 (numeric order).
        expectSuccess(runCli({"moves", "attractions"}, "11 1\nX\n.\nX\n.\nX\n.\n.\n.\n.\n.\nX\n1\n0 0\n"),
                      "win\n2 0\n4 0\n10 0\n");
        // No spot at all: a loss without winning moves.
        expectSuccess(runCli({"moves", "attractions"}, "1 2\n..\n0\n"), "loss\n");
    }

    void reportsBadInput_data()
    {
        cli_test::addBadInputColumns();
        const QStringList contest{"attractions"};
        const QStringList moves{"moves", "attractions"};
        const auto row = cli_test::addBadInputRow;
        row("empty contest", contest, "", "line 1: the input is empty; expected a attractions contest text (see --help)");
        row("bad cell", contest, "1\n1 2\nXo\n", "line 3, column 2: expected 'X' (a spot) or '.' (a plain cell), found 'o'");
        row("short row", contest, "1\n2 2\nXX\nX\n", "line 4, column 1: expected a board row of 2 cells 'X' or '.', found 1 cell");
        row("too large", contest, "1\n70 70\n", "line 2, column 1: expected the number of rows between 1 and 60, found 70");
        row("trailing", contest, "1\n1 1\nX\nextra\n",
            "line 4, column 1: expected the end of the input after the last case, found 'extra'");
        row("K too large", moves, "2 2\nX.\n.X\n3\n", "line 4, column 1: expected the number of moves between 0 and 2, found 3");
        row("K missing", moves, "1 1\nX\n", "line 3, column 1: expected the number of moves between 0 and 1, found the end of the input");
        row("move on plain", moves, "2 2\nX.\n.X\n1\n0 1\n", "line 5, column 1: cell (0, 1) is a plain cell, not a spot");
        row("move on covered plain", moves, "2 2\nXX\n..\n2\n0 0\n1 1\n", "line 6, column 1: cell (1, 1) is covered by a sign");
        row("covered spot", moves, "2 2\nXX\nXX\n2\n0 0\n1 1\n", "line 6, column 1: cell (1, 1) is covered by a sign");
        row("attraction twice", moves, "1 2\nXX\n2\n0 1\n 0 1\n", "line 5, column 2: cell (0, 1) already holds an attraction");
        row("move outside", moves, "1 2\nXX\n1\n1 0\n", "line 4, column 1: expected a row 0, found 1");
        row("missing move", moves, "1 2\nXX\n2\n0 0\n", "line 5, column 1: expected a row 0, found the end of the input");
        row("extra move", moves, "1 2\nXX\n1\n0 0\n0 1\n",
            "line 5, column 1: expected the end of the input after the last move, found 0");
        row("board too large", moves, "5 61\n", "line 1, column 3: expected the number of columns between 1 and 60, found 61");
    }

    void reportsBadInput() { cli_test::expectBadInputRowFails(); }

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
        std::mt19937 rng(8080);
        int withWinners = 0;
        for (int i = 0; i < boardCount(); ++i) {
            const RandomBoard board = randomBoard(rng);
            AttractionsBruteForce brute(board.rows, board.cols);
            const auto winning = brute.winningMoves(board.state);
            cli_test::expectOutput({"attractions"}, "1\n" + board.text,
                                   "Case #1: " + std::to_string(winning.size()) + "\n");
            if (QTest::currentTestFailed())
                return;
            withWinners += winning.empty() ? 0 : 1;
        }
        QVERIFY(withWinners > boardCount() / 10 && withWinners < boardCount() - boardCount() / 10);
    }

    void positionQueriesMatchBruteForce()
    {
        std::mt19937 rng(77);
        int losses = 0;
        int severalWinningMoves = 0;
        for (int i = 0; i < boardCount(); ++i) {
            const RandomBoard board = randomBoard(rng);
            AttractionsBruteForce brute(board.rows, board.cols);
            std::string state = board.state;
            std::vector<std::pair<int, int>> played;
            const int wanted = std::uniform_int_distribution(0, 5)(rng);
            while (static_cast<int>(played.size()) < wanted) {
                const auto moves = brute.legalMoves(state);
                if (moves.empty())
                    break;
                const auto move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
                played.push_back(move);
                state = brute.after(state, move.first, move.second);
            }
            std::string input = board.text + std::to_string(played.size()) + "\n";
            for (const auto& [r, c] : played)
                input += std::to_string(r) + " " + std::to_string(c) + "\n";
            const auto winning = brute.winningMoves(state); // a std::set: ascending (r, c)
            std::string expected = brute.solve(state).win ? "win\n" : "loss\n";
            for (const auto& [r, c] : winning)
                expected += std::to_string(r) + " " + std::to_string(c) + "\n";
            cli_test::expectOutput({"moves", "attractions"}, input, expected);
            if (QTest::currentTestFailed())
                return;
            losses += brute.solve(state).win ? 0 : 1;
            severalWinningMoves += winning.size() > 1 ? 1 : 0;
        }
        QVERIFY(losses > boardCount() / 10);
        QVERIFY(severalWinningMoves > boardCount() / 10);
    }
};

QTEST_APPLESS_MAIN(TestAttractionsCli)
#include "test_attractions_cli.moc"
