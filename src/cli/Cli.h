#pragma once

#include <iosfwd>
#include <span>
#include <string>

namespace cli {

// What the caller knows about the process the commands run in.
struct RunOptions {
    // Show progress of long computations on `err` (only when it is a terminal).
    bool showProgress = false;
};

// Exit statuses of run().
inline constexpr int kExitSuccess = 0;
inline constexpr int kExitError = 2;

// Runs grundygrid-cli with `args` (without the program name), reading standard
// input from `in`. On success the whole output goes to `out` and the result is
// kExitSuccess. On any error (usage, malformed input, illegal move, out of
// memory) one message goes to `err`, nothing at all to `out`, and the result is
// kExitError. Never throws.
[[nodiscard]] int run(std::span<const std::string> args, std::istream& in, std::ostream& out, std::ostream& err,
                      const RunOptions& options = {});

} // namespace cli
