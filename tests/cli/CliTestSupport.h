#pragma once

// What the CLI tests of every game share: running cli::run in process, checking
// its outcome (also for the rows of answers/<game id>.json), and reading a
// game's texts with a check of the ParseError.

#include "cli/Cli.h"
#include "engine/Board.h"
#include "engine/GameModules.h"
#include "engine/GameText.h"
#include "engine/TextReader.h"

#include "ParseErrorCheck.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTest>

#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace cli_test {

// What one run of the CLI printed and returned.
struct CliResult {
    int status = -1;
    std::string out;
    std::string err;
};

inline CliResult runCli(const std::vector<std::string>& args, const std::string& input = {},
                        bool showProgress = false)
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    cli::RunOptions options;
    options.showProgress = showProgress;
    CliResult result;
    result.status = cli::run(args, in, out, err, options);
    result.out = out.str();
    result.err = err.str();
    return result;
}

// A successful run: status 0, exactly `out` on stdout, nothing on stderr.
inline void expectSuccess(const CliResult& result, const std::string& out)
{
    QCOMPARE(result.err, std::string());
    QCOMPARE(result.out, out);
    QCOMPARE(result.status, cli::kExitSuccess);
}

// A failed run: status 2, nothing on stdout, exactly `err` on stderr.
inline void expectFailure(const CliResult& result, const std::string& err)
{
    QCOMPARE(result.out, std::string());
    QCOMPARE(result.err, err);
    QCOMPARE(result.status, cli::kExitError);
}

// A failed run: status 2, nothing on stdout, "grundygrid-cli: `message`" on stderr.
inline void expectError(const CliResult& result, const std::string& message)
{
    expectFailure(result, "grundygrid-cli: " + message + "\n");
}

// The lines of an output, without their '\n'.
inline std::vector<std::string> linesOf(const std::string& text)
{
    std::istringstream in(text);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

// The lines `bench GAME --size SIZE --repeat 3` prints; a failed run or
// anything on stderr fails the test (and gives no lines).
inline std::vector<std::string> benchmarkLines(const std::string& game, const std::string& size)
{
    const CliResult result = runCli({"bench", game, "--size", size, "--repeat", "3"});
    if (result.status != cli::kExitSuccess || !result.err.empty()) {
        QTest::qFail(("bench " + game + " failed: " + result.err).c_str(), __FILE__, __LINE__);
        return {};
    }
    return linesOf(result.out);
}

// The hint that ends every usage error.
inline const std::string kHelpHint = "Try 'grundygrid-cli --help' for the commands, games and formats.\n";

// A usage error: "grundygrid-cli: `message`" and the hint on stderr, status 2.
inline void expectUsageError(const CliResult& result, const std::string& message)
{
    expectFailure(result, "grundygrid-cli: " + message + "\n" + kHelpHint);
}

// The contents of answers/<game id>.json of every game, in the order of the ids.
inline std::vector<QJsonObject> answerFiles()
{
    std::vector<QJsonObject> contents;
    const QDir dir(QStringLiteral(GRUNDYGRID_CLI_ANSWERS_DIR));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(file.fileName()));
        contents.push_back(QJsonDocument::fromJson(file.readAll()).object());
        if (contents.back().isEmpty())
            qFatal("%s is not a JSON object", qPrintable(file.fileName()));
    }
    return contents;
}

// The rows of every game's answers/<game id>.json, one data-driven test's rows:
// `what` is "answers" (runs that print exactly `out`) or "errors" (runs that fail
// with exactly "grundygrid-cli: `out`"). A row is [name, args, input, out].
inline void addRowsOfEveryGame(const char* what)
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("out");
    for (const QJsonObject& rows : answerFiles()) {
        const QString game = rows[QStringLiteral("game")].toString();
        for (const QJsonValue row : rows[QLatin1String(what)].toArray()) {
            const QJsonArray fields = row.toArray();
            QStringList args;
            for (const QJsonValue arg : fields[1].toArray())
                args.append(arg.toString());
            QTest::addRow("%s: %s", qPrintable(game), qPrintable(fields[0].toString()))
                << args << fields[2].toString() << fields[3].toString();
        }
    }
}

