#include "rectangles/RectanglesBruteForce.h"

#include "cli/Cli.h"
#include "engine/Board.h"

#include "CliTestSupport.h"

#include <QTest>

#include <random>
#include <sstream>

namespace {

using cli_test::expectSuccess;
using cli_test::runCli;
using Result = cli_test::CliResult;

using cli_test::fieldsOf;

struct RandomBoard {
    engine::Board board;
    std::string matrix; // the rows of 0/1 entries
};

RandomBoard randomBoard(std::mt19937& rng)
{
    const int rows = std::uniform_int_distribution(1, 4)(rng);
    const int cols = std::uniform_int_distribution(1, rows == 4 ? 4 : 5)(rng);
    const double density = std::uniform_real_distribution(0.3, 0.9)(rng);
    const char* lineEnd = std::bernoulli_distribution(0.2)(rng) ? "\r\n" : "\n";
    RandomBoard result{engine::Board(rows, cols), {}};
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const bool one = std::bernoulli_distribution(density)(rng);
            if (one)
                result.board.setCell({r, c}, engine::CellKind::Filled);
            result.matrix += (c == 0 ? "" : " ") + std::string(one ? "1" : "0");
        }
        result.matrix += lineEnd;
    }
    return result;
}

std::string moveText(const RectanglesBruteForce::Rect& move)
{
    const auto [r1, c1, r2, c2] = move;
    return std::to_string(r1) + " " + std::to_string(c1) + " " + std::to_string(r2) + " " + std::to_string(c2);
}

constexpr int kBoards = 1500;

} // namespace

class TestRectanglesCli : public QObject {
    Q_OBJECT

private slots:
    void answersContestSamples()
    {
        expectSuccess(runCli({"rectangles"}, "0 1 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n"), "A\n");
        expectSuccess(runCli({"rectangles"}, "0 0 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n"), "B\n");
    }

    void answersPositionQueries()
    {
        // The first sample: a domino and a cell; taking either half of the domino wins.
        expectSuccess(runCli({"moves", "rectangles"}, "4 4\n0 1 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n0\n"),
                      "win\n0 1 0 1\n0 2 0 2\n");
        expectSuccess(runCli({"moves", "rectangles"}, "4 4\n0 1 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n1\n0 1 0 1\n"),
                      "loss\n");
        // A full block: taking it all is the only winning move of a 2 x 2 block.
        expectSuccess(runCli({"moves", "rectangles"}, "2 2\n1 1\n1 1\n0\n"), "win\n0 0 1 1\n");
        // No ones left: a loss with no move.
        expectSuccess(runCli({"moves", "rectangles"}, "1 2\n1 1\n1\n0 0 0 1\n"), "loss\n");
        // A row of three: take it all, or the middle cell to leave two equal cells.
        expectSuccess(runCli({"moves", "rectangles"}, "1 3\n1 1 1\n0\n"), "win\n0 0 0 2\n0 1 0 1\n");
    }

    void reportsBadInput_data()
    {
        cli_test::addBadInputColumns();
        const QStringList contest{"rectangles"};
        const QStringList moves{"moves", "rectangles"};
        const auto row = cli_test::addBadInputRow;
        row("empty contest", contest, "", "line 1: the input is empty; expected a rectangles contest text (see --help)");
        row("bad entry", contest, "0 1\n2 0\n", "line 2, column 1: expected a cell value between 0 and 1, found 2");
        row("ragged", contest, "0 1\n1 0 1\n", "line 2, column 5: row 1 has more than 2 entries; expected 2 like the "
                                               "first row");
        row("empty moves", moves, "", "line 1: the input is empty; expected a rectangles board, the number of moves and "
                                      "the moves (see --help)");
        row("board size", moves, "9 1\n", "line 1, column 1: expected the number of rows between 1 and 8, found 9");
        row("K too large", moves, "1 2\n1 1\n3\n",
            "line 3, column 1: expected the number of moves between 0 and 2, found 3");
        row("K missing", moves, "1 2\n1 1\n",
            "line 3, column 1: expected the number of moves between 0 and 2, found the end of the input");
        row("move on a zero", moves, "1 2\n1 0\n1\n0 0 0 1\n",
            "line 4, column 1: cell (0, 1) of the rectangle (0, 0)-(0, 1) is 0; a move clears a rectangle of ones "
            "only");
        row("move on a cleared cell", moves, "1 2\n1 1\n2\n0 0 0 0\n0 0 0 1\n",
            "line 5, column 1: cell (0, 0) of the rectangle (0, 0)-(0, 1) is 0; a move clears a rectangle of ones "
            "only");
        row("move outside", moves, "1 2\n1 1\n1\n0 2 0 2\n",
            "line 4, column 3: expected the left column between 0 and 1, found 2");
        row("missing move", moves, "1 2\n1 1\n2\n0 0 0 0\n",
            "line 5, column 1: expected the top row 0, found the end of the input");
        row("extra move", moves, "1 2\n1 1\n1\n0 0 0 0\n0 1 0 1\n",
            "line 5, column 1: expected the end of the input after the last move, found 0");
        row("group too large", moves, "5 7\n1 1 1 1 1 1 1\n1 1 1 1 1 1 1\n1 1 1 1 1 1 1\n1 1 1 1 1 1 1\n"
                                      "1 1 1 1 1 1 1\n0\n",
            "line 2, column 1: the group of ones at (0, 0) has 35 cells; the solver handles groups (4-connected "
            "components) of at most 30 cells, such as a full 5 x 6 block");
    }

