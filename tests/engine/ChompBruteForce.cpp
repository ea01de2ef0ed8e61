#include "ChompBruteForce.h"

#include <algorithm>
#include <climits>
#include <vector>

ChompBruteForce::ChompBruteForce(const engine::Board& board)
    : m_rows(static_cast<int>(board.rows())), m_cols(static_cast<int>(board.cols()))
{
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c) {
            const engine::CellKind kind = board.cellAt({r, c});
            if (kind != engine::CellKind::Eaten)
                m_start |= bit(r, c);
            if (kind == engine::CellKind::Poison)
                m_poison |= bit(r, c);
        }
}

bool ChompBruteForce::isLegal(std::uint64_t mask, int row, int col) const
{
    if ((mask & bit(row, col)) == 0)
        return false;
    for (int r = row; r < m_rows; ++r)
        for (int c = col; c < m_cols; ++c)
            if (m_poison & bit(r, c))
                return false;
    return true;
}

std::uint64_t ChompBruteForce::after(std::uint64_t mask, int row, int col) const
{
    for (int r = row; r < m_rows; ++r)
        for (int c = col; c < m_cols; ++c)
            mask &= ~bit(r, c);
    return mask;
}

ChompBruteForce::Result ChompBruteForce::solve(std::uint64_t mask)
{
    if (const auto it = m_memo.find(mask); it != m_memo.end())
        return it->second;
    std::vector<Result> children;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (isLegal(mask, r, c))
                children.push_back(solve(after(mask, r, c)));
    Result result;
    std::vector<unsigned> values;
    int fastestWin = INT_MAX;
    int slowestLoss = -1;
    for (const Result& child : children) {
        values.push_back(child.grundy);
        if (!child.win)
            fastestWin = std::min(fastestWin, child.remoteness);
        slowestLoss = std::max(slowestLoss, child.remoteness);
    }
    result.win = fastestWin != INT_MAX;
    result.remoteness = result.win ? fastestWin + 1 : slowestLoss + 1;
    while (std::find(values.begin(), values.end(), result.grundy) != values.end())
        ++result.grundy;
    m_memo[mask] = result;
    return result;
}

std::set<std::pair<int, int>> ChompBruteForce::legalMoves() const
{
    std::set<std::pair<int, int>> moves;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (isLegal(m_start, r, c))
                moves.insert({r, c});
    return moves;
}

std::set<std::pair<int, int>> ChompBruteForce::winningMoves()
{
    std::set<std::pair<int, int>> moves;
    for (const auto& [r, c] : legalMoves())
        if (!solve(after(m_start, r, c)).win)
            moves.insert({r, c});
    return moves;
}

ChompBruteForce::Result ChompBruteForce::resultAfter(int row, int col)
{
    return solve(after(m_start, row, col));
}
