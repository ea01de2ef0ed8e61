#include "cli/BenchCommand.h"

#include "cli/CommandOptions.h"
#include "cli/UsageError.h"
#include "engine/GameModules.h"

namespace cli {

namespace {

constexpr int kMaxRepeat = 1000;

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
