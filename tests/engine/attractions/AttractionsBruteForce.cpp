#include "AttractionsBruteForce.h"

#include <algorithm>

AttractionsBruteForce::AttractionsBruteForce(int rows, int cols)
    : m_rows(rows), m_cols(cols)
{
}

std::string AttractionsBruteForce::stateOf(const engine::Board& board) const
{
    std::string state;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c) {
            switch (board.cellAt({r, c})) {
            case engine::CellKind::Spot:
                state += 'X';
                break;
            case engine::CellKind::Attraction:
                state += 'A';
                break;
            case engine::CellKind::Sign:
                state += '+';
                break;
            default:
                state += '.';
            }
        }
    return state;
}

std::vector<std::pair<int, int>> AttractionsBruteForce::legalMoves(const std::string& state) const
{
    std::vector<std::pair<int, int>> moves;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (state[static_cast<std::size_t>(index(r, c))] == 'X')
                moves.emplace_back(r, c);
    return moves;
}

std::string AttractionsBruteForce::after(const std::string& state, int row, int col) const
{
    std::string next = state;
    next[static_cast<std::size_t>(index(row, col))] = 'A';
    const int steps[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    for (const auto& step : steps) {
        int r = row + step[0];
        int c = col + step[1];
        while (r >= 0 && r < m_rows && c >= 0 && c < m_cols) {
            char& cell = next[static_cast<std::size_t>(index(r, c))];
            if (cell == 'A' || cell == '+')
                break;
            cell = '+';
            r += step[0];
            c += step[1];
        }
    }
    return next;
}

AttractionsBruteForce::Result AttractionsBruteForce::solve(const std::string& state)
{
    if (const auto it = m_memo.find(state); it != m_memo.end())
        return it->second;
    ChildResults children;
    for (const auto& [r, c] : legalMoves(state))
        children.add(solve(after(state, r, c)));
    const Result result = children.result();
    m_memo.emplace(state, result);
    return result;
}

std::set<std::pair<int, int>> AttractionsBruteForce::winningMoves(const std::string& state)
{
    std::set<std::pair<int, int>> moves;
    for (const auto& [r, c] : legalMoves(state))
        if (!solve(after(state, r, c)).win)
            moves.insert({r, c});
    return moves;
}

std::set<std::string> AttractionsBruteForce::reachable(const std::string& state) const
{
    std::set<std::string> seen{state};
    std::vector<std::string> pending{state};
    while (!pending.empty()) {
        const std::string current = pending.back();
        pending.pop_back();
        for (const auto& [r, c] : legalMoves(current)) {
            std::string next = after(current, r, c);
            if (seen.insert(next).second)
                pending.push_back(std::move(next));
        }
    }
    return seen;
}
