#include "cli/BenchCommand.h"

#include "cli/UsageError.h"
#include "engine/GameModules.h"

#include <charconv>

namespace cli {

namespace {

constexpr int kMaxRepeat = 1000;

int optionValue(std::span<const std::string> args, std::size_t& i, std::string_view name, int min, int max)
{
    std::string_view text;
    const std::string& arg = args[i];
    if (arg.size() > name.size() && arg.compare(0, name.size(), name) == 0 && arg[name.size()] == '=') {
        text = std::string_view(arg).substr(name.size() + 1);
    } else if (i + 1 < args.size()) {
        text = args[++i];
    } else {
        throw UsageError("option " + std::string(name) + " needs a value");
    }
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < min || value > max)
        throw UsageError("option " + std::string(name) + " expects a number between " + std::to_string(min)
                         + " and " + std::to_string(max) + ", not '" + std::string(text) + "'");
    return value;
}

bool isOption(const std::string& arg, std::string_view name)
{
    return arg == name || (arg.size() > name.size() && arg.compare(0, name.size(), name) == 0
                           && arg[name.size()] == '=');
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
        else
            throw UsageError("unknown bench option '" + args[i] + "'");
    }
    const engine::Benchmark& benchmark = module->benchmark;
    if (const auto problem = benchmark.optionsProblem(options))
        throw UsageError(*problem);
    return benchmark.run(options, [&progress](std::string label) { return progress.context(std::move(label)); });
}

} // namespace cli
