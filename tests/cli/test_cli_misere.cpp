// The command line under the misère rule (issue 27): `moves --misere GAME` of
// every game against its brute force's misère verdict, `moves --misere sum`
// against the brute force of the sum searched as one game with the last move
// losing, contest texts with --misere, hand-derived facts of each game where
// the rule changes the answer, and the errors: `value --misere`, --misere with
// a command that has none, a verdict out of reach (naming the reason), Ctrl-C.

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
#include <sstream>
#include <stop_token>

using cli_test::runCli;
using engine::GameSum;
using engine::SumComponent;
using engine::SumMove;

namespace cli_misere_test {

// "win"/"loss" and the moves, sorted by their fields, as `moves` prints them.
template <typename Move, typename Fields>
std::string movesOutput(bool win, const std::set<Move>& winning, Fields fields)
{
    std::vector<std::vector<engine::Coord>> lines;
    for (const Move& move : winning)
        lines.push_back(fields(move));
    std::sort(lines.begin(), lines.end());
    std::string text = win ? "win\n" : "loss\n";
    for (const auto& line : lines) {
        std::string joined;
        for (const engine::Coord field : line)
            joined += (joined.empty() ? "" : " ") + std::to_string(field);
        text += joined + '\n';
    }
    return text;
}

// A run with the misère search of sums limited to `budget` sets of parts, or
// stopped before it starts.
cli_test::CliResult runWith(const std::vector<std::string>& args, const std::string& input, std::uint64_t budget,
                            bool stopped = false)
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    cli::RunOptions options;
    options.sumMisereBudget = {budget, budget};
    std::stop_source stop;
    if (stopped)
        stop.request_stop();
    options.stopToken = stop.get_token();
    cli_test::CliResult result;
    result.status = cli::run(args, in, out, err, options);
    result.out = out.str();
    result.err = err.str();
    return result;
}

const std::string kSumExample = "2\nchomp\n2 2 1\n0 0\nchomp\n1 3 1\n0 0\n1\n0 1 1\n";

