#pragma once

#include "engine/bench/Benchmark.h"

namespace engine {

// The pawn benchmark: contest texts at the published limits (N = Q = 100000
// by default, or --size N), generated in memory for several layouts of the
// impassable cells (uniform, clustered on the diagonal, packed into few rows,
// one column, 10000 small tests), each answered through PawnText exactly as
// `grundygrid-cli pawn` does (parsing included), and the PawnMap a GUI solver
// builds for the same cells; each layout also under the misère rule (the same
// sweeps with the misère end, the answer from the cells already read); then
// the peak memory of the process.
[[nodiscard]] Benchmark pawnBenchmark();

} // namespace engine
