// `grundygrid-cli puzzle`, in process: its output is a position query that
// `moves` answers with exactly the promised winning moves, --answer appends
// that answer, the same arguments print the same puzzle, and every bad command
// line is a usage error that names the problem.

#include "TestRegistry.h"

#include "CliTestSupport.h"

#include "engine/GameModules.h"
#include "engine/misere/WholeBoardParts.h"
#include "engine/puzzles/PuzzleGenerator.h"
#include "engine/puzzles/PuzzleOfTheDay.h"

#include <QTest>

#include <algorithm>

#include <chrono>
#include <unordered_map>

using cli_test::CliResult;
using cli_test::runCli;

namespace {

// The output of `moves GAME` for `query` (a failed run fails the test).
std::string movesOutput(const std::string& game, const std::string& query)
{
    const CliResult result = runCli({"moves", game}, query);
    if (result.status != cli::kExitSuccess)
        QTest::qFail(("moves failed: " + result.err).c_str(), __FILE__, __LINE__);
    return result.out;
}

std::string puzzleOutput(const std::vector<std::string>& args)
{
    const CliResult result = runCli(args);
    if (result.status != cli::kExitSuccess || !result.err.empty())
        QTest::qFail(("puzzle failed: " + result.err).c_str(), __FILE__, __LINE__);
    return result.out;
}

// Whether the player to move wins `position` under the misère rule, by the
// game's tree alone, memoised on the whole board (no part search).
bool misereWins(const engine::Game& game, const engine::Board& position, std::unordered_map<std::string, bool>& known)
{
    const std::string key = engine::misere::WholeBoardParts::keyOf(position);
    if (const auto found = known.find(key); found != known.end())
        return found->second;
    bool win = true; // no move: the opponent moved last
    const std::vector<engine::Move> moves = game.legalMoves(position);
    if (!moves.empty()) {
        win = false;
        for (const engine::Move& move : moves)
            if (!misereWins(game, game.play(position, move), known)) {
                win = true;
                break;
            }
    }
    known.emplace(key, win);
    return win;
}

} // namespace

