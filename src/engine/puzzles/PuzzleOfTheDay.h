#pragma once

#include <cstdint>

namespace engine {

// The seed of the puzzle of the day for a date of the Gregorian calendar: the
// same date gives the same seed on every machine, neighbouring days far apart
// seeds (a SplitMix64 step of the day's number since 1970-01-01). Throws
// InvalidArgument for a date that does not exist (month 13, 30 February).
[[nodiscard]] std::uint64_t puzzleOfTheDaySeed(int year, unsigned month, unsigned day);

} // namespace engine
