#pragma once

#include "cli/TerminalProgress.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace cli {

// The options every benchmark understands.
struct BenchOptions {
    std::optional<int> size; // run this board size only
    int repeat = 1;          // runs per measurement; the median is printed
};

// A game's benchmark: what it measures (for --help) and how to run it. It
// validates the options (UsageError) and returns the report to print.
struct Benchmark {
    std::string_view gameId;
    std::string_view description;
    std::string (*run)(const BenchOptions& options, TerminalProgress& progress);
};

// Every game that has a benchmark.
[[nodiscard]] std::span<const Benchmark> benchmarks();

// `grundygrid-cli bench GAME [--size N] [--repeat N]`; `args` start with GAME.
// Throws UsageError for an unknown game or bad options.
[[nodiscard]] std::string runBench(std::span<const std::string> args, TerminalProgress& progress);

} // namespace cli
