#pragma once

#include "engine/Analysis.h"

#include <optional>
#include <vector>

namespace gui {

// The mark of one cell: the moves whose top-left corner it is, summed up. In the
// one-cell games that is the verdict and value of the move on the cell; in the
// rectangles game (many moves per cell) the cell wins when one of its
// rectangles wins, and its value is the best (smallest) one its rectangles
// leave: *0 exactly when it wins.
struct CellMark {
    engine::Cell cell;
    bool wins = false;
    // The smallest Grundy value the cell's moves leave, when all of them are known.
    std::optional<engine::Nimber> leastGrundy;
};

// One mark per cell that is the top-left corner of a legal move, row-major.
[[nodiscard]] std::vector<CellMark> cellMarks(const engine::Analysis& analysis);

// The winning moves whose top-left corner is `cell`, in the analysis' order.
[[nodiscard]] std::vector<engine::Move> winningMovesAt(const engine::Analysis& analysis, engine::Cell cell);

} // namespace gui
