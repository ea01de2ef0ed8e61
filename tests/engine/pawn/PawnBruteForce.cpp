#include "PawnBruteForce.h"

#include <algorithm>

PawnBruteForce::PawnBruteForce(const std::set<std::pair<int, int>>& impassable)
    : m_impassable(impassable)
{
}

std::vector<std::pair<int, int>> PawnBruteForce::moves(int x, int y) const
{
    std::vector<std::pair<int, int>> result;
    for (int up = y - 1; up >= 0 && !isImpassable(x, up); --up)
        result.emplace_back(x, up);
    for (int left = x - 1; left >= 0 && !isImpassable(left, y); --left)
        result.emplace_back(left, y);
    std::sort(result.begin(), result.end(),
              [](const auto& a, const auto& b) { return std::pair(a.second, a.first) < std::pair(b.second, b.first); });
    return result;
}

PawnBruteForce::Result PawnBruteForce::solve(int x, int y)
{
    if (const auto it = m_memo.find({x, y}); it != m_memo.end())
        return it->second;
    ChildResults children;
    for (const auto& [cx, cy] : moves(x, y))
        children.add(solve(cx, cy));
    const Result result = children.result();
    m_memo[{x, y}] = result;
    return result;
}

std::vector<std::pair<int, int>> PawnBruteForce::winningMoves(int x, int y)
{
    std::vector<std::pair<int, int>> result;
    for (const auto& [cx, cy] : moves(x, y))
        if (!solve(cx, cy).win)
            result.emplace_back(cx, cy);
    return result;
}
