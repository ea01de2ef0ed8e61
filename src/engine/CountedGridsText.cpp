#include "engine/CountedGridsText.h"

#include "engine/TextWriter.h"

#include <utility>

namespace engine {

CountedGridsText::CountedGridsText(const Game& game, Traits traits, GridCharacters characters)
    : GameText(game, std::move(traits))
    , m_characters(characters)
{
}

std::vector<ContestCase> CountedGridsText::readContestCases(TextReader& reader) const
{
    const std::int64_t count = reader.readInt("the number of cases", 1, kMaxCases);
    reader.expectLineEnd("the number of cases");
    std::vector<ContestCase> cases;
    for (std::int64_t i = 0; i < count; ++i)
        cases.push_back(ContestCase::whole(readBoard(reader)));
    reader.expectEnd("the last case");
    return cases;
}

std::string CountedGridsText::contestText(const Board& setup) const
{
    return "1\n" + boardText(setup);
}

std::string CountedGridsText::boardText(const Board& setup) const
{
    std::string text;
    text::appendLine(text, {setup.rows(), setup.cols()});
    return text + text::gridRows(setup, m_characters.kind, m_characters.marked, m_characters.other);
}

} // namespace engine
