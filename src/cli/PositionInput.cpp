#include "cli/PositionInput.h"

#include "engine/TextReader.h"

namespace cli {

PositionInput readPositionInput(const engine::Game& game, const engine::GameText& text, std::istream& in,
                                QueryLimits limits)
{
    engine::TextReader reader = engine::TextReader::fromStream(in);
    if (reader.atEnd())
        throw engine::ParseError(1, 0, "the input is empty; expected a " + std::string(text.gameId())
                                           + " board, the number of moves and the moves (see --help)");
    PositionInput input{limits == QueryLimits::OutcomesOnly ? text.readBoardForOutcomes(reader) : text.readBoard(reader),
                        {}};
    const std::int64_t count = reader.readInt("the number of moves", 0, text.maxMoveCount(input.setup));
    reader.expectLineEnd("the number of moves");

    input.position = input.setup;
    for (std::int64_t i = 0; i < count; ++i)
        input.position = game.play(input.position, text.readMove(reader, input.position));
    reader.expectEnd(count == 0 ? "the number of moves" : "the last move");
    return input;
}

} // namespace cli
