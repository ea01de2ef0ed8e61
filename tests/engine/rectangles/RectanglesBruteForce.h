#pragma once

#include "BruteForceResult.h"

#include "engine/Board.h"

#include <cstdint>
#include <set>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

// A deliberately simple rectangles search for cross-checking the solver: the
// state is the whole board's set of ones as a bit mask (bit r * cols + c), moves
// are every rectangle of the board whose cells are all ones, and results are memoised
// per mask. No components, no symmetry, nothing shared with the solver.
class RectanglesBruteForce {
public:
    using Rect = std::tuple<int, int, int, int>; // r1, c1, r2, c2

    using Result = BruteForceResult;

    // `board`: Filled cells are ones, everything else zero.
    explicit RectanglesBruteForce(const engine::Board& board);

    [[nodiscard]] Result solve() { return solve(m_start); }
    [[nodiscard]] std::set<Rect> legalMoves() const { return movesOf(m_start); }
    [[nodiscard]] std::set<Rect> winningMoves();
    [[nodiscard]] Result resultAfter(const Rect& move) { return solve(after(m_start, move)); }

private:
    [[nodiscard]] std::uint64_t bit(int row, int col) const
    {
        return std::uint64_t{1} << (row * m_cols + col);
    }
    [[nodiscard]] std::set<Rect> movesOf(std::uint64_t mask) const;
    [[nodiscard]] std::uint64_t after(std::uint64_t mask, const Rect& move) const;
    Result solve(std::uint64_t mask);

    int m_rows;
    int m_cols;
    std::uint64_t m_start = 0;
    std::vector<std::pair<Rect, std::uint64_t>> m_rectangles; // every rectangle of the board, with its cells
    std::unordered_map<std::uint64_t, Result> m_memo;
};
