#include "cli/BenchCommand.h"

#include "cli/CommandOptions.h"
#include "cli/UsageError.h"
#include "engine/GameModules.h"

#include <charconv>

namespace cli {

namespace {

constexpr int kMaxRepeat = 1000;
constexpr int kMaxBoardSide = 1'000'000;

// The value of --board, "ROWSxCOLS" (10x42); anything else is a UsageError.
engine::BenchBoard boardValue(std::span<const std::string> args, std::size_t& i)
{
    const std::string_view text = optionText(args, i, "--board");
    const std::size_t x = text.find('x');
    const auto side = [](std::string_view digits, int& value) {
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
        return !digits.empty() && error == std::errc() && end == digits.data() + digits.size() && value >= 1
            && value <= kMaxBoardSide;
    };
    engine::BenchBoard board;
    if (x == std::string_view::npos || !side(text.substr(0, x), board.rows) || !side(text.substr(x + 1), board.cols))
        throw UsageError("option --board expects ROWSxCOLS (e.g. 10x42), not '" + std::string(text) + "'");
    return board;
}

} // namespace

std::string runBench(std::span<const std::string> args, TerminalProgress& progress)
{
    if (args.empty())
        throw UsageError("bench needs a game");
    const engine::GameModule* module = engine::findGameModule(args[0]);
    if (!module)
        throw UsageError("there is no benchmark for '" + args[0] + "'");

    engine::BenchOptions options;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (isOption(args[i], "--size"))
            options.size = optionValue(args, i, "--size", 1, 1'000'000);
        else if (isOption(args[i], "--repeat"))
            options.repeat = optionValue(args, i, "--repeat", 1, kMaxRepeat);
        else if (isOption(args[i], "--board"))
            options.board = boardValue(args, i);
        else
            throw UsageError("unknown bench option '" + args[i] + "'");
    }
    const engine::Benchmark& benchmark = module->benchmark;
    if (options.board && !benchmark.takesBoard)
        throw UsageError("the " + args[0] + " benchmark takes no --board");
    if (options.board && options.size)
        throw UsageError("bench takes --size or --board, not both");
    if (const auto problem = benchmark.optionsProblem(options))
        throw UsageError(*problem);
    return benchmark.run(options, [&progress](std::string label) { return progress.context(std::move(label)); });
}

} // namespace cli