    void reportsBadInput() { cli_test::expectBadInputRowFails(); }

    void reportsBenchUsageErrors()
    {
        const std::string sizeError = "the rectangles benchmark takes a --size of two digits RC, rows and columns "
                                      "from 1 to 6 (e.g. 56 for 5x6), not ";
        for (const char* size : {"5", "57", "70"})
            cli_test::expectUsageError(runCli({"bench", "rectangles", "--size", size}), sizeError + size);
    }

    void runsTheBenchmark()
    {
        const std::vector<std::string> rows = cli_test::benchmarkLines("rectangles", "34");
        QCOMPARE(rows.size(), std::size_t{4});
        QVERIFY(rows[0].find("median of 3 runs") != std::string::npos);
        QCOMPARE(fieldsOf(rows[1]).front(), std::string("size"));
        const std::vector<std::string> fields = fieldsOf(rows[2]);
        QCOMPARE(fields.size(), std::size_t{6});
        QCOMPARE(fields[0], std::string("3x4"));
        QVERIFY(std::stol(fields[1]) > 100);
        QVERIFY(std::stod(fields[2]) >= 0.0);
        engine::Board full(3, 4);
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 4; ++c)
                full.setCell({r, c}, engine::CellKind::Filled);
        QCOMPARE(fields[3], std::to_string(RectanglesBruteForce(full).solve().grundy));
        QVERIFY(std::stod(fields[5]) >= std::stod(fields[2])); // `moves`: the values and the analysis
        QVERIFY(rows[3].rfind("peak memory: ", 0) == 0);
    }

    void contestAnswersMatchBruteForce()
    {
        std::mt19937 rng(20240611);
        int firstWins = 0;
        for (int i = 0; i < kBoards; ++i) {
            const RandomBoard board = randomBoard(rng);
            const bool wins = RectanglesBruteForce(board.board).solve().win;
            cli_test::expectOutput({"rectangles"}, board.matrix, wins ? "A\n" : "B\n");
            if (QTest::currentTestFailed())
                return;
            firstWins += wins ? 1 : 0;
        }
        QVERIFY(firstWins > 0 && firstWins < kBoards);
    }

    void positionQueriesMatchBruteForce()
    {
        std::mt19937 rng(7);
        int losses = 0;
        int severalWinningMoves = 0;
        for (int i = 0; i < kBoards; ++i) {
            const RandomBoard board = randomBoard(rng);
            engine::Board position = board.board;
            std::vector<RectanglesBruteForce::Rect> played;
            const int wanted = std::uniform_int_distribution(0, 4)(rng);
            while (static_cast<int>(played.size()) < wanted) {
                const auto moves = RectanglesBruteForce(position).legalMoves();
                if (moves.empty())
                    break;
                auto it = moves.begin();
                std::advance(it, std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng));
                played.push_back(*it);
                const auto [r1, c1, r2, c2] = *it;
                for (int r = r1; r <= r2; ++r)
                    for (int c = c1; c <= c2; ++c)
                        position.setCell({r, c}, engine::CellKind::Empty);
            }
            std::string input = std::to_string(board.board.rows()) + " " + std::to_string(board.board.cols()) + "\n"
                + board.matrix + std::to_string(played.size()) + "\n";
            for (const auto& move : played)
                input += moveText(move) + "\n";

            RectanglesBruteForce brute(position);
            const auto winning = brute.winningMoves(); // a std::set of tuples: ascending numeric order
            std::string expected = brute.solve().win ? "win\n" : "loss\n";
            for (const auto& move : winning)
                expected += moveText(move) + "\n";
            cli_test::expectOutput({"moves", "rectangles"}, input, expected);
            if (QTest::currentTestFailed())
                return;
            losses += brute.solve().win ? 0 : 1;
            severalWinningMoves += winning.size() > 1 ? 1 : 0;
        }
        QVERIFY(losses > 0);
        QVERIFY(severalWinningMoves > 0);
    }
};

QTEST_APPLESS_MAIN(TestRectanglesCli)
#include "test_rectangles_cli.moc"
