#pragma once

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"

#include <QStringList>

#include <span>

namespace gui {

class GameLook;

// The moves of a game in its look's words (GameLook::describeMove), each from
// the position before it: `known[i]` the position after i moves where the caller
// keeps it (GameDocument::positions), the rest played on from the last one kept.
// `known` holds at least the start.
[[nodiscard]] QStringList describeMoves(const GameLook& look, const engine::Game& game,
                                        std::span<const engine::Board> known, std::span<const engine::Move> moves);

} // namespace gui
