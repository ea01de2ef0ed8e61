#pragma once

// What the CLI tests of every game share: running cli::run in process, checking
// its outcome, and reading a game's texts with a check of the ParseError.

#include "cli/Cli.h"
#include "engine/Board.h"
#include "engine/GameText.h"
#include "engine/TextReader.h"

#include "ParseErrorCheck.h"

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

// The rows of a data-driven test of bad input: the arguments, the input and
// the message after "grundygrid-cli: ".
inline void addBadInputColumns()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("err");
}

inline void addBadInputRow(const char* name, const QStringList& args, const QString& input, const char* err)
{
    QTest::newRow(name) << args << input << QString::fromUtf8(err);
}

// The check of the current row: the run fails with exactly its message.
inline void expectBadInputRowFails()
{
    QFETCH(QStringList, args);
    QFETCH(QString, input);
    QFETCH(QString, err);
    std::vector<std::string> arguments;
    for (const QString& arg : args)
        arguments.push_back(arg.toStdString());
    expectError(runCli(arguments, input.toStdString()), err.toStdString());
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

} // namespace cli_test
