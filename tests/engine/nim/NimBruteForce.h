#pragma once

#include "BruteForceResult.h"

#include "engine/Board.h"

#include <set>
#include <string>
#include <unordered_map>
#include <utility>

// A deliberately simple nim search for cross-checking the solver: a plain game
// tree over whole boards, the moves and positions from NimGame's rules
// (legalMoves and play), results memoised per board. No heaps, no XOR, no
// sorting: it knows nothing of why nim is simple.
class NimBruteForce {
public:
    using Result = BruteForceResult;

    Result solve(const engine::Board& position);
    // The winning moves (row, col) of `position`.
    [[nodiscard]] std::set<std::pair<int, int>> winningMoves(const engine::Board& position);

private:
    [[nodiscard]] static std::string keyOf(const engine::Board& position);

    std::unordered_map<std::string, Result> m_memo;
};
