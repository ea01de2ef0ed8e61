#include "gui/looks/MoveMarks.h"

#include "gui/base/ShadeSteps.h"

#include <algorithm>
#include <map>

namespace gui {

namespace {

// What one cell's moves add up to while they are read.
struct CellSum {
    CellMark mark;
    bool allValued = true;
    std::optional<int> quickestWin;  // moves to the end, over the winning moves
    std::optional<int> longestLoss;  // moves to the end, over all moves
    bool winsTimed = true;           // every winning move's remoteness known
    bool lossesTimed = true;         // every move's remoteness known

    void add(const engine::MoveVerdict& verdict)
    {
        mark.wins = mark.wins || verdict.wins();
        allValued = allValued && verdict.resultGrundy.has_value();
        if (verdict.resultGrundy && mark.leastGrundy)
            mark.leastGrundy = std::min(*mark.leastGrundy, *verdict.resultGrundy);
        lossesTimed = lossesTimed && verdict.resultRemoteness.has_value();
        if (verdict.wins())
            winsTimed = winsTimed && verdict.resultRemoteness.has_value();
        if (!verdict.resultRemoteness)
            return;
        const int moves = *verdict.resultRemoteness + 1;
        longestLoss = std::max(longestLoss.value_or(moves), moves);
        if (verdict.wins())
            quickestWin = std::min(quickestWin.value_or(moves), moves);
    }

    [[nodiscard]] CellMark result() const
    {
        CellMark done = mark;
        if (!allValued)
            done.leastGrundy.reset();
        if (done.wins && winsTimed)
            done.movesToEnd = quickestWin;
        else if (!done.wins && lossesTimed)
            done.movesToEnd = longestLoss;
        return done;
    }
};

} // namespace

std::optional<int> shadeStepOf(const CellMark& mark)
{
    return mark.movesToEnd ? std::optional<int>(ShadeSteps::stepOf(*mark.movesToEnd)) : std::nullopt;
}

std::vector<CellMark> cellMarks(const engine::Analysis& analysis)
{
    std::map<engine::Cell, CellSum> sums; // ordered: row-major
    for (const engine::MoveVerdict& verdict : analysis.moves) {
        const auto [at, added] = sums.try_emplace(verdict.move.topLeft);
        if (added)
            at->second.mark = CellMark{verdict.move.topLeft, false, verdict.resultGrundy, std::nullopt};
        at->second.add(verdict);
    }
    std::vector<CellMark> ordered;
    ordered.reserve(sums.size());
    for (const auto& [cell, sum] : sums)
        ordered.push_back(sum.result());
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
