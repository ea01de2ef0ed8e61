#include "TestRegistry.h"
#include "rectangles/RectanglesBruteForce.h"

#include "cli/Cli.h"
#include "engine/Board.h"

#include "CliCrossCheck.h"
#include "RandomTrials.h"

#include <QTest>

#include <random>
#include <sstream>

namespace {

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
        QCOMPARE(rows.size(), std::size_t{6});
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
        // The misère lines: the full board's verdict and remoteness as the brute force finds them,
        // then the random boards with and without the genus shortcut.
        const BruteForceResult misere = RectanglesBruteForce(full).solve();
        const std::string verdict = std::string("misère 3x4: ") + (misere.misereWin ? "win" : "loss")
            + ", remoteness " + std::to_string(misere.misereRemoteness) + ",";
        QVERIFY2(rows[3].rfind(verdict, 0) == 0, rows[3].c_str());
        QVERIFY2(rows[4].rfind("misère, 5 random", 0) == 0, rows[4].c_str());
        QVERIFY(rows[5].rfind("peak memory: ", 0) == 0);
    }

    void contestAnswersMatchBruteForce()
    {
        int firstWins = 0;
        for (const auto& [rng, i] : testsupport::RandomTrials(20240611, kBoards)) {
            const RandomBoard board = randomBoard(rng);
            const bool wins = RectanglesBruteForce(board.board).solve().win;
            cli_test::expectOutput({"rectangles"}, board.matrix, wins ? "A\n" : "B\n");
            firstWins += wins ? 1 : 0;
        }
        QVERIFY(firstWins > 0 && firstWins < kBoards);
    }

    void positionQueriesMatchBruteForce()
    {
        cli_test::QueryTally tally;
        for (const auto& [rng, i] : testsupport::RandomTrials(7, kBoards)) {
            const RandomBoard board = randomBoard(rng);
            engine::Board position = board.board;
            const auto played = cli_test::playRandomMoves(
                rng, 4, [&] { return RectanglesBruteForce(position).legalMoves(); },
                [&](const RectanglesBruteForce::Rect& move) {
                    const auto [r1, c1, r2, c2] = move;
                    for (int r = r1; r <= r2; ++r)
                        for (int c = c1; c <= c2; ++c)
                            position.setCell({r, c}, engine::CellKind::Empty);
                });
            const std::string input = std::to_string(board.board.rows()) + " " + std::to_string(board.board.cols())
                + "\n" + board.matrix + cli_test::playedText(played, moveText);
            RectanglesBruteForce brute(position);
            const auto winning = brute.winningMoves(); // a std::set of tuples: ascending numeric order
            cli_test::expectMovesAnswer("rectangles", input, brute.solve().win, winning, moveText, tally);
        }
        QVERIFY(tally.losses > 0);
        QVERIFY(tally.severalWinningMoves > 0);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_rectangles_cli, TestRectanglesCli)
#include "test_rectangles_cli.moc"
