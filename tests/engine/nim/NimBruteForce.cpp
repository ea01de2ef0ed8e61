#include "NimBruteForce.h"

#include "engine/GameModules.h"

namespace {

const engine::Game& nim()
{
    return *engine::findGame("nim");
}

} // namespace

std::string NimBruteForce::keyOf(const engine::Board& position)
{
    std::string key = std::to_string(position.cols()) + ':';
    for (engine::Coord r = 0; r < position.rows(); ++r)
        for (engine::Coord c = 0; c < position.cols(); ++c)
            key += position.cellAt({r, c}) == engine::CellKind::Counter ? 'o' : '.';
    return key;
}

NimBruteForce::Result NimBruteForce::solve(const engine::Board& position)
{
    const std::string key = keyOf(position);
    if (const auto it = m_memo.find(key); it != m_memo.end())
        return it->second;
    ChildResults children;
    for (const engine::Move& move : nim().legalMoves(position))
        children.add(solve(nim().play(position, move)));
    const Result result = children.result();
    m_memo.emplace(key, result);
    return result;
}

std::set<std::pair<int, int>> NimBruteForce::winningMoves(const engine::Board& position)
{
    std::set<std::pair<int, int>> moves;
    for (const engine::Move& move : nim().legalMoves(position))
        if (!solve(nim().play(position, move)).win)
            moves.insert({static_cast<int>(move.topLeft.row), static_cast<int>(move.topLeft.col)});
    return moves;
}
