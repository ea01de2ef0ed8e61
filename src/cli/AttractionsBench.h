#pragma once

#include "cli/BenchCommand.h"

#include <string>
#include <string_view>

namespace cli {

// The attractions benchmark: solves the start of square boards with a spot on
// every cell (10, 15, 20, 25, 30 and 40, or the one --size) with a fresh solver per run,
// as one contest case does, and reports the time (median of --repeat runs), the
// number of winning first moves, the start's Grundy value, the size of the
// region tables, and finally the peak memory of the process.
[[nodiscard]] std::string_view attractionsBenchDescription();
[[nodiscard]] std::string runAttractionsBench(const BenchOptions& options, TerminalProgress& progress);

} // namespace cli
