#pragma once

#include <string_view>

namespace fuzz {

// Stops the run with `message` when an invariant of a parser does not hold: an abort
// is what libFuzzer (and the replay test) report as a failure.
[[noreturn]] void fail(std::string_view message);

// Fails unless `condition` holds.
inline void check(bool condition, std::string_view message)
{
    if (!condition)
        fail(message);
}

} // namespace fuzz
