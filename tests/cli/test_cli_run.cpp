#include "TestRegistry.h"
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
    // Every game's known answers and bad inputs: the rows of answers/<game id>.json.
    void answersKnownInputs_data() { cli_test::addRowsOfEveryGame("answers"); }

    void answersKnownInputs()
    {
        QFETCH(QString, out);
        expectSuccess(cli_test::runRow(), out.toStdString());
    }

    // The exact answers of every game's GameText to the contest texts of its rows.
    void answersContestTexts_data() { cli_test::addContestTextRows(); }

    void answersContestTexts()
    {
        QFETCH(QString, game);
        QFETCH(QString, text);
        QFETCH(QString, answer);
        const engine::GameText* format = engine::findGameText(game.toStdString());
        QVERIFY(format);
        QCOMPARE(cli_test::contestAnswer(*format, text.toStdString()), answer.toStdString());
    }

    void reportsBadInput_data() { cli_test::addRowsOfEveryGame("errors"); }

    void reportsBadInput()
    {
        QFETCH(QString, out);
        cli_test::expectError(cli_test::runRow(), out.toStdString());
    }

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
        cli_test::expectUsageError(runCli({"bench", "chomp", "--size", "21"}),
                                   "the chomp benchmark takes a --size between 4 and 20, not 21");
    }

    void printsHelpAndVersion()
    {
        const Result help = runCli({"--help"});
        QCOMPARE(help.status, cli::kExitSuccess);
        QCOMPARE(help.err, std::string());
        for (const char* needle : {"Usage: grundygrid-cli", "moves GAME < FILE", "bench GAME", "--version",
                                   "chomp (Poisoned Chomp)", "contest:", "board:", "move:", "exit with status 2",
                                   "volcano (Volcano)", "'Asuna'", "prime-cross", "ten open 20x20"})
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
        QCOMPARE(rows.size(), std::size_t{11});
        QVERIFY(rows[0].find("median of 3 runs") != std::string::npos);
        QCOMPARE(fieldsOf(rows[1]).front(), std::string("size"));
        QVERIFY(rows[10].rfind("peak memory: ", 0) == 0);
        QVERIFY(std::stol(fieldsOf(rows[10])[2]) > 0);

        const engine::Game& chomp = *engine::findGame("chomp");
        const engine::Cell poisons[] = {{0, 0}, {3, 0}};
        for (int i = 0; i < 8; ++i) { // per poison and rule (normal, misère): the full table, then the outcome bits
            const std::vector<std::string> fields = fieldsOf(rows[2 + static_cast<std::size_t>(i)]);
            const bool bits = i % 2 == 1;
            const engine::PlayRule rule = i % 4 < 2 ? engine::PlayRule::Normal : engine::PlayRule::Misere;
            QCOMPARE(fields.size(), std::size_t{13});
            QCOMPARE(fields[0], std::string("5x5"));
            QCOMPARE(fields[1], i < 4 ? std::string("(0,0)") : std::string("(3,0)"));
            QCOMPARE(fields[2], std::string(engine::playRuleId(rule)));
            QCOMPARE(fields[3], bits ? std::string("bits") : std::string("bytes"));
            QCOMPARE(fields[4], std::to_string(engine::staircaseCount(5, 5)));
            QVERIFY(std::stod(fields[5]) >= 0.0);
            engine::Board setup = chomp.emptyBoard(5, 5);
            setup.setCell(poisons[i / 4], engine::CellKind::Poison);
            const auto solver = chomp.solverFor(setup, rule);
            QVERIFY_THROWS_NO_EXCEPTION(solver->prepare({})); // the Grundy values too (normal play)
            const auto analysis = solver->analyse(setup, {});
            const bool hasGrundy = !bits && rule == engine::PlayRule::Normal;
            QCOMPARE(fields[7], analysis.outcome == engine::Outcome::Win ? std::string("win") : std::string("loss"));
            QCOMPARE(fields[8], bits ? std::string("-") : std::to_string(analysis.remoteness.value()));
            QCOMPARE(fields[9], hasGrundy ? std::to_string(analysis.grundy.value()) : std::string("-"));
            QCOMPARE(fields[10], std::to_string(analysis.winningMoves().size()));
            QVERIFY(std::stod(fields[11]) >= 0.0); // the verdict's CPU time
            QVERIFY(std::stol(fields[12]) > 0);    // the peak memory so far in MiB
            if (hasGrundy)
                QVERIFY(std::stod(fields[6]) >= 0.0);
            else
                QCOMPARE(fields[6], std::string("-"));
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

GRUNDYGRID_TEST_APPLESS_MAIN(test_cli_run, TestCliRun)
#include "test_cli_run.moc"
