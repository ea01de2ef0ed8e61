#include "cli/ContestCommand.h"

namespace cli {

std::string runContest(const engine::GameText& text, std::istream& in, const engine::SolveContext& context,
                       engine::PlayRule rule)
{
    engine::TextReader reader = engine::TextReader::fromStream(in);
    if (reader.atEnd())
        throw engine::ParseError(1, 0, "the input is empty; expected a " + std::string(text.gameId())
                                           + " contest text (see --help)");
    return text.contestAnswer(reader, context, rule);
}

} // namespace cli
