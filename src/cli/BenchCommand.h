#pragma once

#include "cli/TerminalProgress.h"

#include <span>
#include <string>

namespace cli {

// `grundygrid-cli bench GAME [--size N] [--repeat N]`; `args` start with GAME.
// Runs the benchmark of GAME's module (engine::GameModule::benchmark) and
// returns its report. Throws UsageError for an unknown game or bad options.
[[nodiscard]] std::string runBench(std::span<const std::string> args, TerminalProgress& progress);

} // namespace cli
