#pragma once

// What the CLI tests of every game share: running cli::run in process, checking
// its outcome, and reading a game's texts with a check of the ParseError.

#include "cli/Cli.h"
#include "engine/Board.h"
#include "engine/GameText.h"
#include "engine/ParseError.h"
#include "engine/TextReader.h"

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

// The hint that ends every usage error.
inline const std::string kHelpHint = "Try 'grundygrid-cli --help' for the commands, games and formats.\n";

// The blank-separated fields of a line.
inline std::vector<std::string> fieldsOf(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> fields;
    for (std::string field; in >> field;)
        fields.push_back(field);
    return fields;
}

// `read` must throw a ParseError saying exactly `what` at `line` and `column`.
inline void expectParseError(const std::function<void()>& read, int line, int column, const std::string& what)
{
    try {
        read();
    } catch (const engine::ParseError& error) {
        QCOMPARE(std::string(error.what()), what);
        QCOMPARE(error.line(), line);
        QCOMPARE(error.column(), column);
        return;
    }
    QFAIL(("no ParseError; expected: " + what).c_str());
}

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
