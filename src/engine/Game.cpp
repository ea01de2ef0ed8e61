#include "engine/Game.h"

#include <algorithm>

namespace engine {

bool Game::isLegal(const Board& position, const Move& move) const
{
    const std::vector<Move> moves = legalMoves(position);
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

} // namespace engine
