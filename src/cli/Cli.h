#pragma once

#include "engine/misere/MisereSolver.h"

#include <functional>
#include <iosfwd>
#include <span>
#include <stop_token>
#include <string>

namespace cli {

// What the caller knows about the process the commands run in.
struct RunOptions {
    // `err` is a terminal: progress of long computations is shown there as one
    // line that overwrites itself. Without a terminal, the option --progress
    // asks for it as a line per change instead.
    bool showProgress = false;
    // Requested on Ctrl-C (InterruptStop): the computation stops at its next
    // stop check and run() returns kExitInterrupted.
    std::stop_token stopToken;
    // Called once, on the computing thread, when a computation has run for a
    // moment (TerminalProgress::kLongAfter): main() arms InterruptStop there.
    std::function<void()> onLongComputation;
    // How far the misère part search of `moves --misere sum` may go before its
    // verdict is not known (the program's default; tests make it small).
    engine::misere::SearchBudget sumMisereBudget;
};

// Exit statuses of run().
inline constexpr int kExitSuccess = 0;
inline constexpr int kExitError = 2;
inline constexpr int kExitInterrupted = 130; // 128 + SIGINT, as shells report a Ctrl-C

// Runs grundygrid-cli with `args` (without the program name), reading standard
// input from `in`. On success the whole output goes to `out` and the result is
// kExitSuccess. On any error (usage, malformed input, illegal move, out of
// memory) one message goes to `err`, nothing at all to `out`, and the result is
// kExitError. Stopped through options.stopToken, it writes "interrupted" to
// `err`, nothing to `out`, and returns kExitInterrupted. The option
// --progress (anywhere on the command line) shows progress on `err` also
// when it is not a terminal; the option --misere (anywhere) asks `moves GAME`,
// `moves sum` and a contest text for the misère rule (the last move loses)
// and is a usage error with any other command. Never throws.
[[nodiscard]] int run(std::span<const std::string> args, std::istream& in, std::ostream& out, std::ostream& err,
                      const RunOptions& options = {});

} // namespace cli
