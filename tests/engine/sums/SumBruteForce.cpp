#include "sums/SumBruteForce.h"

#include "engine/Game.h"

#include <algorithm>

using engine::Board;
using engine::GameSum;
using engine::Nimber;
using engine::SumMove;

namespace sums_test {

namespace {

std::vector<std::pair<engine::Cell, engine::CellKind>> keyOf(const Board& position)
{
    return position.markedCells();
}

} // namespace

SumBruteForce::SumBruteForce(const GameSum& start)
{
    for (const engine::SumComponent& board : start.boards())
        m_boards.push_back({&board.game(), {}, {}});
}

std::uint32_t SumBruteForce::idOf(std::size_t board, const Board& position)
{
    BoardPositions& positions = m_boards[board];
    const auto [it, added] = positions.ids.emplace(keyOf(position), static_cast<std::uint32_t>(positions.nodes.size()));
    if (added)
        positions.nodes.push_back({position, false, {}});
    return it->second;
}

void SumBruteForce::expand(std::size_t board, std::uint32_t id)
{
    if (m_boards[board].nodes[id].expanded)
        return;
    const Board position = m_boards[board].nodes[id].position;
    std::vector<std::pair<engine::Move, std::uint32_t>> children;
    for (const engine::Move& move : m_boards[board].game->legalMoves(position))
        children.emplace_back(move, idOf(board, m_boards[board].game->play(position, move)));
    m_boards[board].nodes[id].children = std::move(children);
    m_boards[board].nodes[id].expanded = true;
}

SumBruteForce::Tuple SumBruteForce::tupleOf(const GameSum& position)
{
    Tuple tuple;
    for (std::size_t b = 0; b < position.size(); ++b)
        tuple.push_back(idOf(b, position.board(b).position));
    return tuple;
}

SumBruteForce::Verdict SumBruteForce::solve(const Tuple& tuple)
{
    if (const auto it = m_memo.find(tuple); it != m_memo.end())
        return it->second;
    std::vector<Nimber> childValues;
    bool win = false;
    int quickestLoss = -1;
    int longest = -1;
    bool misereWin = false;
    int misereQuickestLoss = -1;
    int misereLongest = -1;
    Tuple child = tuple;
    for (std::size_t b = 0; b < tuple.size(); ++b) {
        expand(b, tuple[b]);
        const auto children = m_boards[b].nodes[tuple[b]].children;
        for (const auto& [move, id] : children) {
            child[b] = id;
            const Verdict after = solve(child);
            childValues.push_back(after.grundy);
            if (!after.win) {
                win = true;
                if (quickestLoss < 0 || after.remoteness < quickestLoss)
                    quickestLoss = after.remoteness;
            }
            longest = std::max(longest, after.remoteness);
            if (!after.misereWin) {
                misereWin = true;
                if (misereQuickestLoss < 0 || after.misereRemoteness < misereQuickestLoss)
                    misereQuickestLoss = after.misereRemoteness;
            }
            misereLongest = std::max(misereLongest, after.misereRemoteness);
        }
        child[b] = tuple[b];
    }
    Verdict verdict{win, win ? quickestLoss + 1 : longest + 1, engine::mex(childValues), true, 0};
    if (!childValues.empty()) { // without moves: the previous player moved last and lost
        verdict.misereWin = misereWin;
        verdict.misereRemoteness = misereWin ? misereQuickestLoss + 1 : misereLongest + 1;
    }
    m_memo.emplace(tuple, verdict);
    return verdict;
}

SumBruteForce::Verdict SumBruteForce::verdict(const GameSum& position)
{
    return solve(tupleOf(position));
}

std::map<SumMove, SumBruteForce::Verdict> SumBruteForce::moveVerdicts(const GameSum& position)
{
    std::map<SumMove, Verdict> result;
    const Tuple tuple = tupleOf(position);
    for (std::size_t b = 0; b < tuple.size(); ++b) {
        expand(b, tuple[b]);
        const auto children = m_boards[b].nodes[tuple[b]].children;
        for (const auto& [move, id] : children) {
            Tuple child = tuple;
            child[b] = id;
            result.emplace(SumMove{b, move}, solve(child));
        }
    }
    return result;
}

std::set<SumMove> SumBruteForce::winningMoves(const GameSum& position)
{
    std::set<SumMove> result;
    for (const auto& [move, after] : moveVerdicts(position))
        if (!after.win)
            result.insert(move);
    return result;
}

std::set<SumMove> SumBruteForce::misereWinningMoves(const GameSum& position)
{
    std::set<SumMove> result;
    for (const auto& [move, after] : moveVerdicts(position))
        if (!after.misereWin)
            result.insert(move);
    return result;
}

std::size_t reachableUpTo(const engine::Game& game, const Board& position, std::size_t cap)
{
    std::set<std::vector<std::pair<engine::Cell, engine::CellKind>>> seen{keyOf(position)};
    std::vector<Board> open{position};
    while (!open.empty() && seen.size() <= cap) {
        const Board next = open.back();
        open.pop_back();
        for (const engine::Move& move : game.legalMoves(next)) {
            Board child = game.play(next, move);
            if (seen.insert(keyOf(child)).second)
                open.push_back(std::move(child));
            if (seen.size() > cap)
                break;
        }
    }
    return std::min(seen.size(), cap + 1);
}

} // namespace sums_test
