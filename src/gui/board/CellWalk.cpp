#include "gui/board/CellWalk.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace gui {

namespace {

// One axis of the walk (Amanatides and Woo's traversal): the cell the walk is in,
// where it ends, its step, and the segment parameter of its next grid line.
struct WalkAxis {
    engine::Coord cell;
    engine::Coord end;
    engine::Coord step;
    double nextLine;
    double lineDistance;

    WalkAxis(double from, double to)
        : cell(static_cast<engine::Coord>(std::floor(from)))
        , end(static_cast<engine::Coord>(std::floor(to)))
        , step(to > from ? 1 : -1)
    {
        const double delta = to - from;
        constexpr double kNever = std::numeric_limits<double>::infinity();
        lineDistance = delta != 0.0 ? 1.0 / std::abs(delta) : kNever;
        if (delta > 0.0)
            nextLine = (static_cast<double>(cell) + 1.0 - from) / delta;
        else if (delta < 0.0)
            nextLine = (from - static_cast<double>(cell)) / -delta;
        else
            nextLine = kNever;
    }

    [[nodiscard]] bool done() const { return cell == end; }
    void advance()
    {
        cell += step;
        nextLine += lineDistance;
    }
};

} // namespace

std::vector<engine::Cell> CellWalk::along(QPointF from, QPointF to)
{
    WalkAxis col(from.x(), to.x());
    WalkAxis row(from.y(), to.y());
    std::vector<engine::Cell> cells;
    cells.reserve(static_cast<std::size_t>(std::abs(col.end - col.cell) + std::abs(row.end - row.cell) + 1));
    cells.push_back({row.cell, col.cell});
    // Exactly one axis moves per step, so consecutive cells share a side; an axis that
    // reached its end cell stays there even if rounding says otherwise.
    while (!col.done() || !row.done()) {
        if (row.done() || (!col.done() && col.nextLine <= row.nextLine))
            col.advance();
        else
            row.advance();
        cells.push_back({row.cell, col.cell});
    }
    return cells;
}

} // namespace gui
