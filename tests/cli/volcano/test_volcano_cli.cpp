#include "volcano/VolcanoBruteForce.h"

#include "cli/Cli.h"

#include "CliTestSupport.h"

#include <QTest>

#include <random>
#include <sstream>

namespace {

using cli_test::expectSuccess;
using cli_test::runCli;
using Result = cli_test::CliResult;

const std::string kSampleBoard = "7 7\n^#^#^^^\n^#^^^#^\n^#^^^^^\n^^^#^^^\n^^^^^^^\n^^^^^^^\n^^^^^^^\n";

std::string openBoard(int rows, int cols)
{
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    for (int r = 0; r < rows; ++r)
        text += std::string(static_cast<std::size_t>(cols), '^') + "\n";
    return text;
}

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
    void answersTheContestSample()
    {
        expectSuccess(runCli({"volcano"}, "1\n" + kSampleBoard), "Asuna\n");
        expectSuccess(runCli({"volcano"}, "3\n" + kSampleBoard + "1 1\n^\n" + openBoard(20, 20)),
                      "Asuna\nKirito\nAsuna\n");
    }

    void answersPositionQueries()
    {
        // The sample: the one winning move is (4,4); after it nothing is left.
        expectSuccess(runCli({"moves", "volcano"}, kSampleBoard + "0\n"), "win\n4 4\n");
        expectSuccess(runCli({"moves", "volcano"}, kSampleBoard + "1\n4 4\n"), "loss\n");
        // After (2,4) the lava buries (4,4); (4,2) is left and wins.
        expectSuccess(runCli({"moves", "volcano"}, kSampleBoard + "1\n2 4\n"), "win\n4 2\n");
        expectSuccess(runCli({"moves", "volcano"}, kSampleBoard + "2\n2 4\n4 2\n"), "loss\n");
        // No monster at all.
        expectSuccess(runCli({"moves", "volcano"}, "2 3\n^^^\n###\n0\n"), "loss\n");
        // Eight winning moves in ascending numeric order (row 11 after row 8).
        expectSuccess(runCli({"moves", "volcano"}, openBoard(20, 20) + "0\n"),
                      "win\n3 8\n3 11\n8 3\n8 16\n11 3\n11 16\n16 8\n16 11\n");
    }

    void reportsBadInput_data()
    {
        cli_test::addBadInputColumns();
        const QStringList contest{"volcano"};
        const QStringList moves{"moves", "volcano"};
        const QString sample = QString::fromStdString(kSampleBoard);
        const auto row = cli_test::addBadInputRow;
        row("empty contest", contest, "", "line 1: the input is empty; expected a volcano contest text (see --help)");
        row("zero cases", contest, "0\n", "line 1, column 1: expected the number of cases between 1 and 1000, found 0");
        row("board too large", contest, "1\n61 61\n",
            "line 2, column 1: expected the number of rows between 1 and 60, found 61");
        row("bad cell", contest, "1\n2 2\n^^\n^v\n",
            "line 4, column 2: expected '#' or '^' in row 1 of the board, found 'v'");
        row("short row", contest, "1\n2 2\n^\n^^\n",
            "line 3, column 1: row 0 of the board has 1 character, expected 2");
        row("missing row", contest, "1\n2 2\n^^\n",
            "line 4, column 1: expected row 1 of the board (2 characters '#' or '^'), found the end of the input");
        row("trailing garbage", contest, "1\n1 1\n^\nmore\n",
            "line 4, column 1: expected the end of the input after the last case, found 'more'");
        row("empty moves", moves, "",
            "line 1: the input is empty; expected a volcano board, the number of moves and the moves (see --help)");
        row("K too large", moves, sample + "4\n",
            "line 9, column 1: expected the number of moves between 0 and 3, found 4");
        row("K missing", moves, sample,
            "line 9, column 1: expected the number of moves between 0 and 3, found the end of the input");
        row("move on a wall", moves, sample + "1\n0 1\n", "line 10, column 1: cell (0, 1) is a wall, not a monster");
        row("move without monster", moves, sample + "1\n6 6\n", "line 10, column 1: cell (6, 6) holds no monster");
        row("move under lava", moves, sample + "2\n4 2\n4 4\n", "line 11, column 1: cell (4, 4) is covered by lava");
        row("move repeated", moves, sample + "2\n2 4\n 2 4\n",
            "line 11, column 2: the monster at (2, 4) has already erupted");
        row("move outside", moves, sample + "1\n2 7\n",
            "line 10, column 3: expected a column between 0 and 6, found 7");
        row("missing move", moves, sample + "2\n2 4\n",
            "line 11, column 1: expected a row between 0 and 6, found the end of the input");
        row("extra move", moves, sample + "1\n4 4\n2 4\n",
            "line 11, column 1: expected the end of the input after the last move, found 2");
        row("move after K = 0", moves, sample + "0\n4 4\n",
            "line 10, column 1: expected the end of the input after the number of moves, found 4");
        row("garbage after move", moves, sample + "1\n4 4 x\n",
            "line 10, column 5: expected the end of the line after the move, found 'x'");
    }

