#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace engine {

// What every benchmark needs to time its runs and print the figures (BenchTable
// lays them out).

// The median of a non-empty list (the mean of the middle two for an even count).
[[nodiscard]] double median(std::vector<double> values);

// `value` with `precision` digits after the point.
[[nodiscard]] std::string fixed(double value, int precision);

// A time in milliseconds, three decimals below 10 ms, one above.
[[nodiscard]] std::string milliseconds(double ms);

// The CPU time (user and system, all threads) this process has used so far in
// milliseconds (getrusage), or -1 when the system does not say.
[[nodiscard]] double processCpuMilliseconds();

// Runs `work` once and returns how long it took in milliseconds.
template <typename Work>
[[nodiscard]] double timedMilliseconds(Work&& work)
{
    const auto start = std::chrono::steady_clock::now();
    std::forward<Work>(work)();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

} // namespace engine
