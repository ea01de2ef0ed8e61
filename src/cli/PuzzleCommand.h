#pragma once

#include "cli/TerminalProgress.h"

#include <span>
#include <string>

namespace cli {

// `grundygrid-cli puzzle GAME [--level 1|2|3] [--seed S|--day [DATE]] [--winning N] [--answer]`;
// `args` start with GAME. Generates the puzzle of GAME's module for that level
// (default 2), seed (default 1) and number of winning moves (default 1)
// (engine::generatePuzzle) and returns it as a position query, exactly the
// input of `moves`; with --answer, that query followed by the output of `moves`
// for it. --day takes the seed of the puzzle of the day (engine::puzzleOfTheDaySeed)
// of that date, or of today (UTC) without one. Throws UsageError for an unknown
// game or bad options (a malformed or impossible date, --day with --seed).
[[nodiscard]] std::string runPuzzle(std::span<const std::string> args, TerminalProgress& progress);

} // namespace cli
