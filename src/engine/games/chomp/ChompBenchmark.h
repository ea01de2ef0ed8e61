#pragma once

#include "engine/bench/Benchmark.h"

namespace engine {

// The chomp benchmark: solves square boards (8, 10, 12 and 14, or the one
// --size) with a single poison cell at (0, 0) and at (3, 0), a fresh solver per
// run, and reports the state count, the time of the verdict (the first analysis
// of the start: what `moves`, the contest answer and the window's marks wait
// for), the time of the Grundy pass that follows it where the table takes one,
// the start's verdict, and finally the peak memory of the process.
[[nodiscard]] Benchmark chompBenchmark();

} // namespace engine
