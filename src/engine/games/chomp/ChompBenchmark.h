#pragma once

#include "engine/bench/Benchmark.h"

namespace engine {

// The chomp benchmark: builds the full ChompTable of square boards (8, 10, 12
// and 14, or the one --size) with a single poison cell at (0, 0) and at (3, 0),
// and reports the state count, the time of the remoteness pass, the time of the
// Grundy pass where the table builds one, the start's verdict, and finally the
// peak memory of the process.
[[nodiscard]] Benchmark chompBenchmark();

} // namespace engine
