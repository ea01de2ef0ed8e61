#pragma once

#include "engine/SolveContext.h"
#include "engine/Solver.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumAnalysis.h"

#include <span>
#include <vector>

namespace engine {

class SumBoardCache;

// How many threads analyse the boards of a sum at once: the machine's
// hardware threads, at least 1.
[[nodiscard]] unsigned sumBoardThreads();

// Each board of `sum` analysed as if alone by its solver (`solvers[i]`; a
// solver that defers Grundy values is prepared first: a sum needs every value),
// with its Grundy value. A board whose analysis `cache` keeps (same game, setup
// and position) is not analysed again; the others are, at once on up to
// `threads` threads (the caller's one of them; 0: sumBoardThreads()), each
// board's work on one thread, and are kept in `cache` (may be null). Progress
// is the boards' own combined (SumProgress). A kept analysis of another rule
// than `rule` (Analysis::rule; the solvers' rule) counts as none. A stop through `context` stops
// every board's work and throws Stopped; a board's error stops the others and
// is thrown (the first board's in order, when several fail). Returns once no
// board's work runs any more.
[[nodiscard]] std::vector<SumBoardAnalysis> analyseBoards(const GameSum& sum, std::span<Solver* const> solvers,
                                                          const SolveContext& context, SumBoardCache* cache,
                                                          unsigned threads = 0,
                                                          PlayRule rule = PlayRule::Normal);

} // namespace engine
