#pragma once

#include "engine/PlayRule.h"
#include "engine/SolveContext.h"
#include "engine/misere/MisereSolver.h"

#include <iosfwd>
#include <string>

namespace cli {

// `grundygrid-cli moves sum < FILE` and `value sum < FILE`: read a sum query
// (engine::readSumQuery: N boards of any games, K moves "i" + the move) and
// analyse the position after the moves with each board's solver
// (engine::analyseSum).
//
// runSumMoves returns "win" or "loss" for the player to move, then every
// winning move of the sum (one that leaves it at *0) as "i" and the move's
// numbers, sorted by board and then as `moves GAME` sorts. runSumValue returns
// the XOR of the boards' Grundy values. A board whose value is not known (and
// is needed) is an engine::ParseError at its game id naming it; bad input and
// illegal moves are ParseErrors as everywhere.
//
// Under `rule` Misere runSumMoves answers the sum played with the last move
// losing: one part search over every board's parts (engine::MisereSumSearch)
// within `budget`; beyond it an engine::Error names the reason.
[[nodiscard]] std::string runSumMoves(std::istream& in, const engine::SolveContext& context,
                                      engine::PlayRule rule = engine::PlayRule::Normal,
                                      const engine::misere::SearchBudget& budget = {});
[[nodiscard]] std::string runSumValue(std::istream& in, const engine::SolveContext& context);

} // namespace cli
