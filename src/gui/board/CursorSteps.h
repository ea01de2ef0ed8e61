#pragma once

#include "engine/Cell.h"
#include "engine/Move.h"

#include <cstddef>
#include <optional>
#include <span>

namespace gui {

// Where the keyboard cursor goes over the boards of a grid (GameLook::boardParts'
// areas, left to right, not empty): the arrow keys stay on the boards, never in
// the gaps between or below them, and Next/Previous Board jump from one to another.
class CursorSteps {
public:
    // The board holding `cell`, or nothing.
    [[nodiscard]] static std::optional<std::size_t> boardOf(std::span<const engine::Move> areas, engine::Cell cell);
    // An arrow key's step of (rowStep, colStep), each -1, 0 or 1, from `from`: up and
    // down within its board, stopping at its edges; left and right across its
    // columns, then over the gap onto the next board's nearest column (the row
    // kept, or its nearest on a shorter board), stopping at the outer edges.
    // A cell on no board first goes to the nearest cell of a board.
    [[nodiscard]] static engine::Cell step(std::span<const engine::Move> areas, engine::Cell from,
                                           engine::Coord rowStep, engine::Coord colStep);
    // The cell of board `board` at the same place within it as `from` within its
    // own board (clamped to the board's size; its top-left cell from no board).
    [[nodiscard]] static engine::Cell onBoard(std::span<const engine::Move> areas, engine::Cell from,
                                              std::size_t board);
    // The board `delta` boards after the cursor's (before it, for a negative delta),
    // wrapping around; from no cursor or a cell on no board, the first board going
    // forwards and the last going back.
    [[nodiscard]] static std::size_t boardAfter(std::span<const engine::Move> areas,
                                                std::optional<engine::Cell> cursor, int delta);
};

} // namespace gui
