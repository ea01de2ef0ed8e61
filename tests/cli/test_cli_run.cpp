#include "cli/Cli.h"
#include "engine/GameModules.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include "CliTestSupport.h"

#include <QTest>

#include <sstream>

namespace {

using cli_test::expectSuccess;
using cli_test::runCli;
using Result = cli_test::CliResult;

using cli_test::fieldsOf;

} // namespace

class TestCliRun : public QObject {
    Q_OBJECT

private slots:
    void answersContestSamples()
    {
        expectSuccess(runCli({"chomp"}, "2 2 1\n0 0\n"), "First\n");
        expectSuccess(runCli({"chomp"}, "2 2 1\n1 1\n"), "Second\n");
        expectSuccess(runCli({"chomp"}, "8 8 3\n0 0\n2 1\n0 5\n"), "First\n");
        expectSuccess(runCli({"chomp"}, "20 20 1\n19 19\n"), "Second\n");
        expectSuccess(runCli({"chomp"}, "20 20 1\n19 18\n"), "First\n");
    }

    void answersPositionQueries()
    {
        expectSuccess(runCli({"moves", "chomp"}, "2 2 1\n0 0\n0\n"), "win\n1 1\n");
        expectSuccess(runCli({"moves", "chomp"}, "2 2 1\n0 0\n1\n1 1\n"), "loss\n");
        // Two winning moves, printed in ascending numeric order.
        expectSuccess(runCli({"moves", "chomp"}, "3 3 1\n0 0\n1\n1 2\n"), "win\n1 1\n2 0\n");
        expectSuccess(runCli({"moves", "chomp"}, "2 2 1\n0 0\n2\n1 1\n1 0\n"), "win\n0 1\n");
        // No move left: a loss with no winning move.
        expectSuccess(runCli({"moves", "chomp"}, "1 2 1\n0 0\n1\n0 1\n"), "loss\n");
        // Row 10 sorts after row 4 (numeric, not text order).
        expectSuccess(runCli({"moves", "chomp"}, "11 4 1\n0 0\n1\n5 2\n"), "win\n4 1\n10 0\n");
    }

    void reportsBadInput_data()
    {
        cli_test::addBadInputColumns();
        const auto row = cli_test::addBadInputRow;
        const QStringList contest{"chomp"};
        const QStringList moves{"moves", "chomp"};
        row("empty contest", contest, "", "line 1: the input is empty; expected a chomp contest text (see --help)");
        row("blank contest", contest, " \n\t\n", "line 1: the input is empty; expected a chomp contest text (see --help)");
        row("empty moves", moves, "",
            "line 1: the input is empty; expected a chomp board, the number of moves and the moves (see --help)");
        row("missing number", contest, "2 2\n", "line 1, column 4: expected the number of poison cells between 0 and "
                                                 "4, found the end of the line");
        row("negative size", contest, "2 -2 0\n",
            "line 1, column 3: expected the number of columns between 1 and 1000000, found -2");
        row("size too large", contest, "2000000 2 0\n",
            "line 1, column 1: expected the number of rows between 1 and 1000000, found 2000000");
        row("poison outside", contest, "2 2 1\n0 2\n",
            "line 2, column 3: expected a poison column between 0 and 1, found 2");
        row("duplicate poison", contest, "3 3 3\n0 0\n1 2\n0 0\n",
            "line 4, column 1: poison cell (0, 0) is listed twice (first on line 2)");
        row("non-numeric", contest, "2 2 1\n0 x\n",
            "line 2, column 3: expected a poison column between 0 and 1, found 'x'");
        row("trailing garbage", contest, "2 2 1\n0 0\nmore\n",
            "line 3, column 1: expected the end of the input after the last poison cell, found 'more'");
        row("K too large", moves, "2 2 1\n0 0\n4\n",
            "line 3, column 1: expected the number of moves between 0 and 3, found 4");
        row("K missing", moves, "2 2 1\n0 0\n",
            "line 3, column 1: expected the number of moves between 0 and 3, found the end of the input");
        row("move on eaten cell", moves, "2 2 1\n0 0\n2\n1 0\n1 1\n",
            "line 5, column 1: cell (1, 1) has already been eaten");
        row("move on poison", moves, "2 2 1\n0 0\n1\n0 0\n",
            "line 4, column 1: cell (0, 0) is poison and may not be bitten");
        row("move eats poison", moves, "3 3 1\n1 1\n1\n 0 1\n",
            "line 4, column 2: biting cell (0, 1) would eat the poison at (1, 1)");
        row("move outside", moves, "2 2 1\n0 0\n1\n2 0\n", "line 4, column 1: expected a row between 0 and 1, found 2");
        row("missing move", moves, "2 2 1\n0 0\n2\n1 1\n",
            "line 5, column 1: expected a row between 0 and 1, found the end of the input");
        row("extra move", moves, "2 2 1\n0 0\n1\n1 1\n0 1\n",
            "line 5, column 1: expected the end of the input after the last move, found 0");
        row("move after K = 0", moves, "2 2 1\n0 0\n0\n1 1\n",
            "line 4, column 1: expected the end of the input after the number of moves, found 1");
        row("board too large", moves, "15 17 0\n",
            "line 1, column 1: a chomp board has 1 to 50 rows and 1 to 50 columns, at most 250 cells and no more "
            "positions than a 15 x 15 board, not 15 x 17; positions of larger boards cannot be analysed");
    }

    void reportsBadInput() { cli_test::expectBadInputRowFails(); }

