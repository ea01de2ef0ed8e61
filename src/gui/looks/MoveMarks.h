#pragma once

#include "engine/Analysis.h"

#include <optional>
#include <vector>

namespace gui {

// The mark of one cell: the moves whose top-left corner it is, summed up. In the
// one-cell games that is the verdict, value and remoteness of the move on the
// cell; in the rectangles game (many moves per cell) the cell wins when one of its
// rectangles wins, and its value is the best (smallest) one its rectangles
// leave: *0 exactly when it wins; its remoteness that of its best rectangle.
struct CellMark {
    engine::Cell cell;
    bool wins = false;
    // The smallest Grundy value the cell's moves leave, when all of them are known.
    std::optional<engine::Nimber> leastGrundy;
    // How many moves the game lasts with best play after the cell's best move, that move counted
    // (its remoteness after the move plus one), when the remoteness of all its moves that count is
    // known: a winning cell's quickest win among its winning moves, a losing cell's longest hold-out.
    std::optional<int> movesToEnd;
};

// The remoteness shading step (ShadeSteps) of a cell's mark, when its remoteness is known.
[[nodiscard]] std::optional<int> shadeStepOf(const CellMark& mark);

// One mark per cell that is the top-left corner of a legal move, row-major.
[[nodiscard]] std::vector<CellMark> cellMarks(const engine::Analysis& analysis);

// The winning moves whose top-left corner is `cell`, in the analysis' order.
[[nodiscard]] std::vector<engine::Move> winningMovesAt(const engine::Analysis& analysis, engine::Cell cell);

} // namespace gui
