#include "gui/document/PositionReplay.h"

#include "engine/Game.h"

#include <algorithm>

namespace gui {

void replayPositions(const engine::Game& game, DocumentState& state, std::vector<engine::Board>& positions,
                     const engine::SolveContext& context)
{
    // A step of progress and a look at the stop every this many moves (a pawn move costs microseconds).
    constexpr std::size_t kMovesPerStep = 256;
    state.currentMove = std::clamp(state.currentMove, 0, static_cast<int>(state.moves.size()));
    if (positions.empty())
        positions.push_back(state.setup);
    const auto last = static_cast<std::size_t>(state.currentMove);
    for (auto i = positions.size() - 1; i < last; ++i) {
        if (i % kMovesPerStep == 0) {
            context.throwIfStopped();
            context.report(static_cast<double>(i) / static_cast<double>(last));
        }
        const engine::Move& move = state.moves[i];
        if (!game.isLegal(positions[i], move)) {
            state.moves.resize(i);
            state.currentMove = static_cast<int>(i);
            break;
        }
        positions.push_back(game.play(positions[i], move));
    }
}

} // namespace gui
