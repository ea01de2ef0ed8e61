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

// The first byte of a position query input that makes the rest a sum query
// (engine::readSumQuery) rather than a game's position query.
inline constexpr std::uint8_t kSumQueryByte = 0xff;

// GameText::readPositionQuery; the first byte picks the game (its index modulo
// the number of games), the rest is the text; a first byte kSumQueryByte reads
// the rest as a sum query of boards of any games.
void checkPositionQuery(const std::uint8_t* data, std::size_t size);

} // namespace fuzz
