#include "gui/looks/MoveMarks.h"

#include <map>

namespace gui {

std::vector<CellMark> cellMarks(const engine::Analysis& analysis)
{
    std::map<engine::Cell, bool> wins; // ordered: row-major
    for (const engine::MoveVerdict& verdict : analysis.moves)
        wins[verdict.move.topLeft] = wins[verdict.move.topLeft] || verdict.wins();
    std::vector<CellMark> marks;
    marks.reserve(wins.size());
    for (const auto& [cell, win] : wins)
        marks.push_back(CellMark{cell, win});
    return marks;
}

std::vector<engine::Move> winningMovesAt(const engine::Analysis& analysis, engine::Cell cell)
{
    std::vector<engine::Move> moves;
    for (const engine::MoveVerdict& verdict : analysis.moves)
        if (verdict.wins() && verdict.move.topLeft == cell)
            moves.push_back(verdict.move);
    return moves;
}

} // namespace gui
