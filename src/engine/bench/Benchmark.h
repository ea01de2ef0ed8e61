#pragma once

#include "engine/SolveContext.h"

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// A board of its own for a benchmark that takes one (--board ROWSxCOLS).
struct BenchBoard {
    int rows = 0;
    int cols = 0;
};

// The options every benchmark understands (--board only where takesBoard).
struct BenchOptions {
    std::optional<int> size;        // run this board size only
    int repeat = 1;                 // runs per measurement; the median is printed
    std::optional<BenchBoard> board; // run this one board only
};

// A context for each computation of a benchmark, by a label that names it
// ("12x12 poison (0,0), remoteness"): a front end shows its progress.
using BenchContexts = std::function<SolveContext(std::string label)>;

// A game's benchmark (`grundygrid-cli bench GAME`): what it measures, for the
// help; why options do not fit it (a --size it does not take, a bad
// environment variable), or nothing; and the run, which requires options
// without a problem and returns the report to print (a BenchTable). A run
// stopped through its contexts throws Stopped. Only a benchmark that says
// takesBoard is given a --board (the front end refuses it for the others).
struct Benchmark {
    std::string_view description;
    std::optional<std::string> (*optionsProblem)(const BenchOptions& options);
    std::string (*run)(const BenchOptions& options, const BenchContexts& contexts);
    bool takesBoard = false;
};

// The board sizes to measure: the one --size, else `defaults`.
[[nodiscard]] std::vector<int> benchSizes(const BenchOptions& options, std::span<const int> defaults);

// Why a --size is outside [min, max] for the benchmark of `gameId` ("the chomp
// benchmark takes a --size between 4 and 15, not 16"), or nothing.
[[nodiscard]] std::optional<std::string> sizeRangeProblem(std::string_view gameId, int min, int max,
                                                          const BenchOptions& options);

} // namespace engine
