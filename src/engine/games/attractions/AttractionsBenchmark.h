#pragma once

#include "engine/bench/Benchmark.h"

namespace engine {

// The attractions benchmark: solves the start of square boards with a spot on
// every cell (10x10 to 40x40, or the one --size) with a fresh solver each, as
// a contest case does, then (without --size) the 4x4 and 4x5 starts whose moves
// get an exact remoteness, and the peak memory of the process.
[[nodiscard]] Benchmark attractionsBenchmark();

} // namespace engine
