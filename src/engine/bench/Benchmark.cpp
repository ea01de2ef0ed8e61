#include "engine/bench/Benchmark.h"

namespace engine {

std::vector<int> benchSizes(const BenchOptions& options, std::span<const int> defaults)
{
    if (options.size)
        return {*options.size};
    return {defaults.begin(), defaults.end()};
}

std::optional<std::string> sizeRangeProblem(std::string_view gameId, int min, int max, const BenchOptions& options)
{
    if (!options.size || (*options.size >= min && *options.size <= max))
        return std::nullopt;
    return "the " + std::string(gameId) + " benchmark takes a --size between " + std::to_string(min) + " and "
        + std::to_string(max) + ", not " + std::to_string(*options.size);
}

} // namespace engine
