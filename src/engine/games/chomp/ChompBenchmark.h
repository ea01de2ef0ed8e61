#pragma once

#include "engine/bench/Benchmark.h"

namespace engine {

// The chomp benchmark: solves square boards (8, 10, 12 and 14, or the one
// --size) with a single poison cell at (0, 0) and at (3, 0), a fresh solver per
// run, or the one --board ROWSxCOLS (the record boards 16x16, 18x18 and the
// 10x42 bar) poisoned at (0, 0) with the outcome bits alone, and reports per
// row the state count, the wall and CPU time of the verdict (the first analysis
// of the start: what `moves`, the contest answer and the window's marks wait
// for), the time of the Grundy pass that follows it where the table takes one,
// the start's verdict, the process's peak memory so far, the winning bites of
// a --board, and finally the peak memory of the process. Each workload runs
// under normal play, then under misère play (the rule column; the environment's
// GRUNDYGRID_CHOMP_RULES=normal or misere picks one).
[[nodiscard]] Benchmark chompBenchmark();

} // namespace engine
