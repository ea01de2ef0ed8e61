#pragma once

#include "engine/Board.h"
#include "engine/Nimbers.h"
#include "engine/SolveContext.h"
#include "engine/WorkMeter.h"
#include "engine/Solver.h"
#include "engine/sums/GameSum.h"

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

namespace engine {

// The exact remoteness of small positions of a sum: a memoised search over the
// tuples of the boards' positions (the remoteness of a sum is no function of
// its boards' remoteness), within a work budget. The boards' solvers give each
// board position's moves and the Grundy values after them; the search uses
// them to prune: from a win it follows only the moves to *0 (RemotenessFold:
// a win takes its quickest losing child, a loss its longest child).
//
// Past the budget, or where a board's solver lists only a window of moves or
// gives no Grundy values, an answer is nothing; every answer given is exact.
// One search serves one position and its children (its memo is shared by
// them); stopped through the SolveContext (throws Stopped).
class SumRemotenessSearch {
public:
    // Work (moves examined) a search does at most by default: about 0.1 s in
    // a Release build where it runs out (two 4 x 4 rectangles boards and an
    // attractions board; two pawns near the exact table's edge and two chomp
    // boards), and every sum of up to about 10 000 tuples of positions fits.
    static constexpr std::int64_t kDefaultBudget = 100'000;

    // `solvers[i]` is the solver of board i's setup; all must outlive the search.
    SumRemotenessSearch(const GameSum& sum, std::span<Solver* const> solvers, const SolveContext& context,
                        std::int64_t budget = kDefaultBudget);
    SumRemotenessSearch(const SumRemotenessSearch&) = delete;
    SumRemotenessSearch& operator=(const SumRemotenessSearch&) = delete;

    // The remoteness of the sum's position, or nothing (see above).
    [[nodiscard]] std::optional<int> ofPosition();
    // The remoteness of the sum after `move`, a legal move, or nothing.
    [[nodiscard]] std::optional<int> afterMove(const SumMove& move);

private:
    // A position of one board: its value and, once expanded, its children
    // (the value after each move and the child's index), in legal-move order.
    struct Node {
        Board position;
        Nimber value = 0;
        bool expanded = false;
        std::vector<Move> moves;
        std::vector<std::pair<Nimber, std::uint32_t>> children;
    };
    // The positions of one board met so far, by their cells that differ from the setup.
    struct BoardPositions {
        const Game* game = nullptr;
        Solver* solver = nullptr;
        Board setup;
        std::map<std::vector<std::pair<Cell, CellKind>>, std::uint32_t> ids;
        std::vector<Node> nodes;
    };
    using State = std::vector<std::uint32_t>;
    struct StateHash {
        std::size_t operator()(const State& state) const;
    };

    [[nodiscard]] std::uint32_t intern(BoardPositions& board, const Board& position, Nimber value);
    // Lists the node's moves and children; false when the solver cannot give them.
    [[nodiscard]] bool expand(std::size_t board, std::uint32_t node);
    [[nodiscard]] std::optional<int> remoteness(const State& state, int depth);
    [[nodiscard]] bool spend(std::int64_t work);

    SolveContext m_context; // the stop token only: the boards' analyses report the progress
    // The search's own stop checks, by work done: a tuple of positions looked up
    // or made is kStateWork units plus one per board, a move passed over one.
    SolveContext m_checks;
    WorkMeter m_meter;
    std::int64_t m_budget;
    bool m_failed = false; // past the budget or missing values: every later answer is nothing
    std::vector<BoardPositions> m_boards;
    State m_root;
    std::unordered_map<State, int, StateHash> m_memo;
};

} // namespace engine
