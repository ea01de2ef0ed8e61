#pragma once

#include "BruteForceResult.h"

#include "engine/Board.h"

#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

// A deliberately simple volcano search for cross-checking the solver. A state is
// the whole board as a string, one character per cell, row-major: '#' wall, '^'
// open, 'M' monster, '~' lava (an erupted volcano included). Moves follow
// src/games/volcano/RULES.md literally (lava runs along the row and column until a cell that
// already holds lava, walls included) and results are memoised per string. No
// rectangles, no Sprague-Grundy sums: the Grundy value is the mex of the whole
// position's children.
class VolcanoBruteForce {
public:
    using Result = BruteForceResult;
    using Cell = std::pair<int, int>;

    VolcanoBruteForce(int rows, int cols);

    // The state of an engine board: Empty '^', Wall '#', Monster 'M', Lava and Volcano '~'.
    [[nodiscard]] static std::string stateOf(const engine::Board& board);

    [[nodiscard]] Result solve(const std::string& state);
    // The monster cells, row-major.
    [[nodiscard]] std::vector<Cell> legalMoves(const std::string& state) const;
    [[nodiscard]] std::string after(const std::string& state, Cell move) const;
    [[nodiscard]] std::set<Cell> winningMoves(const std::string& state);

    // The prime-cross rule read literally: walk the four arms of every open
    // cell and look for a prime P with P <= every arm.
    [[nodiscard]] static std::set<Cell> primeCrossMonsters(const std::vector<std::string>& rows);

private:
    int m_rows;
    int m_cols;
    std::unordered_map<std::string, Result> m_memo;
};
