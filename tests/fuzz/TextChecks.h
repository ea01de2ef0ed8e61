#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace fuzz {

// The invariants of engine::GameText's readers on arbitrary bytes. Each either
// parses (then the result is a valid setup whose text reads back to the same
// setup) or throws engine::ParseError located inside the text; any other
// exception escapes and fails the run.

// GameText::readContestCases of `gameId`, and contestAnswer when every case is tiny.
void checkContestText(std::string_view gameId, const std::uint8_t* data, std::size_t size);

// GameText::readPositionQuery; the first byte picks the game, the rest is the text.
void checkPositionQuery(const std::uint8_t* data, std::size_t size);

} // namespace fuzz
