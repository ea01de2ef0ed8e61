#pragma once

#include "engine/bench/Benchmark.h"

namespace engine {

// The rectangles benchmark: values full boards of ones (4x4, 4x5, 5x5, 5x6 by
// default; --size RC for one R x C board, e.g. 56) with a fresh solver per run,
// and reports the number of congruence classes of components valued, the time
// (median of --repeat runs), the Grundy value and the memo's size, then the
// peak memory of the process. --size 66 is the open 6 x 6 attempt: it runs
// until done or until its budget of 20 minutes has passed, and reports how far
// it got. GRUNDYGRID_RECTANGLES_WORKERS (1 or 2) sets the solver's threads.
// Below the table the misère lines (rectangles::addMisereLines).
[[nodiscard]] Benchmark rectanglesBenchmark();

} // namespace engine
