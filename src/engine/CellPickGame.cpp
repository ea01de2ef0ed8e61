#include "engine/CellPickGame.h"

#include <utility>

namespace engine {

CellPickGame::CellPickGame(GameInfo info, CellKind picked)
    : Game(std::move(info))
    , m_picked(picked)
{
}

std::vector<Move> CellPickGame::legalMoves(const Board& position) const
{
    std::vector<Move> moves;
    for (const auto& [cell, kind] : position.markedCells())
        if (kind == m_picked)
            moves.push_back(Move::at(cell));
    return moves;
}

bool CellPickGame::isLegal(const Board& position, const Move& move) const
{
    return move.isSingleCell() && position.contains(move.topLeft) && position.cellAt(move.topLeft) == m_picked;
}

} // namespace engine
