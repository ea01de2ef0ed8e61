#include "RectanglesBruteForce.h"

#include <algorithm>
#include <vector>

RectanglesBruteForce::RectanglesBruteForce(const engine::Board& board)
    : m_rows(static_cast<int>(board.rows())), m_cols(static_cast<int>(board.cols()))
{
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (board.cellAt({r, c}) == engine::CellKind::Filled)
                m_start |= bit(r, c);
    for (int r1 = 0; r1 < m_rows; ++r1)
        for (int c1 = 0; c1 < m_cols; ++c1)
            for (int r2 = r1; r2 < m_rows; ++r2)
                for (int c2 = c1; c2 < m_cols; ++c2) {
                    std::uint64_t cells = 0;
                    for (int r = r1; r <= r2; ++r)
                        for (int c = c1; c <= c2; ++c)
                            cells |= bit(r, c);
                    m_rectangles.emplace_back(Rect{r1, c1, r2, c2}, cells);
                }
}

std::set<RectanglesBruteForce::Rect> RectanglesBruteForce::movesOf(std::uint64_t mask) const
{
    std::set<Rect> moves;
    for (const auto& [rect, cells] : m_rectangles)
        if ((mask & cells) == cells)
            moves.insert(rect);
    return moves;
}

std::uint64_t RectanglesBruteForce::after(std::uint64_t mask, const Rect& move) const
{
    const auto [r1, c1, r2, c2] = move;
    for (int r = r1; r <= r2; ++r)
        for (int c = c1; c <= c2; ++c)
            mask &= ~bit(r, c);
    return mask;
}

RectanglesBruteForce::Result RectanglesBruteForce::solve(std::uint64_t mask)
{
    if (const auto it = m_memo.find(mask); it != m_memo.end())
        return it->second;
    ChildResults children;
    for (const auto& [rect, cells] : m_rectangles) {
        if ((mask & cells) != cells)
            continue;
        children.add(solve(mask & ~cells));
    }
    const Result result = children.result();
    m_memo[mask] = result;
    return result;
}

std::set<RectanglesBruteForce::Rect> RectanglesBruteForce::winningMoves()
{
    std::set<Rect> moves;
    for (const Rect& move : legalMoves())
        if (!solve(after(m_start, move)).win)
            moves.insert(move);
    return moves;
}