class TestCliMisere : public QObject {
    Q_OBJECT

private slots:
    // `moves --misere GAME` of random positions of every game: the brute
    // force's misère verdict and winning moves, in `moves`' format and order.
    void movesAgreeWithTheBruteForce_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const engine::GameModule* module : engine::gameModules())
            QTest::newRow(std::string(module->id()).c_str()) << QString::fromUtf8(std::string(module->id()));
    }

    void movesAgreeWithTheBruteForce()
    {
        QFETCH(QString, gameId);
        const engine::GameModule* module = engine::findGameModule(gameId.toStdString());
        const conformance::Plan* plan = conformance::planFor(module->id());
        QVERIFY2(plan, "every game needs a conformance plan");
        std::mt19937_64 random(27);
        int differing = 0;
        for (int i = 0; i < testsupport::trials(60); ++i) {
            const engine::Board setup = conformance::randomSetup(module->game, *plan, random);
            if (module->text.contestTextProblem(setup))
                continue;
            engine::Board position = setup;
            std::string text;
            int count = 0;
            for (; count < static_cast<int>(random() % 3); ++count) {
                const std::vector<engine::Move> legal = module->game.legalMoves(position);
                if (legal.empty())
                    break;
                const engine::Move move = legal[random() % legal.size()];
                text += module->text.formatMove(move) + "\n";
                position = module->game.play(position, move);
            }
            text = module->text.boardText(setup) + std::to_string(count) + "\n" + text;
            const auto brute = conformance::bruteForceVerdict(module->id(), position, true);
            const auto fields = [module](const engine::Move& move) { return module->text.moveFields(move); };
            const std::string expected = movesOutput(brute->misereWin, brute->misereWinningMoves, fields);
            cli_test::expectOutput({"moves", "--misere", gameId.toStdString()}, text, expected);
            differing += expected != movesOutput(brute->win, brute->winningMoves, fields) ? 1 : 0;
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(differing > 0, "no position where the rule changes the answer");
    }

    // Facts derived by hand from the rules, one or two per game, where misère
    // play answers otherwise than normal play.
    void movesKnownFacts_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("normal");
        QTest::addColumn<QString>("misere");
        // No chocolate but poison: no move, so the player to move has not moved last.
        QTest::newRow("chomp 1x1") << "chomp" << "1 1 1\n0 0\n0\n" << "loss\n" << "win\n";
        // Biting (1, 1) leaves two single cells: the biter would take the last;
        // a bite of a row or column leaves one for the opponent.
        QTest::newRow("chomp 2x2") << "chomp" << "2 2 1\n0 0\n0\n" << "win\n1 1\n" << "win\n0 1\n1 0\n";
        // Two heaps of one: whoever takes one leaves the last to the opponent.
        QTest::newRow("nim 1 1") << "nim" << "2\n1 1\n0\n" << "loss\n" << "win\n0 0\n1 0\n";
        // Heaps 2 and 2: misère nim plays as normal nim while a heap is larger than 1.
        QTest::newRow("nim 2 2") << "nim" << "2\n2 2\n0\n" << "loss\n" << "loss\n";
        // Heaps 1 and 2: empty the heap of 2 (normal) or leave it one (misère).
        QTest::newRow("nim 1 2") << "nim" << "2\n1 2\n0\n" << "win\n1 1\n" << "win\n1 0\n";
        // The pawn at X 1: its one move ends the game.
        QTest::newRow("pawn (1, 0)") << "pawn" << "0\n1 0\n0\n" << "win\n0 0\n" << "loss\n";
        // At X 2: move to X 1 and leave the last move to the opponent.
        QTest::newRow("pawn (2, 0)") << "pawn" << "0\n2 0\n0\n" << "win\n0 0\n" << "win\n1 0\n";
        // One 1: its one move ends the game; two ones apart: the first move leaves the last.
        QTest::newRow("rectangles 1") << "rectangles" << "1 1\n1\n0\n" << "win\n0 0 0 0\n" << "loss\n";
        QTest::newRow("rectangles 101") << "rectangles" << "1 3\n1 0 1\n0\n" << "loss\n"
                                        << "win\n0 0 0 0\n0 2 0 2\n";
        // One spot: building it is the last move.
        QTest::newRow("attractions 1 spot") << "attractions" << "1 1\nX\n0\n" << "win\n0 0\n" << "loss\n";
        // An open 5 x 5 volcano has one monster, (2, 2): its eruption is the last move.
        QTest::newRow("volcano 5x5") << "volcano" << "5 5\n^^^^^\n^^^^^\n^^^^^\n^^^^^\n^^^^^\n0\n" << "win\n2 2\n"
                                     << "loss\n";
    }

    void movesKnownFacts()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, input);
        QFETCH(QString, normal);
        QFETCH(QString, misere);
        const std::string id = gameId.toStdString();
        cli_test::expectSuccess(runCli({"moves", id}, input.toStdString()), normal.toStdString());
        cli_test::expectSuccess(runCli({"moves", "--misere", id}, input.toStdString()), misere.toStdString());
        // The option stands anywhere, as --progress does.
        cli_test::expectSuccess(runCli({"moves", id, "--misere"}, input.toStdString()), misere.toStdString());
        cli_test::expectSuccess(runCli({"--misere", "moves", id}, input.toStdString()), misere.toStdString());
    }

    // `moves --misere sum` of random small sums: the brute force of the sum as
    // one game with the last move losing.
    void sumMovesAgreeWithTheBruteForce()
    {
        std::mt19937_64 random(2027);
        int differing = 0;
        for (int i = 0; i < testsupport::trials(200); ++i) {
            std::vector<SumMove> moves;
            const GameSum sum = sums_test::randomSmallSum(random, 300, 2, 4, &moves);
            const std::string text = engine::sumQueryText({sum.boards().begin(), sum.boards().end()}, moves);
            sums_test::SumBruteForce brute(sum);
            const auto fields = [&sum](const SumMove& move) { return engine::sumMoveFields(sum, move); };
            const std::string expected
                = movesOutput(brute.verdict(sum).misereWin, brute.misereWinningMoves(sum), fields);
            cli_test::expectOutput({"moves", "sum", "--misere"}, text, expected);
            differing += expected != movesOutput(brute.verdict(sum).win, brute.winningMoves(sum), fields) ? 1 : 0;
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(differing > 0);
        // The help's example: after board 0's bite (1, 1) three cells are left
        // in two parts; the bite (0, 2) on board 1 leaves three single cells.
        cli_test::expectSuccess(runCli({"moves", "--misere", "sum"}, kSumExample), "win\n1 0 2\n");
        cli_test::expectSuccess(runCli({"moves", "sum"}, kSumExample), "win\n1 0 1\n");
    }

    // A contest text under misère: the answer of the game played misère.
    void contestAnswers_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normal");
        QTest::addColumn<QString>("misere");
        QTest::newRow("chomp 1x2") << "chomp" << "1 2 1\n0 0\n" << "First\n" << "Second\n";
        QTest::newRow("chomp 2x2") << "chomp" << "2 2 1\n0 0\n" << "First\n" << "First\n";
        QTest::newRow("nim") << "nim" << "3\n2\n1 1\n2\n2 2\n1\n1\n" << "Second\nSecond\nFirst\n"
                             << "First\nSecond\nSecond\n";
        QTest::newRow("pawn") << "pawn" << "1\n0\n3\n1 0\n2 0\n1 1\n" << "Alice\nAlice\nBob\n" << "Bob\nAlice\nAlice\n";
        QTest::newRow("volcano") << "volcano" << "2\n5 5\n^^^^^\n^^^^^\n^^^^^\n^^^^^\n^^^^^\n1 1\n^\n" << "Asuna\nKirito\n"
                                 << "Kirito\nAsuna\n";
        // Three spots in a row: the middle one's signs cover nothing, so the
        // game is three moves; two single spots apart: two moves.
        QTest::newRow("attractions") << "attractions" << "2\n1 1\nX\n1 3\nX.X\n" << "Case #1: 1\nCase #2: 0\n"
                                     << "Case #1: 0\nCase #2: 2\n";
        QTest::newRow("rectangles") << "rectangles" << "1 0 1\n" << "B\n" << "A\n";
    }

    void contestAnswers()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, text);
        QFETCH(QString, normal);
        QFETCH(QString, misere);
        const std::string id = gameId.toStdString();
        cli_test::expectSuccess(runCli({id}, text.toStdString()), normal.toStdString());
        cli_test::expectSuccess(runCli({id, "--misere"}, text.toStdString()), misere.toStdString());
        cli_test::expectSuccess(runCli({"--misere", id}, text.toStdString()), misere.toStdString());
    }

    void reportsErrors()
    {
        cli_test::expectUsageError(runCli({"value", "--misere", "chomp"}, "2 2 1\n0 0\n0\n"),
                                   "value has no misère form: no Grundy value decides a game whose last move "
                                   "loses; 'moves --misere' gives its winner and winning moves");
        cli_test::expectUsageError(runCli({"value", "sum", "--misere"}, kSumExample),
                                   "value has no misère form: no Grundy value decides a game whose last move "
                                   "loses; 'moves --misere' gives its winner and winning moves");
        cli_test::expectUsageError(runCli({"bench", "chomp", "--misere"}),
                                   "option --misere applies to 'moves GAME', 'moves sum', 'puzzle' and a game's "
                                   "contest text, not to 'bench'");
        cli_test::expectUsageError(runCli({"--misre", "chomp"}), "unknown option '--misre'");
        // Strategy stealing decides a large chomp board under normal play only.
        cli_test::expectSuccess(runCli({"chomp"}, "100 100 1\n0 0\n"), "First\n");
        cli_test::expectError(runCli({"chomp", "--misere"}, "100 100 1\n0 0\n"),
                              "the misère verdict of this chomp position is not known: a 100 x 100 board is beyond "
                              "the solver, and strategy stealing decides normal play only");
        // A pawn with more moves than the game lists: its own misère sweep knows every one (the
        // part search over listed moves would have had to refuse), so the step to (1, 0) wins.
        cli_test::expectSuccess(runCli({"moves", "--misere", "pawn"}, "0\n4099 0\n0\n"), "win\n1 0\n");
    }

    // A sum beyond the search's budget is not known: an error naming the reason.
    void sumBeyondTheBudgetNamesTheReason()
    {
        cli_test::expectSuccess(runWith({"moves", "--misere", "sum"}, kSumExample, 1000), "win\n1 0 2\n");
        cli_test::expectError(runWith({"moves", "--misere", "sum"}, kSumExample, 1),
                              "the misère verdict of this sum is not known: the misère verdict needs more than 1 "
                              "positions of parts searched");
        // The budget is the misère search's alone.
        cli_test::expectSuccess(runWith({"moves", "sum"}, kSumExample, 1), "win\n1 0 1\n");
    }

    // Ctrl-C stops misère runs as any other: "interrupted", status 130.
    void interrupted()
    {
        for (const std::vector<std::string>& args : {std::vector<std::string>{"moves", "--misere", "sum"},
                                                     std::vector<std::string>{"moves", "--misere", "chomp"}}) {
            const cli_test::CliResult result = runWith(args, args[2] == "sum" ? kSumExample : "6 6 1\n0 0\n0\n",
                                                       1'000'000, true);
            QCOMPARE(result.out, std::string());
            QCOMPARE(result.err, std::string("grundygrid-cli: interrupted\n"));
            QCOMPARE(result.status, cli::kExitInterrupted);
        }
    }

    void helpDescribesMisere()
    {
        const cli_test::CliResult help = runCli({"--help"});
        for (const char* needle : {"moves --misere GAME < FILE, moves --misere sum < FILE, GAME --misere < FILE",
                                   "under the misère rule", "'value' refuses it",
                                   "prints win, 0 1, 1 0"})
            QVERIFY2(help.out.find(needle) != std::string::npos, needle);
        // Every game states its misère reach, the words its Game gives (Game::misereLimitsText).
        for (const engine::GameModule* module : engine::gameModules()) {
            const bool everywhere = module->game.sizeLimits().misereCells == 0;
            const std::string line = std::string("misère:  decided ") + (everywhere ? "for " : "within seconds for ")
                + module->game.misereLimitsText();
            QVERIFY2(help.out.find(line.substr(0, 40)) != std::string::npos, std::string(module->id()).c_str());
        }
        // The help's misère example is what the program prints.
        cli_test::expectSuccess(runCli({"moves", "--misere", "chomp"}, "2 2 1\n0 0\n0\n"), "win\n0 1\n1 0\n");
    }
};

} // namespace cli_misere_test

GRUNDYGRID_TEST_APPLESS_MAIN(test_cli_misere, cli_misere_test::TestCliMisere)
#include "test_cli_misere.moc"
