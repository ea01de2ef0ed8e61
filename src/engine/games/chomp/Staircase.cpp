#include "engine/games/chomp/Staircase.h"

#include "engine/Error.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace engine {

Heights poisonFloor(const Board& board)
{
    Heights floor(static_cast<std::size_t>(board.cols()), 0);
    for (const auto& [cell, kind] : board.markedCells())
        if (kind == CellKind::Poison)
            floor[static_cast<std::size_t>(cell.col)]
                = std::max(floor[static_cast<std::size_t>(cell.col)], static_cast<int>(cell.row) + 1);
    for (std::size_t c = floor.size(); c-- > 1;)
        floor[c - 1] = std::max(floor[c - 1], floor[c]);
    return floor;
}

namespace {

// Reads the heights of `board` into `heights`; why they are no staircase, or nothing.
std::optional<std::string> readHeights(const Board& board, Heights& heights)
{
    const int rows = static_cast<int>(board.rows());
    const int cols = static_cast<int>(board.cols());
    heights.assign(static_cast<std::size_t>(cols), 0);
    for (int c = 0; c < cols; ++c) {
        int h = 0;
        while (h < rows && board.cellAt({h, c}) != CellKind::Eaten)
            ++h;
        for (int r = h; r < rows; ++r) {
            const CellKind kind = board.cellAt({r, c});
            if (kind == CellKind::Poison)
                return "poison at " + cellText({r, c}) + " has been eaten";
            if (kind != CellKind::Eaten)
                return "cell " + cellText({r, c}) + " is still there below an eaten cell";
        }
        if (c > 0 && h > heights[static_cast<std::size_t>(c) - 1])
            return "column " + std::to_string(c) + " is taller than the column to its left";
        heights[static_cast<std::size_t>(c)] = h;
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> staircaseProblem(const Board& board)
{
    Heights heights;
    return readHeights(board, heights);
}

Heights staircaseOf(const Board& board)
{
    Heights heights;
    if (const auto problem = readHeights(board, heights))
        throw InvalidArgument(*problem);
    return heights;
}

std::optional<std::string> biteProblem(const Board& position, Cell cell)
{
    if (!position.contains(cell))
        return "cell " + cellText(cell) + " is not on the board";
    const CellKind kind = position.cellAt(cell);
    if (kind == CellKind::Poison)
        return "cell " + cellText(cell) + " is poison and may not be bitten";
    if (kind == CellKind::Eaten)
        return "cell " + cellText(cell) + " has already been eaten";
    for (const auto& [marked, markedKind] : position.markedCells())
        if (markedKind == CellKind::Poison && marked.row >= cell.row && marked.col >= cell.col)
            return "biting cell " + cellText(cell) + " would eat the poison at " + cellText(marked);
    if (kind != CellKind::Empty || staircaseProblem(position))
        return "biting cell " + cellText(cell) + " is not a legal move here";
    return std::nullopt;
}

namespace {

// binomial(n, k) for the small arguments of the rank terms (never above the state count).
std::uint64_t rankBinomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    k = std::min(k, n - k);
    std::uint64_t result = 1;
    for (int i = 1; i <= k; ++i)
        result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return result;
}

} // namespace

std::vector<std::uint64_t> staircaseRankTerms(int rows, int cols)
{
    std::vector<std::uint64_t> terms(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows + 1));
    for (int c = 0; c < cols; ++c)
        for (int v = 0; v <= rows; ++v)
            terms[static_cast<std::size_t>(c) * static_cast<std::size_t>(rows + 1) + static_cast<std::size_t>(v)]
                = rankBinomial(cols - 1 - c + v, cols - c);
    return terms;
}

std::uint64_t staircaseCount(int rows, int cols)
{
    // binomial(rows + cols, k) with k = min(rows, cols), exact while it fits.
    const int k = std::min(rows, cols);
    const int n = rows + cols;
    unsigned __int128 result = 1;
    for (int i = 1; i <= k; ++i) {
        result = result * static_cast<unsigned>(n - k + i) / static_cast<unsigned>(i);
        if (result > std::numeric_limits<std::uint64_t>::max())
            return std::numeric_limits<std::uint64_t>::max();
    }
    return static_cast<std::uint64_t>(result);
}

} // namespace engine
