// `grundygrid-cli value GAME`, `moves sum` and `value sum` (issue 25): the
// known answers and errors are the rows of answers/sum.json and the games'
// files; here the answers to random inputs against the brute forces (a game
// added to engine::gameModules() joins them), the usage errors and the help.

#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "conformance/BruteForces.h"
#include "conformance/RandomPlans.h"
#include "sums/RandomSums.h"
#include "sums/SumBruteForce.h"

#include "CliTestSupport.h"

#include "engine/GameModules.h"
#include "engine/sums/SumText.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>

using cli_test::runCli;
using engine::GameSum;
using engine::SumComponent;
using engine::SumMove;

namespace {

// The sum of `boards`' setups after `count` random moves, and those moves.
std::pair<GameSum, std::vector<SumMove>> playedFromSetups(std::vector<SumComponent> boards, int count,
                                                          std::mt19937_64& random)
{
    for (SumComponent& board : boards)
        board.position = board.setup;
    GameSum sum(boards);
    std::vector<SumMove> moves;
    for (int k = 0; k < count; ++k) {
        const std::vector<SumMove> legal = sum.legalMoves();
        if (legal.empty())
            break;
        moves.push_back(legal[random() % legal.size()]);
        sum = sum.play(moves.back());
    }
    return {sum, moves};
}

// What `moves sum` prints for `sum` by its brute force.
std::string expectedMoves(const GameSum& sum, sums_test::SumBruteForce& brute)
{
    std::vector<std::vector<engine::Coord>> winning;
    for (const SumMove& move : brute.winningMoves(sum))
        winning.push_back(engine::sumMoveFields(sum, move));
    std::sort(winning.begin(), winning.end());
    std::string text = brute.verdict(sum).win ? "win\n" : "loss\n";
    for (const auto& fields : winning) {
        std::string line;
        for (const engine::Coord field : fields)
            line += (line.empty() ? "" : " ") + std::to_string(field);
        text += line + '\n';
    }
    return text;
}

} // namespace

class TestCliSum : public QObject {
    Q_OBJECT

private slots:
    // Random small sums of random games, given as their setups and the moves
    // that lead to them (which readSumQuery replays), and a few more.
    void sumAnswersAgreeWithTheBruteForce()
    {
        std::mt19937_64 random(2025);
        for (int i = 0; i < testsupport::trials(300); ++i) {
            std::vector<SumMove> moves;
            const GameSum small = sums_test::randomSmallSum(random, 300, 1, 4, &moves);
            GameSum sum = small;
            for (int k = 0; k < 2; ++k) {
                const std::vector<SumMove> legal = sum.legalMoves();
                if (legal.empty())
                    break;
                moves.push_back(legal[random() % legal.size()]);
                sum = sum.play(moves.back());
            }
            const std::string text = engine::sumQueryText({sum.boards().begin(), sum.boards().end()}, moves);
            sums_test::SumBruteForce brute(sum);
            cli_test::expectOutput({"moves", "sum"}, text, expectedMoves(sum, brute));
            cli_test::expectOutput({"value", "sum"}, text, std::to_string(brute.verdict(sum).grundy) + "\n");
            if (QTest::currentTestFailed())
                return;
        }
    }