    void reportsBadInput() { cli_test::expectBadInputRowFails(); }

    void reportsUsageErrors()
    {
        cli_test::expectUsageError(runCli({"volcano", "extra"}, "1\n1 1\n^\n"),
                                   "unexpected argument 'extra' after 'volcano'");
        cli_test::expectUsageError(runCli({"bench", "volcano", "--size", "61"}),
                                   "the volcano benchmark takes a --size between 1 and 60, not 61");
        cli_test::expectUsageError(runCli({"bench", "volcano", "--size", "100"}),
                                   "the volcano benchmark takes a --size between 1 and 60, not 100");
    }

    void documentsItself()
    {
        const Result help = runCli({"--help"});
        QCOMPARE(help.status, cli::kExitSuccess);
        for (const char* needle : {"volcano (Volcano)", "'Asuna'", "prime-cross", "ten open 20x20"})
            QVERIFY2(help.out.find(needle) != std::string::npos, needle);
        std::istringstream lines(help.out);
        for (std::string line; std::getline(lines, line);)
            QVERIFY2(line.size() <= 79, line.c_str());
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
        std::mt19937 rng(20240611);
        int firstWins = 0;
        int cases = 0;
        for (int text = 0; text < 600; ++text) {
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
            if (QTest::currentTestFailed())
                return;
        }
        // Both answers occur, so the comparison is not vacuous.
        QVERIFY(firstWins > 300 && firstWins < cases - 300);
    }

    void positionQueriesMatchBruteForce()
    {
        std::mt19937 rng(7);
        int losses = 0;
        int severalWinningMoves = 0;
        int withMoves = 0;
        for (int i = 0; i < 2000; ++i) {
            const RandomBoard board = randomBoard(rng);
            VolcanoBruteForce brute(static_cast<int>(board.rows.size()), static_cast<int>(board.rows[0].size()));
            std::string state = board.state;
            std::vector<VolcanoBruteForce::Cell> played;
            const int wanted = std::uniform_int_distribution(0, 3)(rng);
            while (static_cast<int>(played.size()) < wanted) {
                const auto moves = brute.legalMoves(state);
                if (moves.empty())
                    break;
                played.push_back(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
                state = brute.after(state, played.back());
            }
            std::string input = board.text + std::to_string(played.size()) + "\n";
            for (const auto& [r, c] : played)
                input += std::to_string(r) + " " + std::to_string(c) + "\n";

            const auto winning = brute.winningMoves(state); // a set: ascending (r, c)
            std::string expected = brute.solve(state).win ? "win\n" : "loss\n";
            for (const auto& [r, c] : winning)
                expected += std::to_string(r) + " " + std::to_string(c) + "\n";
            cli_test::expectOutput({"moves", "volcano"}, input, expected);
            if (QTest::currentTestFailed())
                return;
            losses += brute.solve(state).win ? 0 : 1;
            severalWinningMoves += winning.size() > 1 ? 1 : 0;
            withMoves += played.empty() ? 0 : 1;
        }
        QVERIFY(losses > 100);
        QVERIFY(severalWinningMoves > 50);
        QVERIFY(withMoves > 100);
    }
};

QTEST_APPLESS_MAIN(TestVolcanoCli)
#include "test_volcano_cli.moc"
