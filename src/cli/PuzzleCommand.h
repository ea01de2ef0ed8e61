#pragma once

#include "cli/TerminalProgress.h"

#include <span>
#include <string>

namespace cli {

// `grundygrid-cli puzzle GAME [--level 1|2|3] [--seed S] [--winning N] [--answer]`;
// `args` start with GAME. Generates the puzzle of GAME's module for that level
// (default 2), seed (default 1) and number of winning moves (default 1)
// (engine::generatePuzzle) and returns it as a position query, exactly the
// input of `moves`; with --answer, that query followed by the output of `moves`
// for it. Throws UsageError for an unknown game or bad options.
[[nodiscard]] std::string runPuzzle(std::span<const std::string> args, TerminalProgress& progress);

} // namespace cli
