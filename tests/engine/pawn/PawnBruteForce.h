#pragma once

#include "BruteForceResult.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

// A deliberately plain pawn search for cross-checking the solver: an explicit
// set of impassable cells, the moves of src/games/pawn/RULES.md
// followed literally (step left or up cell by cell until the edge or an
// impassable cell), and plain recursion memoised on the whole position (the
// pawn's cell). No sweep, no diagonals, no code of the solver.
// Coordinates are (x, y): x the column, y the row.
class PawnBruteForce {
public:
    using Result = BruteForceResult;

    explicit PawnBruteForce(const std::set<std::pair<int, int>>& impassable);

    [[nodiscard]] bool isImpassable(int x, int y) const { return m_impassable.count({x, y}) != 0; }
    // The destinations of a pawn on (x, y), in row-major order (by y, then x).
    [[nodiscard]] std::vector<std::pair<int, int>> moves(int x, int y) const;
    [[nodiscard]] Result solve(int x, int y);
    // The destinations that leave the opponent a loss, row-major.
    [[nodiscard]] std::vector<std::pair<int, int>> winningMoves(int x, int y);

private:
    std::set<std::pair<int, int>> m_impassable;
    std::map<std::pair<int, int>, Result> m_memo;
};
