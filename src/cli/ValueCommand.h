#pragma once

#include "engine/Game.h"
#include "engine/GameText.h"
#include "engine/SolveContext.h"

#include <iosfwd>
#include <string>

namespace cli {

// `grundygrid-cli value GAME < FILE`: reads a position query (the input of
// `moves GAME`) and returns the Grundy value of its position as a decimal
// integer on one line. A position whose value the solver does not give (a pawn
// beyond its exact table, chomp above 12 x 12) is an engine::ParseError on line 1,
// as bad input and illegal moves are.
[[nodiscard]] std::string runValue(const engine::Game& game, const engine::GameText& text, std::istream& in,
                                   const engine::SolveContext& context);

} // namespace cli
