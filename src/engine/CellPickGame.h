#pragma once

#include "engine/Game.h"

namespace engine {

// A game whose move picks one cell of a kind (attractions' free spots,
// volcano's monsters): the legal moves are the 1x1 rectangles of those cells,
// row-major, and nothing else is legal.
class CellPickGame : public Game {
public:
    [[nodiscard]] std::vector<Move> legalMoves(const Board& position) const final;
    [[nodiscard]] bool isLegal(const Board& position, const Move& move) const final;

protected:
    CellPickGame(GameInfo info, CellKind picked);

private:
    CellKind m_picked;
};

} // namespace engine
