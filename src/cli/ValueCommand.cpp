#include "cli/ValueCommand.h"

#include "cli/PositionInput.h"

namespace cli {

std::string runValue(const engine::Game& game, const engine::GameText& text, std::istream& in,
                     const engine::SolveContext& context)
{
    const PositionInput input = readPositionInput(game, text, in);
    const std::unique_ptr<engine::Solver> solver = game.createSolver(input.setup);
    engine::SolveContext outcomes = context; // the value needs no remoteness
    outcomes.outcomesOnly = true;
    if (solver->defersGrundyValues())
        solver->prepare(outcomes);
    const engine::Analysis analysis = solver->analyse(input.position, outcomes);
    if (analysis.legalMoveCount() == 0)
        return "0\n";
    if (!analysis.grundy)
        throw engine::ParseError(1, 0, "the Grundy value of this " + std::string(text.gameId())
                                           + " position is not known; 'moves " + std::string(text.gameId())
                                           + "' gives its winner and winning moves");
    return std::to_string(*analysis.grundy) + '\n';
}

} // namespace cli
