#include "TestRegistry.h"
#include "volcano/VolcanoBruteForce.h"

#include "cli/Cli.h"

#include "CliCrossCheck.h"
#include "RandomTrials.h"
#include "VolcanoTexts.h"

#include <QTest>

#include <random>
#include <sstream>

namespace {

using cli_test::expectSuccess;
using cli_test::runCli;
using Result = cli_test::CliResult;

using volcano_texts::kSampleBoard;
using volcano_texts::openBoard;

using cli_test::fieldsOf;

// A random contest board: its rows of '#' and '^' and the engine state the brute force plays on.
struct RandomBoard {
    std::vector<std::string> rows;
    std::string text; // "R C" and the rows
    std::string state;
};

RandomBoard randomBoard(std::mt19937& rng)
{
    RandomBoard board;
    const int rows = std::uniform_int_distribution(1, 8)(rng);
    const int cols = std::uniform_int_distribution(1, 8)(rng);
    const double walls = std::uniform_real_distribution(0.0, 0.25)(rng);
    board.rows.assign(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(cols), '^'));
    for (auto& row : board.rows)
        for (char& cell : row)
            if (std::bernoulli_distribution(walls)(rng))
                cell = '#';
    const char* lineEnd = std::bernoulli_distribution(0.2)(rng) ? "\r\n" : "\n";
    board.text = std::to_string(rows) + " " + std::to_string(cols) + lineEnd;
    for (const auto& row : board.rows)
        board.text += row + lineEnd;
    const auto monsters = VolcanoBruteForce::primeCrossMonsters(board.rows);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const char cell = board.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            board.state += monsters.count({r, c}) ? 'M' : cell;
        }
    return board;
}

} // namespace

class TestVolcanoCli : public QObject {
    Q_OBJECT

private slots:
    // The answers about open boards (those of plain texts are the rows of answers/volcano.json).
    void answersOpenBoards()
    {
        expectSuccess(runCli({"volcano"}, "3\n" + kSampleBoard + "1 1\n^\n" + openBoard(20, 20)),
                      "Asuna\nKirito\nAsuna\n");
        // Eight winning moves in ascending numeric order (row 11 after row 8).
        expectSuccess(runCli({"moves", "volcano"}, openBoard(20, 20) + "0\n"),
                      "win\n3 8\n3 11\n8 3\n8 16\n11 3\n11 16\n16 8\n16 11\n");
    }

    void reportsUsageErrors()
    {
        cli_test::expectUsageError(runCli({"volcano", "extra"}, "1\n1 1\n^\n"),
                                   "unexpected argument 'extra' after 'volcano'");
        cli_test::expectUsageError(runCli({"bench", "volcano", "--size", "61"}),
                                   "the volcano benchmark takes a --size between 1 and 60, not 61");
        cli_test::expectUsageError(runCli({"bench", "volcano", "--size", "100"}),
                                   "the volcano benchmark takes a --size between 1 and 60, not 100");
    }

    void runsTheBenchmark()
    {
        const std::vector<std::string> rows = cli_test::benchmarkLines("volcano", "9");
        QCOMPARE(rows.size(), std::size_t{5});
        QVERIFY(rows[0].find("median of 3 runs") != std::string::npos);
        QCOMPARE(fieldsOf(rows[1]), (std::vector<std::string>{"size", "monsters", "rectangles", "build", "ms", "start",
                                                              "grundy"}));
        const std::vector<std::string> board = fieldsOf(rows[2]);
        QCOMPARE(board.size(), std::size_t{6});
        QCOMPARE(board[0], std::string("9x9"));
        QCOMPARE(board[1], std::string("25"));  // rows and columns 2..6
        QCOMPARE(board[2], std::string("225")); // (5 * 6 / 2)^2 sub-rectangles
        QVERIFY(std::stod(board[3]) >= 0.0);
        // The start agrees with the moves command.
        const Result moves = runCli({"moves", "volcano"}, openBoard(9, 9) + "0\n");
        QCOMPARE(board[4], moves.out.substr(0, moves.out.find('\n')));
        QVERIFY(board[5] == "0" ? board[4] == "loss" : board[4] == "win");
        QVERIFY(rows[3].rfind("contest 10 x 20x20 open: ", 0) == 0);
        QVERIFY(rows[3].find("ms (10 Asuna, 0 Kirito)") != std::string::npos);
        QVERIFY(rows[4].rfind("peak memory: ", 0) == 0);
        QVERIFY(std::stol(fieldsOf(rows[4])[2]) > 0);
    }

    void contestAnswersMatchBruteForce()
    {
        int firstWins = 0;
        int cases = 0;
        for (const auto& [rng, text] : testsupport::RandomTrials(20240611, 600)) {
            const int count = std::uniform_int_distribution(1, 10)(rng);
            std::string input = std::to_string(count) + "\n";
            std::string expected;
            for (int i = 0; i < count; ++i) {
                const RandomBoard board = randomBoard(rng);
                input += board.text;
                VolcanoBruteForce brute(static_cast<int>(board.rows.size()), static_cast<int>(board.rows[0].size()));
                const bool wins = brute.solve(board.state).win;
                expected += wins ? "Asuna\n" : "Kirito\n";
                firstWins += wins ? 1 : 0;
                ++cases;
            }
            cli_test::expectOutput({"volcano"}, input, expected);
        }
        // Both answers occur, so the comparison is not vacuous.
        QVERIFY(firstWins > 300 && firstWins < cases - 300);
    }

    void positionQueriesMatchBruteForce()
    {
        cli_test::QueryTally tally;
        int withMoves = 0;
        for (const auto& [rng, i] : testsupport::RandomTrials(7, 2000)) {
            const RandomBoard board = randomBoard(rng);
            VolcanoBruteForce brute(static_cast<int>(board.rows.size()), static_cast<int>(board.rows[0].size()));
            std::string state = board.state;
            const auto played = cli_test::playRandomMoves(
                rng, 3, [&] { return brute.legalMoves(state); },
                [&](const VolcanoBruteForce::Cell& move) { state = brute.after(state, move); });
            const std::string input = board.text + cli_test::playedText(played, cli_test::cellText);
            const auto winning = brute.winningMoves(state); // a set: ascending (r, c)
            cli_test::expectMovesAnswer("volcano", input, brute.solve(state).win, winning, cli_test::cellText, tally);
            withMoves += played.empty() ? 0 : 1;
        }
        QVERIFY(tally.losses > 100);
        QVERIFY(tally.severalWinningMoves > 50);
        QVERIFY(withMoves > 100);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_volcano_cli, TestVolcanoCli)
#include "test_volcano_cli.moc"
