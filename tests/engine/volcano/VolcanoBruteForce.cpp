#include "VolcanoBruteForce.h"

#include <algorithm>

namespace {

bool isPrime(int n)
{
    if (n < 2)
        return false;
    for (int d = 2; d < n; ++d)
        if (n % d == 0)
            return false;
    return true;
}

} // namespace

VolcanoBruteForce::VolcanoBruteForce(int rows, int cols)
    : m_rows(rows), m_cols(cols)
{
}

std::string VolcanoBruteForce::stateOf(const engine::Board& board)
{
    std::string state;
    for (engine::Coord r = 0; r < board.rows(); ++r)
        for (engine::Coord c = 0; c < board.cols(); ++c) {
            switch (board.cellAt({r, c})) {
            case engine::CellKind::Wall:
                state += '#';
                break;
            case engine::CellKind::Monster:
                state += 'M';
                break;
            case engine::CellKind::Lava:
            case engine::CellKind::Volcano:
                state += '~';
                break;
            default:
                state += '^';
            }
        }
    return state;
}

std::vector<VolcanoBruteForce::Cell> VolcanoBruteForce::legalMoves(const std::string& state) const
{
    std::vector<Cell> moves;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (state[static_cast<std::size_t>(r * m_cols + c)] == 'M')
                moves.emplace_back(r, c);
    return moves;
}

std::string VolcanoBruteForce::after(const std::string& state, Cell move) const
{
    std::string next = state;
    const auto at = [this](int r, int c) { return static_cast<std::size_t>(r * m_cols + c); };
    const auto [row, col] = move;
    next[at(row, col)] = '~';
    for (int c = col - 1; c >= 0 && state[at(row, c)] != '~'; --c)
        next[at(row, c)] = '~';
    for (int c = col + 1; c < m_cols && state[at(row, c)] != '~'; ++c)
        next[at(row, c)] = '~';
    for (int r = row - 1; r >= 0 && state[at(r, col)] != '~'; --r)
        next[at(r, col)] = '~';
    for (int r = row + 1; r < m_rows && state[at(r, col)] != '~'; ++r)
        next[at(r, col)] = '~';
    return next;
}

VolcanoBruteForce::Result VolcanoBruteForce::solve(const std::string& state)
{
    if (const auto it = m_memo.find(state); it != m_memo.end())
        return it->second;
    ChildResults children;
    for (const Cell& move : legalMoves(state))
        children.add(solve(after(state, move)));
    const Result result = children.result();
    m_memo[state] = result;
    return result;
}

std::set<VolcanoBruteForce::Cell> VolcanoBruteForce::winningMoves(const std::string& state)
{
    std::set<Cell> moves;
    for (const Cell& move : legalMoves(state))
        if (!solve(after(state, move)).win)
            moves.insert(move);
    return moves;
}

std::set<VolcanoBruteForce::Cell> VolcanoBruteForce::primeCrossMonsters(const std::vector<std::string>& rows)
{
    std::set<Cell> monsters;
    const int height = static_cast<int>(rows.size());
    for (int r = 0; r < height; ++r) {
        const int width = static_cast<int>(rows[static_cast<std::size_t>(r)].size());
        for (int c = 0; c < width; ++c) {
            const auto open = [&](int y, int x) {
                return y >= 0 && y < height && x >= 0 && x < width
                    && rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] != '#';
            };
            if (!open(r, c))
                continue;
            int arms[4] = {0, 0, 0, 0};
            const int steps[4][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
            for (int i = 0; i < 4; ++i)
                while (open(r + steps[i][0] * (arms[i] + 1), c + steps[i][1] * (arms[i] + 1)))
                    ++arms[i];
            const int shortest = *std::min_element(arms, arms + 4);
            for (int p = 2; p <= shortest; ++p)
                if (isPrime(p)) {
                    monsters.insert({r, c});
                    break;
                }
        }
    }
    return monsters;
}
