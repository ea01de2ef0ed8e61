#pragma once

#include "engine/bench/Benchmark.h"

namespace engine {

// `grundygrid-cli bench nim`: the analysis of full boards with a fresh solver.
[[nodiscard]] Benchmark nimBenchmark();

} // namespace engine
