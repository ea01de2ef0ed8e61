#include "engine/puzzles/PuzzleOfTheDay.h"

#include "engine/Error.h"

#include <chrono>
#include <string>

namespace engine {

namespace {

// One step of SplitMix64: a bijection of 64-bit numbers that spreads neighbours apart.
std::uint64_t splitMix64(std::uint64_t value)
{
    value += 0x9E3779B97F4A7C15ULL;
    value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ULL;
    value = (value ^ (value >> 27)) * 0x94D049BB133111EBULL;
    return value ^ (value >> 31);
}

} // namespace

std::uint64_t puzzleOfTheDaySeed(int year, unsigned month, unsigned day)
{
    const std::chrono::year_month_day date{std::chrono::year{year}, std::chrono::month{month},
                                           std::chrono::day{day}};
    if (!date.ok())
        throw InvalidArgument("there is no date " + std::to_string(year) + "-" + std::to_string(month) + "-"
                              + std::to_string(day));
    const auto days = std::chrono::sys_days{date}.time_since_epoch().count();
    return splitMix64(static_cast<std::uint64_t>(static_cast<std::int64_t>(days)));
}

} // namespace engine