    void reportsUsageErrors()
    {
        cli_test::expectUsageError(runCli({}), "no command given");
        cli_test::expectUsageError(runCli({"frobnicate"}), "unknown command or game 'frobnicate'");
        cli_test::expectUsageError(runCli({"--bogus"}), "unknown option '--bogus'");
        cli_test::expectUsageError(runCli({"moves"}), "moves needs a game");
        cli_test::expectUsageError(runCli({"moves", "go"}, "1 1 0\n0\n"), "unknown game 'go'");
        cli_test::expectUsageError(runCli({"moves", "chomp", "x"}, "1 1 0\n0\n"),
                                   "unexpected argument 'x' after 'chomp'");
        cli_test::expectUsageError(runCli({"chomp", "extra"}, "2 2 1\n0 0\n"),
                                   "unexpected argument 'extra' after 'chomp'");
        cli_test::expectUsageError(runCli({"help", "me"}), "unexpected argument 'me' after 'help'");
        cli_test::expectUsageError(runCli({"bench"}), "bench needs a game");
        cli_test::expectUsageError(runCli({"bench", "go"}), "there is no benchmark for 'go'");
        cli_test::expectUsageError(runCli({"bench", "chomp", "--fast"}), "unknown bench option '--fast'");
        cli_test::expectUsageError(runCli({"bench", "chomp", "--size"}), "option --size needs a value");
        cli_test::expectUsageError(runCli({"bench", "chomp", "--size", "x"}),
                                   "option --size expects a number between 1 and 1000000, not 'x'");
        cli_test::expectUsageError(runCli({"bench", "chomp", "--repeat=0"}),
                                   "option --repeat expects a number between 1 and 1000, not '0'");
        cli_test::expectUsageError(runCli({"bench", "chomp", "--size", "16"}),
                                   "the chomp benchmark takes a --size between 4 and 15, not 16");
    }

    void printsHelpAndVersion()
    {
        const Result help = runCli({"--help"});
        QCOMPARE(help.status, cli::kExitSuccess);
        QCOMPARE(help.err, std::string());
        for (const char* needle : {"Usage: grundygrid-cli", "moves GAME < FILE", "bench GAME", "--version",
                                   "chomp (Poisoned Chomp)", "contest:", "board:", "move:", "exit with status 2"})
            QVERIFY2(help.out.find(needle) != std::string::npos, needle);
        std::istringstream lines(help.out);
        for (std::string line; std::getline(lines, line);)
            QVERIFY2(line.size() <= 79, line.c_str());
        expectSuccess(runCli({"help"}), help.out);
        expectSuccess(runCli({"-h"}), help.out);
        expectSuccess(runCli({"--version"}), std::string("grundygrid-cli ") + GRUNDYGRID_VERSION + "\n");
    }

    void runsTheChompBenchmark()
    {
        const std::vector<std::string> rows = cli_test::benchmarkLines("chomp", "5");
        QCOMPARE(rows.size(), std::size_t{5});
        QVERIFY(rows[0].find("median of 3 runs") != std::string::npos);
        QCOMPARE(fieldsOf(rows[1]).front(), std::string("size"));
        QVERIFY(rows[4].rfind("peak memory: ", 0) == 0);
        QVERIFY(std::stol(fieldsOf(rows[4])[2]) > 0);

        const engine::Game& chomp = *engine::findGame("chomp");
        const engine::Cell poisons[] = {{0, 0}, {3, 0}};
        for (int i = 0; i < 2; ++i) {
            const std::vector<std::string> fields = fieldsOf(rows[2 + static_cast<std::size_t>(i)]);
            QCOMPARE(fields.size(), std::size_t{8});
            QCOMPARE(fields[0], std::string("5x5"));
            QCOMPARE(fields[1], i == 0 ? std::string("(0,0)") : std::string("(3,0)"));
            QCOMPARE(fields[2], std::to_string(engine::staircaseCount(5, 5)));
            QVERIFY(std::stod(fields[3]) >= 0.0);
            QVERIFY(std::stod(fields[4]) >= 0.0);
            engine::Board setup = chomp.emptyBoard(5, 5);
            setup.setCell(poisons[i], engine::CellKind::Poison);
            const auto solver = chomp.createSolver(setup);
            QVERIFY(solver->prepare({})); // the Grundy values too
            const auto analysis = solver->analyse(setup, {});
            QVERIFY(analysis.has_value());
            QCOMPARE(fields[5], analysis->outcome == engine::Outcome::Win ? std::string("win") : std::string("loss"));
            QCOMPARE(fields[6], std::to_string(analysis->remoteness.value()));
            QCOMPARE(fields[7], std::to_string(analysis->grundy.value()));
        }
    }

    void showsProgressOnlyWhenAsked()
    {
        const std::string input = "10 10 1\n0 0\n";
        const Result quiet = runCli({"chomp"}, input, false);
        expectSuccess(quiet, "First\n");
        const Result shown = runCli({"chomp"}, input, true);
        QCOMPARE(shown.out, std::string("First\n"));
        QCOMPARE(shown.status, cli::kExitSuccess);
        QVERIFY(shown.err.find("solving: ") != std::string::npos);
        QVERIFY(shown.err.find('%') != std::string::npos);
        QCOMPARE(shown.err.back(), '\r'); // the progress line is erased at the end
        QVERIFY(shown.err.find('\n') == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestCliRun)
#include "test_cli_run.moc"
