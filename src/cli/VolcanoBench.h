#pragma once

#include "cli/BenchCommand.h"

#include <string>
#include <string_view>

namespace cli {

// The volcano benchmark: builds the Grundy table of fully open square boards
// (10 to 60, or the one --size) and answers the contest worst case, ten open
// 20 x 20 cases, through the contest reader; reports times (medians over
// --repeat runs), the start's verdict and value, and the peak memory.
[[nodiscard]] std::string_view volcanoBenchDescription();
[[nodiscard]] std::string runVolcanoBench(const BenchOptions& options, TerminalProgress& progress);

} // namespace cli
