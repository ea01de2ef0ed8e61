#include "cli/MovesCommand.h"

#include "cli/PositionInput.h"
#include "engine/Error.h"
#include "engine/misere/WholeBoardParts.h"

#include <algorithm>

namespace cli {

std::string runMoves(const engine::Game& game, const engine::GameText& text, std::istream& in,
                     const engine::SolveContext& context, engine::PlayRule rule)
{
    const PositionInput input = readPositionInput(game, text, in, QueryLimits::OutcomesOnly);

    engine::SolveContext outcomes = context; // the answer shows no remoteness
    outcomes.outcomesOnly = true;
    engine::Analysis analysis;
    try {
        analysis = game.solverFor(input.setup, rule)->analyse(input.position, outcomes);
    } catch (const engine::misere::MovesUnlisted& error) {
        throw engine::Error(text.misereUnknownText(error.what()));
    }
    if (rule == engine::PlayRule::Misere && analysis.unknownReason)
        throw engine::Error(text.misereUnknownText(*analysis.unknownReason));

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
