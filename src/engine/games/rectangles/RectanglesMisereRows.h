#pragma once

#include "engine/bench/Benchmark.h"
#include "engine/bench/BenchTable.h"

namespace engine::rectangles {

// The rectangles benchmark's misère lines, below its normal rows: full boards
// under the misère rule, each with a fresh misère solver (the part search over
// components, misere::MisereSolver): the verdict, remoteness, part sets
// searched, the time of the whole analysis and of the outcomes alone, with and
// without the genus shortcut. With --size RC the one board (up to 4 x 5; a
// larger one is beyond the search's budget and says so).
void addMisereLines(BenchTable& report, const BenchOptions& options, const BenchContexts& contexts);

} // namespace engine::rectangles
