#include "engine/games/volcano/PrimeCross.h"

#include <algorithm>
#include <cstddef>

namespace engine {

namespace {

// The smallest arm length that admits a prime (2 is the least prime).
constexpr Coord kSmallestPrime = 2;

} // namespace

std::vector<Cell> primeCrossMonsters(const Board& board)
{
    const Coord rows = board.rows();
    const Coord cols = board.cols();
    const auto at = [cols](Coord r, Coord c) { return static_cast<std::size_t>(r * cols + c); };
    std::vector<bool> open(static_cast<std::size_t>(rows * cols));
    for (Coord r = 0; r < rows; ++r)
        for (Coord c = 0; c < cols; ++c)
            open[at(r, c)] = board.cellAt({r, c}) != CellKind::Wall;

    // left/up: open cells directly before a cell in its row/column; right/down likewise after it.
    std::vector<Coord> left(open.size(), 0), right(open.size(), 0), up(open.size(), 0), down(open.size(), 0);
    for (Coord r = 0; r < rows; ++r) {
        for (Coord c = 1; c < cols; ++c)
            left[at(r, c)] = open[at(r, c - 1)] ? left[at(r, c - 1)] + 1 : 0;
        for (Coord c = cols - 1; c-- > 0;)
            right[at(r, c)] = open[at(r, c + 1)] ? right[at(r, c + 1)] + 1 : 0;
    }
    for (Coord c = 0; c < cols; ++c) {
        for (Coord r = 1; r < rows; ++r)
            up[at(r, c)] = open[at(r - 1, c)] ? up[at(r - 1, c)] + 1 : 0;
        for (Coord r = rows - 1; r-- > 0;)
            down[at(r, c)] = open[at(r + 1, c)] ? down[at(r + 1, c)] + 1 : 0;
    }

    std::vector<Cell> monsters;
    for (Coord r = 0; r < rows; ++r)
        for (Coord c = 0; c < cols; ++c) {
            const std::size_t i = at(r, c);
            if (open[i] && std::min({left[i], right[i], up[i], down[i]}) >= kSmallestPrime)
                monsters.push_back({r, c});
        }
    return monsters;
}

Board withPrimeCrossMonsters(const Board& board)
{
    Board result = board;
    for (Coord r = 0; r < board.rows(); ++r)
        for (Coord c = 0; c < board.cols(); ++c)
            if (board.cellAt({r, c}) != CellKind::Wall)
                result.setCell({r, c}, CellKind::Empty);
    for (const Cell cell : primeCrossMonsters(board))
        result.setCell(cell, CellKind::Monster);
    return result;
}

} // namespace engine
