#pragma once

#include "engine/GameText.h"
#include "engine/SolveContext.h"

#include <iosfwd>
#include <string>

namespace cli {

// `grundygrid-cli GAME < FILE`: reads the game's contest text from `in` and
// returns the exact published answer, under `rule` that of the game played
// with the last move losing. Throws engine::ParseError for bad input, and
// engine::Error when a misère verdict is not known (naming the reason).
[[nodiscard]] std::string runContest(const engine::GameText& text, std::istream& in,
                                     const engine::SolveContext& context,
                                     engine::PlayRule rule = engine::PlayRule::Normal);

} // namespace cli
