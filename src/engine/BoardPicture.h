#pragma once

#include "engine/Board.h"

#include <span>
#include <string_view>

namespace engine {

// A board drawn as rows of characters, all as long as the first: `mark` for a
// cell of `kind`, any other character for an Empty cell (the games' example
// setups).
[[nodiscard]] Board boardFromPicture(std::span<const std::string_view> rows, char mark, CellKind kind);

} // namespace engine
