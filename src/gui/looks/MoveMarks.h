#pragma once

#include "engine/Analysis.h"

#include <vector>

namespace gui {

// The mark of one cell: the moves whose top-left corner it is, summed up. In the
// one-cell games that is the verdict of the move on the cell; in the rectangles
// game (many moves per cell) the cell wins when one of its rectangles wins.
struct CellMark {
    engine::Cell cell;
    bool wins = false;
};

// One mark per cell that is the top-left corner of a legal move, row-major.
[[nodiscard]] std::vector<CellMark> cellMarks(const engine::Analysis& analysis);

// The winning moves whose top-left corner is `cell`, in the analysis' order.
[[nodiscard]] std::vector<engine::Move> winningMovesAt(const engine::Analysis& analysis, engine::Cell cell);

} // namespace gui
