#include "cli/BenchCommand.h"

#include "cli/AttractionsBench.h"
#include "cli/ChompBench.h"
#include "cli/PawnBench.h"
#include "cli/RectanglesBench.h"
#include "cli/UsageError.h"
#include "cli/VolcanoBench.h"

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

std::span<const Benchmark> benchmarks()
{
    // One line per game.
    static const Benchmark all[]{
        Benchmark{"chomp", chompBenchDescription(), &runChompBench},
        Benchmark{"volcano", volcanoBenchDescription(), &runVolcanoBench},
        Benchmark{"pawn", pawnBenchDescription(), &runPawnBench},
        Benchmark{"rectangles", rectanglesBenchDescription(), &runRectanglesBench},
        Benchmark{"attractions", attractionsBenchDescription(), &runAttractionsBench},
    };
    return all;
}

std::string runBench(std::span<const std::string> args, TerminalProgress& progress)
{
    if (args.empty())
        throw UsageError("bench needs a game");
    const Benchmark* benchmark = nullptr;
    for (const Benchmark& candidate : benchmarks())
        if (candidate.gameId == args[0])
            benchmark = &candidate;
    if (!benchmark)
        throw UsageError("there is no benchmark for '" + args[0] + "'");

    BenchOptions options;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (isOption(args[i], "--size"))
            options.size = optionValue(args, i, "--size", 1, 1'000'000);
        else if (isOption(args[i], "--repeat"))
            options.repeat = optionValue(args, i, "--repeat", 1, kMaxRepeat);
        else
            throw UsageError("unknown bench option '" + args[i] + "'");
    }
    return benchmark->run(options, progress);
}

} // namespace cli
