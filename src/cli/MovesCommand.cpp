#include "cli/MovesCommand.h"

#include <algorithm>

namespace cli {

std::string runMoves(const engine::Game& game, const engine::GameText& text, std::istream& in,
                     const engine::SolveContext& context)
{
    engine::TextReader reader = engine::TextReader::fromStream(in);
    if (reader.atEnd())
        throw engine::ParseError(1, 0, "the input is empty; expected a " + std::string(text.gameId())
                                           + " board, the number of moves and the moves (see --help)");
    const engine::Board setup = text.readBoardForOutcomes(reader); // the answer shows no remoteness
    const std::int64_t count = reader.readInt("the number of moves", 0, text.maxMoveCount(setup));
    reader.expectLineEnd("the number of moves");

    engine::Board position = setup;
    for (std::int64_t i = 0; i < count; ++i)
        position = game.play(position, text.readMove(reader, position));
    reader.expectEnd(count == 0 ? "the number of moves" : "the last move");

    engine::SolveContext outcomes = context; // the answer shows no remoteness
    outcomes.outcomesOnly = true;
    const engine::Analysis analysis = game.createSolver(setup)->analyse(position, outcomes);

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
