#pragma once

#include "engine/Board.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace engine {

// One case of a contest text, as a setup of its game. Cases that differ in a
// few cells only (pawn's starts of one test) share the rest of their board, so
// a text of 10^5 starts over 10^5 impassable cells stays small.
struct ContestCase {
    // What tells the case apart, for a list of cases: "7 x 7", "test 1, start X 4 Y 2, …".
    std::string label;
    std::shared_ptr<const Board> base;
    // Painted over `base` to give the case's setup.
    std::vector<std::pair<Cell, CellKind>> extraCells;

    // A case that is one whole board, labelled by its size ("7 x 7").
    [[nodiscard]] static ContestCase whole(Board board)
    {
        std::string label = std::to_string(board.rows()) + " x " + std::to_string(board.cols());
        return {std::move(label), std::make_shared<const Board>(std::move(board)), {}};
    }

    // The case's setup (a copy of `base` with the extra cells painted).
    [[nodiscard]] Board setup() const
    {
        Board board = *base;
        for (const auto& [cell, kind] : extraCells)
            board.setCell(cell, kind);
        return board;
    }
};

} // namespace engine
