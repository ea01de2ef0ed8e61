#pragma once

// The brute force of a sum of boards searched as one game: a memoised search
// over the tuples of the boards' positions, each board's moves from its rules
// alone (Game::legalMoves, Game::play), the Grundy value of a tuple by mex over
// its children (never by XOR of the boards' values) and its remoteness by
// normal play's recursion; beside it the misère verdict of the same tuple (the
// last move loses: a tuple without moves is a win, remoteness 0, the same
// recursion above it), never from the boards' own misère verdicts. No solver
// is involved.

#include "engine/Nimbers.h"
#include "engine/sums/GameSum.h"

#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace sums_test {

class SumBruteForce {
public:
    struct Verdict {
        bool win = false;
        int remoteness = 0;
        engine::Nimber grundy = 0;
        bool misereWin = true;
        int misereRemoteness = 0;
    };

    // The sums it is asked about must have `start`'s games and setups and be
    // reachable from its positions.
    explicit SumBruteForce(const engine::GameSum& start);

    [[nodiscard]] Verdict verdict(const engine::GameSum& position);
    // Every legal move of the sum, each with the verdict of the sum after it.
    [[nodiscard]] std::map<engine::SumMove, Verdict> moveVerdicts(const engine::GameSum& position);
    // The moves that leave the opponent a loss.
    [[nodiscard]] std::set<engine::SumMove> winningMoves(const engine::GameSum& position);
    // The moves that leave the opponent a misère loss.
    [[nodiscard]] std::set<engine::SumMove> misereWinningMoves(const engine::GameSum& position);
    // How many tuples the searches have valued so far.
    [[nodiscard]] std::size_t tuplesValued() const { return m_memo.size(); }

private:
    using Key = std::vector<std::pair<engine::Cell, engine::CellKind>>;
    struct Node {
        engine::Board position;
        bool expanded = false;
        std::vector<std::pair<engine::Move, std::uint32_t>> children;
    };
    struct BoardPositions {
        const engine::Game* game = nullptr;
        std::map<Key, std::uint32_t> ids;
        std::vector<Node> nodes;
    };
    using Tuple = std::vector<std::uint32_t>;

    [[nodiscard]] std::uint32_t idOf(std::size_t board, const engine::Board& position);
    void expand(std::size_t board, std::uint32_t id);
    [[nodiscard]] Tuple tupleOf(const engine::GameSum& position);
    [[nodiscard]] Verdict solve(const Tuple& tuple);

    std::vector<BoardPositions> m_boards;
    std::map<Tuple, Verdict> m_memo;
};

// The positions reachable from `position` of `game` (itself included) by its
// rules, counted up to `cap`: cap + 1 means more.
[[nodiscard]] std::size_t reachableUpTo(const engine::Game& game, const engine::Board& position, std::size_t cap);

} // namespace sums_test
