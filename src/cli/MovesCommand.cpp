#include "cli/MovesCommand.h"

#include "cli/PositionInput.h"

#include <algorithm>

namespace cli {

std::string runMoves(const engine::Game& game, const engine::GameText& text, std::istream& in,
                     const engine::SolveContext& context)
{
    const PositionInput input = readPositionInput(game, text, in, QueryLimits::OutcomesOnly);

    engine::SolveContext outcomes = context; // the answer shows no remoteness
    outcomes.outcomesOnly = true;
    const engine::Analysis analysis = game.createSolver(input.setup)->analyse(input.position, outcomes);

    std::vector<std::pair<std::vector<engine::Coord>, engine::Move>> winning;
    for (const engine::Move& move : analysis.winningMoves())
        winning.emplace_back(text.moveFields(move), move);
    std::sort(winning.begin(), winning.end());

    std::string result = analysis.outcome == engine::Outcome::Win ? "win\n" : "loss\n";
    for (const auto& [fields, move] : winning)
        result += text.formatMove(move) + '\n';
    return result;
}

} // namespace cli
