#pragma once

#include "engine/bench/Benchmark.h"

namespace engine {

// The volcano benchmark: builds the VolcanoTable of fully open square boards
// (10x10 to 60x60, or the one --size) and answers the contest's worst case
// through VolcanoText, then reports the peak memory of the process.
[[nodiscard]] Benchmark volcanoBenchmark();

} // namespace engine
