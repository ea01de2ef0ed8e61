#include "engine/TextCharacters.h"

namespace engine::text {

std::size_t characterCount(std::string_view token)
{
    std::size_t count = 0;
    for (const char c : token)
        count += isContinuation(c) ? 0 : 1;
    return count;
}

TextReader::Position positionIn(TextReader::Position start, std::string_view token, std::size_t at)
{
    start.column += static_cast<int>(characterCount(token.substr(0, at)));
    return start;
}

std::string quotedCharacter(std::string_view token, std::size_t at)
{
    std::size_t end = at + 1;
    while (end < token.size() && isContinuation(token[end]))
        ++end;
    const auto first = static_cast<unsigned char>(token[at]);
    if (first < 0x20 || first == 0x7f)
        return "'?'";
    return "'" + std::string(token.substr(at, end - at)) + "'";
}

} // namespace engine::text
