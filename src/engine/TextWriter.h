#pragma once

#include "engine/Board.h"

#include <initializer_list>
#include <string>
#include <string_view>

namespace engine {

// The writing side of the games' text formats (src/games/<id>/RULES.md): small helpers the games'
// GameText classes share to write boards back as text their readers accept.
namespace text {

// Appends the numbers separated by single spaces and a line break: "3 4 1\n".
void appendLine(std::string& text, std::initializer_list<Coord> numbers);

// The rows of a dense board, one line each: `marked` for the cells of `kind`,
// `other` for every other cell, `separator` between the cells of a row
// ("^^#^" with no separator, "0 1 1" with " ").
[[nodiscard]] std::string gridRows(const Board& board, CellKind kind, char marked, char other,
                                   std::string_view separator = {});

} // namespace text

} // namespace engine
