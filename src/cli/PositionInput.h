#pragma once

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/GameText.h"

#include <iosfwd>

namespace cli {

// A position query read from the input of `moves GAME` and `value GAME`: the
// setup and the position after its moves.
struct PositionInput {
    engine::Board setup;
    engine::Board position;
};

// Which sizes a query's board may have: those of a full analysis, or the larger
// ones of a question answered by outcomes alone (`moves`: chomp's outcome bits).
enum class QueryLimits { Analysis, OutcomesOnly };

// Reads a board text, a move count K and K moves from `in` and replays them.
// Throws engine::ParseError for bad input and illegal moves.
[[nodiscard]] PositionInput readPositionInput(const engine::Game& game, const engine::GameText& text,
                                              std::istream& in, QueryLimits limits = QueryLimits::Analysis);

} // namespace cli
