#include "engine/sums/SumRemotenessSearch.h"

#include "engine/Game.h"
#include "engine/RemotenessFold.h"

namespace engine {

namespace {

// Deeper than this the search gives up: the recursion's stack stays small on
// any thread (a worker's, a sanitizer's larger frames), and a sum whose games
// last this long has far more positions than the budget reaches anyway.
constexpr int kMaxDepth = 1000;

// The work units (WorkMeter) of a tuple of positions looked up or made: a hash
// and a probe, an allocation.
constexpr std::uint64_t kStateWork = 32;

std::vector<std::pair<Cell, CellKind>> keyOf(const Board& setup, const Board& position)
{
    std::vector<std::pair<Cell, CellKind>> key;
    for (const Cell cell : Board::differingCells(setup, position))
        key.emplace_back(cell, position.cellAt(cell));
    return key;
}

} // namespace

std::size_t SumRemotenessSearch::StateHash::operator()(const State& state) const
{
    std::size_t hash = 0xcbf29ce484222325ULL;
    for (const std::uint32_t id : state)
        hash = (hash ^ id) * 0x100000001b3ULL;
    return hash;
}

SumRemotenessSearch::SumRemotenessSearch(const GameSum& sum, std::span<Solver* const> solvers,
                                         const SolveContext& context, std::int64_t budget)
    : m_context{context.stopToken, {}, false}
    , m_checks{context.stopToken, {}, false, context.onWorkCheck}
    , m_meter(m_checks, {})
    , m_budget(budget)
{
    m_boards.resize(sum.size());
    m_root.resize(sum.size());
    for (std::size_t i = 0; i < sum.size(); ++i) {
        BoardPositions& board = m_boards[i];
        board.game = &sum.board(i).game();
        board.solver = solvers[i];
        board.setup = sum.board(i).setup;
        m_root[i] = intern(board, sum.board(i).position, 0);
        if (!expand(i, m_root[i]))
            m_failed = true;
    }
}

std::uint32_t SumRemotenessSearch::intern(BoardPositions& board, const Board& position, Nimber value)
{
    const auto [it, added]
        = board.ids.emplace(keyOf(board.setup, position), static_cast<std::uint32_t>(board.nodes.size()));
    if (added)
        board.nodes.push_back(Node{position, value, false, {}, {}});
    return it->second;
}

bool SumRemotenessSearch::expand(std::size_t boardIndex, std::uint32_t nodeIndex)
{
    BoardPositions& board = m_boards[boardIndex];
    if (board.nodes[nodeIndex].expanded)
        return true;
    const Board position = board.nodes[nodeIndex].position;
    const Analysis analysis = board.solver->analyse(position, m_context);
    if (!analysis.listsEveryMove() || (!analysis.grundy && !analysis.moves.empty()))
        return false;
    if (!spend(static_cast<std::int64_t>(analysis.moves.size()) + 1))
        return false;
    std::vector<Move> moves;
    std::vector<std::pair<Nimber, std::uint32_t>> children;
    for (const MoveVerdict& verdict : analysis.moves) {
        if (!verdict.resultGrundy)
            return false;
        moves.push_back(verdict.move);
        children.emplace_back(*verdict.resultGrundy,
                              intern(board, board.game->play(position, verdict.move), *verdict.resultGrundy));
    }
    Node& node = board.nodes[nodeIndex]; // interning may have moved it
    node.value = analysis.grundy.value_or(0);
    node.moves = std::move(moves);
    node.children = std::move(children);
    node.expanded = true;
    return true;
}

bool SumRemotenessSearch::spend(std::int64_t work)
{
    m_budget -= work;
    if (m_budget < 0)
        m_failed = true;
    return !m_failed;
}

std::optional<int> SumRemotenessSearch::ofPosition()
{
    if (m_failed)
        return std::nullopt;
    return remoteness(m_root, 0);
}

std::optional<int> SumRemotenessSearch::afterMove(const SumMove& move)
{
    if (m_failed || move.board >= m_boards.size())
        return std::nullopt;
    const Node& node = m_boards[move.board].nodes[m_root[move.board]];
    for (std::size_t i = 0; i < node.moves.size(); ++i)
        if (node.moves[i] == move.move) {
            State child = m_root;
            child[move.board] = node.children[i].second;
            return remoteness(child, 1);
        }
    return std::nullopt;
}

std::optional<int> SumRemotenessSearch::remoteness(const State& state, int depth)
{
    m_meter.add(kStateWork + state.size());
    if (const auto it = m_memo.find(state); it != m_memo.end())
        return it->second;
    if (m_failed || depth > kMaxDepth)
        return std::nullopt;
    Nimber total = 0;
    for (std::size_t b = 0; b < state.size(); ++b) {
        if (!expand(b, state[b]))
            return std::nullopt;
        total ^= m_boards[b].nodes[state[b]].value;
    }
    RemotenessFold fold;
    State child = state;
    for (std::size_t b = 0; b < state.size(); ++b) {
        const Nimber others = total ^ m_boards[b].nodes[state[b]].value;
        // Copied: the recursion may add nodes to this board and move its list.
        const std::vector<std::pair<Nimber, std::uint32_t>> children = m_boards[b].nodes[state[b]].children;
        m_meter.add(children.size()); // the moves passed over (and the copy)
        for (const auto& [value, id] : children) {
            // From a win only the moves to *0 count (its quickest losing child).
            if (total != 0 && (others ^ value) != 0)
                continue;
            if (!spend(1))
                return std::nullopt;
            child[b] = id;
            const std::optional<int> result = remoteness(child, depth + 1);
            if (!result)
                return std::nullopt;
            fold.add(*result);
        }
        child[b] = state[b];
    }
    const int result = fold.result();
    m_memo.emplace(state, result);
    return result;
}

} // namespace engine
