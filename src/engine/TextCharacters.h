#pragma once

#include "engine/TextReader.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace engine::text {

// The characters of a UTF-8 token as error messages count, locate and quote
// them: a character is a byte that is not a continuation byte.

[[nodiscard]] inline bool isContinuation(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// The number of characters (not bytes) of `token`.
[[nodiscard]] std::size_t characterCount(std::string_view token);

// Where the character at byte `at` of a token that starts at `start` stands.
[[nodiscard]] TextReader::Position positionIn(TextReader::Position start, std::string_view token, std::size_t at);

// The character at byte `at` (its whole UTF-8 sequence) in quotes, a control
// character as '?'.
[[nodiscard]] std::string quotedCharacter(std::string_view token, std::size_t at);

} // namespace engine::text