class TestCliPuzzle : public QObject {
    Q_OBJECT

private slots:
    void puzzleHasThePromisedWinningMoves_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("winning");
        for (const engine::GameModule* module : engine::gameModules()) {
            const QString id = QString::fromStdString(std::string(module->id()));
            QTest::addRow("%s default", qPrintable(id)) << id << QString() << 1;
            QTest::addRow("%s level 1", qPrintable(id)) << id << QStringLiteral("1") << 1;
            // Two where the hard level allows them (a nim position's winning moves are always odd in number).
            const int several = std::min(2, module->puzzles.levels[2].maxWinningMoves);
            QTest::addRow("%s level 3, %d winning", qPrintable(id), several) << id << QStringLiteral("3") << several;
        }
    }
    void puzzleHasThePromisedWinningMoves()
    {
        QFETCH(QString, game);
        QFETCH(QString, level);
        QFETCH(int, winning);
        std::vector<std::string> args{"puzzle", game.toStdString(), "--seed", "5"};
        if (!level.isEmpty())
            args.insert(args.end(), {"--level", level.toStdString()});
        if (winning != 1)
            args.push_back("--winning=" + std::to_string(winning));
        const std::string query = puzzleOutput(args);
        const std::vector<std::string> answer = cli_test::linesOf(movesOutput(game.toStdString(), query));
        QCOMPARE(answer.size(), static_cast<std::size_t>(winning + 1));
        QCOMPARE(answer.front(), std::string("win"));

        args.push_back("--answer");
        QCOMPARE(puzzleOutput(args), query + movesOutput(game.toStdString(), query));
    }

    // Requests that found no puzzle in 64 boards before: the search goes on until it finds one.
    void requestsThatFoundNothingBeforeGiveAPuzzle_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("chomp hard, 2 winning, seed 11")
            << QStringList{"chomp", "--level", "3", "--winning", "2", "--seed", "11"};
        QTest::newRow("volcano easy, 2 winning, seed 11")
            << QStringList{"volcano", "--level", "1", "--winning", "2", "--seed", "11"};
        QTest::newRow("volcano easy, 2 winning, seed 14")
            << QStringList{"volcano", "--level", "1", "--winning", "2", "--seed", "14"};
    }
    void requestsThatFoundNothingBeforeGiveAPuzzle()
    {
        QFETCH(QStringList, args);
        std::vector<std::string> arguments{"puzzle"};
        for (const QString& arg : args)
            arguments.push_back(arg.toStdString());
        const std::string query = puzzleOutput(arguments);
        const std::vector<std::string> answer = cli_test::linesOf(movesOutput(arguments[1], query));
        QCOMPARE(answer.size(), std::size_t(3));
        QCOMPARE(answer.front(), std::string("win"));
    }

    void samePuzzleForTheSameArguments()
    {
        for (const engine::GameModule* module : engine::gameModules()) {
            const std::string game(module->id());
            const std::string first = puzzleOutput({"puzzle", game});
            QCOMPARE(puzzleOutput({"puzzle", game, "--level", "2", "--seed", "1", "--winning", "1"}), first);
            bool anotherSeedDiffers = false;
            for (const char* seed : {"2", "3", "18446744073709551615"})
                anotherSeedDiffers = anotherSeedDiffers || puzzleOutput({"puzzle", game, "--seed", seed}) != first;
            QVERIFY2(anotherSeedDiffers, game.c_str());
        }
    }

    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no game") << QStringList{"puzzle"} << "puzzle needs a game";
        QTest::newRow("unknown game") << QStringList{"puzzle", "go"} << "unknown game 'go'";
        QTest::newRow("level 0") << QStringList{"puzzle", "chomp", "--level", "0"}
                                 << "option --level expects a number between 1 and 3, not '0'";
        QTest::newRow("level 4") << QStringList{"puzzle", "chomp", "--level=4"}
                                 << "option --level expects a number between 1 and 3, not '4'";
        QTest::newRow("level without value") << QStringList{"puzzle", "chomp", "--level"}
                                             << "option --level needs a value";
        QTest::newRow("seed not a number")
            << QStringList{"puzzle", "pawn", "--seed", "abc"}
            << "option --seed expects a number between 0 and 18446744073709551615, not 'abc'";
        QTest::newRow("negative seed")
            << QStringList{"puzzle", "pawn", "--seed", "-1"}
            << "option --seed expects a number between 0 and 18446744073709551615, not '-1'";
        QTest::newRow("winning 0") << QStringList{"puzzle", "volcano", "--winning", "0"}
                                   << "option --winning expects a number between 1 and 9, not '0'";
        QTest::newRow("unknown option") << QStringList{"puzzle", "chomp", "--hard"}
                                        << "unknown puzzle option '--hard'";
        QTest::newRow("malformed day") << QStringList{"puzzle", "chomp", "--day", "26.11.2026"}
                                       << "option --day expects a date YYYY-MM-DD, not '26.11.2026'";
        QTest::newRow("day that does not exist")
            << QStringList{"puzzle", "chomp", "--day=2026-02-30"}
            << "option --day expects a date YYYY-MM-DD, and there is no date 2026-02-30";
        QTest::newRow("day and seed") << QStringList{"puzzle", "chomp", "--seed", "3", "--day"}
                                      << "options --day and --seed both choose the seed: give one of them";
        QTest::newRow("more winning moves than the level has")
            << QStringList{"puzzle", "pawn", "--winning", "3"}
            << "a medium pawn puzzle has at most 2 winning moves, not 3";
        QTest::newRow("misère level beyond the promise")
            << QStringList{"puzzle", "volcano", "--level", "3", "--misere"}
            << "a hard volcano puzzle has a 10 x 10 board, and the misère verdicts are decided for boards of at "
               "most 72 cells";
        QTest::newRow("misère with a value") << QStringList{"puzzle", "nim", "--misere=yes"}
                                             << "unknown puzzle option '--misere=yes'";
        QTest::newRow("answer with a value") << QStringList{"puzzle", "chomp", "--answer=yes"}
                                             << "unknown puzzle option '--answer=yes'";
    }
    void badCommandLines()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> arguments;
        for (const QString& arg : args)
            arguments.push_back(arg.toStdString());
        cli_test::expectUsageError(runCli(arguments), message.toStdString());
    }

    // --day DATE is the seed of that date's puzzle of the day: the same puzzle for the
    // same date, another one the next day; --day alone is today's (UTC).
    void dayIsTheSeedOfThePuzzleOfTheDay()
    {
        const std::string seed = std::to_string(engine::puzzleOfTheDaySeed(2026, 11, 26));
        bool nextDayDiffers = false;
        for (const engine::GameModule* module : engine::gameModules()) {
            const std::string game(module->id());
            const std::string day = puzzleOutput({"puzzle", game, "--day", "2026-11-26"});
            QCOMPARE(puzzleOutput({"puzzle", game, "--day=2026-11-26"}), day);
            QCOMPARE(puzzleOutput({"puzzle", game, "--seed", seed}), day);
            nextDayDiffers = nextDayDiffers || puzzleOutput({"puzzle", game, "--day", "2026-11-27"}) != day;
        }
        QVERIFY(nextDayDiffers);

        const auto today = std::chrono::year_month_day{
            std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
        const std::string todaySeed = std::to_string(engine::puzzleOfTheDaySeed(
            static_cast<int>(today.year()), static_cast<unsigned>(today.month()), static_cast<unsigned>(today.day())));
        const std::string todays = puzzleOutput({"puzzle", "chomp", "--day", "--level", "1"});
        // Just past midnight the day may have turned between the two runs.
        const auto now = std::chrono::year_month_day{
            std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
        if (now == today)
            QCOMPARE(todays, puzzleOutput({"puzzle", "chomp", "--level", "1", "--seed", todaySeed}));
    }

    void helpNamesTheCommand()
    {
        const CliResult result = runCli({"--help"});
        QVERIFY(result.out.find(
                    "puzzle GAME [--level 1|2|3] [--seed S|--day [DATE]] [--winning N]\n         [--misere] [--answer]")
                != std::string::npos);
        // Each game's misère promise, in the engine's words.
        for (const engine::GameModule* module : engine::gameModules())
            QVERIFY2(result.out.find(module->game.misereLimitsText()) != std::string::npos, module->id().data());
        QVERIFY(result.out.find("misère:") != std::string::npos);
    }

    // `puzzle GAME --misere --answer`: the engine's misère puzzle of the request,
    // then the answer in the format of `moves`: "win" and the one winning move,
    // which the game's tree confirms under the misère rule.
    void miserePuzzleWithItsAnswer()
    {
        for (const std::string game : {"nim", "chomp", "rectangles"}) {
            const engine::GameModule& module = *engine::findGameModule(game);
            const std::string output = puzzleOutput({"puzzle", game, "--level", "1", "--seed", "8", "--misere",
                                                     "--answer"});
            const engine::Puzzle puzzle
                = engine::generatePuzzle(module, {1, 8, 1, engine::PlayRule::Misere}, {});
            const std::string query = module.text.positionText(puzzle.setup, puzzle.moves);
            QVERIFY2(output.starts_with(query), game.c_str());
            std::unordered_map<std::string, bool> known;
            QVERIFY(misereWins(module.game, puzzle.position, known));
            std::string winning;
            for (const engine::Move& move : module.game.legalMoves(puzzle.position))
                if (!misereWins(module.game, module.game.play(puzzle.position, move), known))
                    winning += module.text.formatMove(move) + '\n';
            QCOMPARE(output.substr(query.size()), "win\n" + winning);
            // Without --misere the same seed gives the normal puzzle.
            QVERIFY(puzzleOutput({"puzzle", game, "--level", "1", "--seed", "8"}) != query);
        }
        const std::string sum = puzzleOutput({"puzzle", "sum", "--level", "1", "--seed", "8", "--misere", "--answer"});
        QVERIFY(sum.ends_with("win\n") == false);
        QVERIFY(sum.find("\nwin\n") != std::string::npos);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_cli_puzzle, TestCliPuzzle)
#include "test_cli_puzzle.moc"
