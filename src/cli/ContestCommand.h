#pragma once

#include "engine/GameText.h"
#include "engine/SolveContext.h"

#include <iosfwd>
#include <string>

namespace cli {

// `grundygrid-cli GAME < FILE`: reads the game's contest text from `in` and
// returns the exact published answer. Throws engine::ParseError for bad input.
[[nodiscard]] std::string runContest(const engine::GameText& text, std::istream& in,
                                     const engine::SolveContext& context);

} // namespace cli
