#include "engine/games/nim/NimHeaps.h"

#include <algorithm>

namespace engine::nim {

std::vector<int> heapsOf(const Board& board)
{
    std::vector<int> heaps(static_cast<std::size_t>(board.rows()), 0);
    for (const auto& [cell, kind] : board.markedCells())
        if (kind == CellKind::Counter)
            ++heaps[static_cast<std::size_t>(cell.row)];
    return heaps;
}

Board boardOfHeaps(const std::vector<int>& heaps)
{
    const int largest = *std::max_element(heaps.begin(), heaps.end());
    Board board(static_cast<Coord>(heaps.size()), std::max(1, largest));
    for (std::size_t row = 0; row < heaps.size(); ++row)
        for (int col = 0; col < heaps[row]; ++col)
            board.setCell({static_cast<Coord>(row), col}, CellKind::Counter);
    return board;
}

bool isHeapBoard(const Board& board)
{
    return board.rows() > 0 && board == boardOfHeaps(heapsOf(board));
}

} // namespace engine::nim
