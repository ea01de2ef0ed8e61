#pragma once

#include "engine/Game.h"
#include "engine/GameText.h"
#include "engine/SolveContext.h"

#include <iosfwd>
#include <string>

namespace cli {

// `grundygrid-cli moves GAME < FILE`: reads a board text, a move count K and K
// moves, replays them and returns "win" or "loss" for the player to move, then
// every winning move on its own line in ascending numeric order. Under `rule`
// Misere the same for the game played with the last move losing
// (Game::solverFor); a misère verdict not known is an engine::Error naming the
// reason (GameText::misereUnknownText). Throws engine::ParseError for bad
// input and illegal moves.
[[nodiscard]] std::string runMoves(const engine::Game& game, const engine::GameText& text, std::istream& in,
                                   const engine::SolveContext& context,
                                   engine::PlayRule rule = engine::PlayRule::Normal);

} // namespace cli
