#pragma once

#include "BruteForceResult.h"

#include "engine/Board.h"

#include <cstdint>
#include <set>
#include <unordered_map>
#include <utility>

// A deliberately simple chomp search for cross-checking the solver: the state is
// the set of remaining cells as a bit mask (boards up to 64 cells), moves follow
// src/games/chomp/RULES.md literally, and results are memoised per mask. No staircases, no ranks.
class ChompBruteForce {
public:
    using Result = BruteForceResult;

    // `board` is a chomp position: Empty = chocolate, Poison, Eaten.
    explicit ChompBruteForce(const engine::Board& board);

    [[nodiscard]] Result solve() { return solve(m_start); }
    // The winning moves (row, col) of the start position.
    [[nodiscard]] std::set<std::pair<int, int>> winningMoves();
    // Every legal move of the start position with the result of the position after it.
    [[nodiscard]] std::set<std::pair<int, int>> legalMoves() const;
    [[nodiscard]] Result resultAfter(int row, int col);

private:
    [[nodiscard]] std::uint64_t bit(int row, int col) const
    {
        return std::uint64_t{1} << (row * m_cols + col);
    }
    [[nodiscard]] bool isLegal(std::uint64_t mask, int row, int col) const;
    [[nodiscard]] std::uint64_t after(std::uint64_t mask, int row, int col) const;
    Result solve(std::uint64_t mask);

    int m_rows;
    int m_cols;
    std::uint64_t m_poison = 0;
    std::uint64_t m_start = 0;
    std::unordered_map<std::uint64_t, Result> m_memo;
};
