#include "gui/looks/MoveMarks.h"

#include <algorithm>
#include <map>

namespace gui {

std::vector<CellMark> cellMarks(const engine::Analysis& analysis)
{
    std::map<engine::Cell, std::size_t> indexOf; // ordered: row-major
    std::vector<CellMark> marks;
    std::vector<bool> allValued;
    for (const engine::MoveVerdict& verdict : analysis.moves) {
        const auto [at, added] = indexOf.try_emplace(verdict.move.topLeft, marks.size());
        if (added) {
            marks.push_back(CellMark{verdict.move.topLeft, false, verdict.resultGrundy});
            allValued.push_back(true);
        }
        CellMark& mark = marks[at->second];
        mark.wins = mark.wins || verdict.wins();
        allValued[at->second] = allValued[at->second] && verdict.resultGrundy.has_value();
        if (verdict.resultGrundy && mark.leastGrundy)
            mark.leastGrundy = std::min(*mark.leastGrundy, *verdict.resultGrundy);
    }
    std::vector<CellMark> ordered;
    ordered.reserve(marks.size());
    for (const auto& [cell, index] : indexOf) {
        if (!allValued[index])
            marks[index].leastGrundy.reset();
        ordered.push_back(marks[index]);
    }
    return ordered;
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
