#include "ChompBruteForce.h"

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
    ChildResults children;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (isLegal(mask, r, c))
                children.add(solve(after(mask, r, c)));
    const Result result = children.result();
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
