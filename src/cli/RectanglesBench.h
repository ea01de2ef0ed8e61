#pragma once

#include "cli/BenchCommand.h"

#include <string>
#include <string_view>

namespace cli {

// The rectangles benchmark: values full boards of ones (4x4, 4x5, 5x5, 5x6 by
// default; --size RC for one R x C board, e.g. 56) with a fresh solver per run,
// and reports the number of congruence classes of components valued, the time
// (median of --repeat runs), the Grundy value and the memo's size, then the
// peak memory of the process. --size 66 is the open 6 x 6 attempt: it runs
// until done or until kSixBySixBudgetMinutes have passed, and reports how far
// it got.
[[nodiscard]] std::string_view rectanglesBenchDescription();
[[nodiscard]] std::string runRectanglesBench(const BenchOptions& options, TerminalProgress& progress);

} // namespace cli
