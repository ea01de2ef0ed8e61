#pragma once

#include "BruteForceResult.h"

#include "engine/Board.h"

#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

// A deliberately simple attractions search for cross-checking the solver. The
// state is the whole board as a string, one character per cell ('X' free spot,
// '.' plain, 'A' attraction, '+' sign); a move follows src/games/attractions/RULES.md literally
// (build, then walk the four diagonals covering cells until the edge or an
// occupied cell); results are memoised per full board. No colour classes, no
// rotated coordinates, no regions.
class AttractionsBruteForce {
public:
    using Result = BruteForceResult;

    AttractionsBruteForce(int rows, int cols);

    // The state of an engine board (Spot, Empty, Attraction, Sign).
    [[nodiscard]] std::string stateOf(const engine::Board& board) const;

    [[nodiscard]] std::vector<std::pair<int, int>> legalMoves(const std::string& state) const;
    [[nodiscard]] std::string after(const std::string& state, int row, int col) const;
    Result solve(const std::string& state);
    // The winning moves (row, col) of `state`.
    [[nodiscard]] std::set<std::pair<int, int>> winningMoves(const std::string& state);
    // Every state reachable from `state`, itself included.
    [[nodiscard]] std::set<std::string> reachable(const std::string& state) const;

private:
    [[nodiscard]] int index(int row, int col) const { return row * m_cols + col; }

    int m_rows;
    int m_cols;
    std::unordered_map<std::string, Result> m_memo;
};
