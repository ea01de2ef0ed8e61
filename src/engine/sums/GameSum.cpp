#include "engine/sums/GameSum.h"

#include "engine/Error.h"

#include <utility>

namespace engine {

GameSum::GameSum(std::vector<SumComponent> boards)
    : m_boards(std::move(boards))
{
    if (m_boards.empty() || m_boards.size() > kMaxBoards)
        throw InvalidArgument("a sum has 1 to " + std::to_string(kMaxBoards) + " boards, not "
                              + std::to_string(m_boards.size()));
    for (const SumComponent& board : m_boards)
        if (board.module == nullptr)
            throw InvalidArgument("a board of a sum needs its game");
}

std::string GameSum::boardName(std::size_t index) const
{
    return "board " + std::to_string(index) + " (" + std::string(board(index).module->id()) + ")";
}

std::vector<SumMove> GameSum::legalMoves() const
{
    std::vector<SumMove> moves;
    for (std::size_t i = 0; i < m_boards.size(); ++i)
        for (const Move& move : m_boards[i].game().legalMoves(m_boards[i].position))
            moves.push_back({i, move});
    return moves;
}

bool GameSum::isLegal(const SumMove& move) const
{
    return move.board < m_boards.size() && m_boards[move.board].game().isLegal(m_boards[move.board].position, move.move);
}

GameSum GameSum::play(const SumMove& move) const
{
    if (move.board >= m_boards.size())
        throw InvalidArgument("a sum of " + std::to_string(m_boards.size()) + " boards has no board "
                              + std::to_string(move.board));
    GameSum after = *this;
    SumComponent& board = after.m_boards[move.board];
    board.position = board.game().play(board.position, move.move);
    return after;
}

bool operator==(const GameSum& a, const GameSum& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a.m_boards[i].module != b.m_boards[i].module || !(a.m_boards[i].setup == b.m_boards[i].setup)
            || !(a.m_boards[i].position == b.m_boards[i].position))
            return false;
    return true;
}

} // namespace engine
