#include "gui/looks/MoveWords.h"

#include "gui/looks/GameLook.h"

namespace gui {

QStringList describeMoves(const GameLook& look, const engine::Game& game, std::span<const engine::Board> known,
                          std::span<const engine::Move> moves)
{
    QStringList names;
    names.reserve(static_cast<qsizetype>(moves.size()));
    if (!look.describesMovesByPosition()) { // nothing to play on
        for (const engine::Move& move : moves)
            names << look.moveName(move);
        return names;
    }
    engine::Board position = known.front();
    bool reached = true; // a move not legal where it stands leaves the rest unreached: named by their cells
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i < known.size())
            position = known[i];
        else if (reached && game.isLegal(position, moves[i - 1]))
            position = game.play(position, moves[i - 1]);
        else
            reached = false;
        names << (reached ? look.describeMove(position, moves[i]) : look.moveName(moves[i]));
    }
    return names;
}

} // namespace gui
