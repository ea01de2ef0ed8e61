#pragma once

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/bench/Benchmark.h"

#include <string>

namespace engine {

// A benchmark's misère line beside its normal-play rows: the misère analysis
// of `setup` with a fresh solver (Game::createMisereSolver: the verdict, every
// move's verdict and the remoteness where its budget allows), timed `repeat`
// times, as "misère 12x12 open, 64 monsters: 140.2 ms, win, remoteness 16,
// 8 of 64 moves win" (or "not known: <reason>"). `description` names the board.
[[nodiscard]] std::string misereBenchLine(const Game& game, const Board& setup, const std::string& description,
                                          int repeat, const BenchContexts& contexts);

} // namespace engine