// The "contestTexts" rows of every game's answers/<game id>.json: [name, text,
// the exact answer of its GameText::contestAnswer].
inline void addContestTextRows()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("answer");
    for (const QJsonObject& rows : answerFiles()) {
        const QString game = rows[QStringLiteral("game")].toString();
        for (const QJsonValue row : rows[QStringLiteral("contestTexts")].toArray()) {
            const QJsonArray fields = row.toArray();
            QTest::addRow("%s: %s", qPrintable(game), qPrintable(fields[0].toString()))
                << game << fields[1].toString() << fields[2].toString();
        }
    }
}

// The run of the current row of addRowsOfEveryGame().
inline CliResult runRow()
{
    QFETCH(QStringList, args);
    QFETCH(QString, input);
    std::vector<std::string> arguments;
    for (const QString& arg : args)
        arguments.push_back(arg.toStdString());
    return runCli(arguments, input.toStdString());
}

// A run of `args` on `input` that succeeds printing exactly `expected` (a
// failure shows the output, the expected output and the input; in a loop,
// check QTest::currentTestFailed() afterwards).
inline void expectOutput(const std::vector<std::string>& args, const std::string& input, const std::string& expected)
{
    const CliResult result = runCli(args, input);
    QCOMPARE(result.status, cli::kExitSuccess);
    if (result.out != expected)
        QFAIL(("output\n" + result.out + result.err + "expected\n" + expected + "for\n" + input).c_str());
}

// The blank-separated fields of a line.
inline std::vector<std::string> fieldsOf(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> fields;
    for (std::string field; in >> field;)
        fields.push_back(field);
    return fields;
}

using testsupport::expectParseError;

// The contest answer `text` reads to.
inline std::string contestAnswer(const engine::GameText& format, const std::string& text)
{
    engine::TextReader reader(text);
    return format.contestAnswer(reader, {});
}

// The board the board text `text` reads to.
inline engine::Board readBoard(const engine::GameText& format, const std::string& text)
{
    engine::TextReader reader(text);
    return format.readBoard(reader);
}

// The game of a text format.
inline const engine::Game& gameOf(const engine::GameText& format)
{
    return *engine::findGame(format.gameId());
}

// `board` is a valid setup of `rows` x `cols` whose game lasts at most `maxMoves` moves.
inline void expectValidSetup(const engine::GameText& format, const engine::Board& board, int rows, int cols,
                             int maxMoves)
{
    QCOMPARE(board.rows(), rows);
    QCOMPARE(board.cols(), cols);
    QCOMPARE(format.maxMoveCount(board), maxMoves);
    QVERIFY(!gameOf(format).setupProblem(board));
}

// After reading the board of `text`, the reader stands right after it: the
// next number is `next`.
inline void expectReaderStopsAfterBoard(const engine::GameText& format, const std::string& text, int next)
{
    engine::TextReader reader(text);
    (void)format.readBoard(reader);
    QCOMPARE(reader.readInt("the number of moves", 0, 9), next);
}

// The moves of `moveText` read as `expected` and use it up: the first on
// `setup`, the others on the position after the first.
inline void expectMovesRead(const engine::GameText& format, const engine::Board& setup, const std::string& moveText,
                            const std::vector<engine::Move>& expected)
{
    engine::TextReader reader(moveText);
    const engine::Move first = format.readMove(reader, setup);
    QCOMPARE(first, expected.front());
    const engine::Board after = gameOf(format).play(setup, first);
    for (std::size_t i = 1; i < expected.size(); ++i)
        QCOMPARE(format.readMove(reader, after), expected[i]);
    QVERIFY(reader.atEnd());
}

// `move` prints as `text`, and the move at (0, 7) has the fields `fieldsAt07`.
inline void expectMoveFormat(const engine::GameText& format, const engine::Move& move, const std::string& text,
                             const std::vector<engine::Coord>& fieldsAt07)
{
    QCOMPARE(format.formatMove(move), text);
    QCOMPARE(format.moveFields(engine::Move::at({0, 7})), fieldsAt07);
}

// The game `gameId` and its text are registered under that id.
inline void expectRegistered(const char* gameId)
{
    const engine::GameText* text = engine::findGameText(gameId);
    QVERIFY(text);
    QCOMPARE(text->gameId(), std::string_view(gameId));
    QVERIFY(engine::findGame(gameId));
}

} // namespace cli_test
