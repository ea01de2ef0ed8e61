#pragma once

#include "engine/Board.h"

#include <vector>

namespace engine {

// A nim board read as heaps, and heaps written as a board.
namespace nim {

// The heap of each row: its number of counters, wherever they stand.
[[nodiscard]] std::vector<int> heapsOf(const Board& board);

// The board of `heaps` as the text formats write it (NimText): heap i is row i,
// its counters in columns 0 to heaps[i] - 1, as many columns as the largest heap
// (at least one). Requires at least one heap, none negative.
[[nodiscard]] Board boardOfHeaps(const std::vector<int>& heaps);

// Whether `board` is boardOfHeaps of its own heaps: no gaps in a row, and
// exactly as wide as its largest heap (one column when all are empty).
[[nodiscard]] bool isHeapBoard(const Board& board);

} // namespace nim

} // namespace engine