    // `value GAME` of random positions of every game is its brute force's Grundy value.
    void valueAgreesWithTheBruteForce_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const engine::GameModule* module : engine::gameModules())
            QTest::newRow(std::string(module->id()).c_str()) << QString::fromUtf8(std::string(module->id()));
    }

    void valueAgreesWithTheBruteForce()
    {
        QFETCH(QString, gameId);
        const engine::GameModule* module = engine::findGameModule(gameId.toStdString());
        const conformance::Plan* plan = conformance::planFor(module->id());
        QVERIFY2(plan, "every game needs a conformance plan");
        QVERIFY2(conformance::hasBruteForce(module->id()), "every game needs a brute force");
        std::mt19937_64 random(25);
        for (int i = 0; i < testsupport::trials(40); ++i) {
            const engine::Board setup = conformance::randomSetup(module->game, *plan, random);
            if (module->text.contestTextProblem(setup))
                continue;
            const auto [sum, moves] = playedFromSetups({SumComponent{module, setup, setup}}, 2, random);
            std::string text = module->text.boardText(setup) + std::to_string(moves.size()) + "\n";
            for (const SumMove& move : moves)
                text += module->text.formatMove(move.move) + "\n";
            const auto verdict = conformance::bruteForceVerdict(module->id(), sum.board(0).position);
            cli_test::expectOutput({"value", gameId.toStdString()}, text, std::to_string(verdict->grundy) + "\n");
            if (QTest::currentTestFailed())
                return;
        }
    }

    // `puzzle sum`: a sum query of 2 or 3 boards of different games whose
    // `moves sum` has exactly the promised winning moves; the same arguments
    // give the same puzzle, --answer appends that answer.
    void sumPuzzleHasThePromisedWinningMoves_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("winning");
        for (const char* level : {"1", "2", "3"})
            for (int winning : {1, 2, 3})
                QTest::addRow("level %s, %d winning", level, winning) << QString(level) << winning;
    }

    void sumPuzzleHasThePromisedWinningMoves()
    {
        QFETCH(QString, level);
        QFETCH(int, winning);
        for (const char* seed : {"1", "2", "77"}) {
            const std::vector<std::string> args{"puzzle", "sum", "--level", level.toStdString(), "--seed", seed,
                                                "--winning", std::to_string(winning)};
            const cli_test::CliResult puzzle = runCli(args);
            QCOMPARE(puzzle.status, cli::kExitSuccess);
            engine::TextReader reader(puzzle.out);
            const engine::SumQuery query = engine::readSumQuery(reader);
            QCOMPARE(query.boards.size(), level == QStringLiteral("1") ? std::size_t{2} : std::size_t{3});
            std::set<std::string_view> games;
            for (const SumComponent& board : query.boards)
                games.insert(board.module->id());
            QCOMPARE(games.size(), query.boards.size());
            const cli_test::CliResult moves = runCli({"moves", "sum"}, puzzle.out);
            QCOMPARE(moves.status, cli::kExitSuccess);
            const std::vector<std::string> lines = cli_test::linesOf(moves.out);
            QCOMPARE(lines.front(), std::string("win"));
            QCOMPARE(lines.size(), static_cast<std::size_t>(winning) + 1);
            cli_test::expectSuccess(runCli(args), puzzle.out);
            std::vector<std::string> answered = args;
            answered.push_back("--answer");
            cli_test::expectSuccess(runCli(answered), puzzle.out + moves.out);
        }
    }

    // The command line counts a sum's boards from 0 in what it prints, as its move lines, the
    // window and the board files' messages do (issue 32, item 14): board 1 is the second.
    void boardsAreCountedFromZero()
    {
        engine::Board chomp = engine::findGame("chomp")->emptyBoard(2, 3);
        chomp.setCell({0, 0}, engine::CellKind::Poison);
        const engine::Board nim = engine::findGame("nim")->exampleBoard();
        const std::vector<SumComponent> boards{{engine::findGameModule("chomp"), chomp, chomp},
                                               {engine::findGameModule("nim"), nim, nim}};
        const std::string text = engine::sumQueryText(boards, {});
        // The query with one move line on board 2 of a sum of boards 0 and 1.
        const std::string query = text.substr(0, text.size() - 2) + "1\n2 0 0\n";
        const cli_test::CliResult result = runCli({"value", "sum"}, query);
        QCOMPARE(result.status, cli::kExitError);
        QVERIFY2(result.err.find("there is no board 2; a sum of 2 boards has boards 0 to 1") != std::string::npos,
                 result.err.c_str());
    }

    void reportsUsageErrors()
    {
        cli_test::expectUsageError(runCli({"value"}), "value needs a game");
        cli_test::expectUsageError(runCli({"value", "go"}, "1\n"), "unknown game 'go'");
        cli_test::expectUsageError(runCli({"value", "sum", "x"}), "unexpected argument 'x' after 'sum'");
        cli_test::expectUsageError(runCli({"moves", "sum", "x"}), "unexpected argument 'x' after 'sum'");
        cli_test::expectUsageError(runCli({"puzzle", "sum", "--winning", "4"}),
                                   "a sum puzzle has 1 to 3 winning moves, not 4");
        cli_test::expectUsageError(runCli({"puzzle", "sum", "--level", "4"}),
                                   "option --level expects a number between 1 and 3, not '4'");
    }

    void helpDescribesValuesAndSums()
    {
        const cli_test::CliResult help = runCli({"--help"});
        for (const char* needle : {"value GAME < FILE", "moves sum < FILE, value sum < FILE", "a line N",
                                   "sorted by board", "grundygrid-cli value chomp  prints 2",
                                   "grundygrid-cli moves sum", "prints win, 1 0 1"})
            QVERIFY2(help.out.find(needle) != std::string::npos, needle);
        // The help's sum example is what the program prints.
        cli_test::expectSuccess(runCli({"moves", "sum"}, "2\nchomp\n2 2 1\n0 0\nchomp\n1 3 1\n0 0\n1\n0 1 1\n"),
                                "win\n1 0 1\n");
        cli_test::expectSuccess(runCli({"value", "chomp"}, "2 2 1\n0 0\n0\n"), "2\n");
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_cli_sum, TestCliSum)
#include "test_cli_sum.moc"
