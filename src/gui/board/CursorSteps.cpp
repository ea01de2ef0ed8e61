#include "gui/board/CursorSteps.h"

#include <algorithm>

namespace gui {

namespace {

engine::Cell clampInto(const engine::Move& area, engine::Cell cell)
{
    return {std::clamp(cell.row, area.topLeft.row, area.bottomRight.row),
            std::clamp(cell.col, area.topLeft.col, area.bottomRight.col)};
}

// How far `cell` lies from `area`, in cells along each axis added up.
engine::Coord distance(const engine::Move& area, engine::Cell cell)
{
    const engine::Cell nearest = clampInto(area, cell);
    return (nearest.row > cell.row ? nearest.row - cell.row : cell.row - nearest.row)
        + (nearest.col > cell.col ? nearest.col - cell.col : cell.col - nearest.col);
}

// The board holding `cell`, or the nearest one.
std::size_t nearestBoard(std::span<const engine::Move> areas, engine::Cell cell)
{
    std::size_t best = 0;
    for (std::size_t i = 1; i < areas.size(); ++i)
        if (distance(areas[i], cell) < distance(areas[best], cell))
            best = i;
    return best;
}

} // namespace

std::optional<std::size_t> CursorSteps::boardOf(std::span<const engine::Move> areas, engine::Cell cell)
{
    for (std::size_t i = 0; i < areas.size(); ++i)
        if (areas[i].contains(cell))
            return i;
    return std::nullopt;
}

engine::Cell CursorSteps::step(std::span<const engine::Move> areas, engine::Cell from, engine::Coord rowStep,
                               engine::Coord colStep)
{
    std::size_t board = nearestBoard(areas, from);
    const engine::Cell start = clampInto(areas[board], from);
    if (start != from)
        return start; // first onto a board
    engine::Cell cell{from.row + rowStep, from.col + colStep};
    if (areas[board].contains(cell))
        return cell;
    if (colStep == 0)
        return from; // up or down against the board's edge
    // Across the gap: the next board in that direction, if any.
    if ((colStep > 0 && board + 1 >= areas.size()) || (colStep < 0 && board == 0))
        return from;
    board = colStep > 0 ? board + 1 : board - 1;
    const engine::Move& next = areas[board];
    return clampInto(next, {cell.row, colStep > 0 ? next.topLeft.col : next.bottomRight.col});
}

engine::Cell CursorSteps::onBoard(std::span<const engine::Move> areas, engine::Cell from, std::size_t board)
{
    const engine::Move& target = areas[board];
    const std::optional<std::size_t> own = boardOf(areas, from);
    if (!own)
        return target.topLeft;
    const engine::Move& area = areas[*own];
    return clampInto(target, {target.topLeft.row + (from.row - area.topLeft.row),
                              target.topLeft.col + (from.col - area.topLeft.col)});
}

std::size_t CursorSteps::boardAfter(std::span<const engine::Move> areas, std::optional<engine::Cell> cursor,
                                    int delta)
{
    const auto count = static_cast<long long>(areas.size());
    const std::optional<std::size_t> own = cursor ? boardOf(areas, *cursor) : std::nullopt;
    if (!own)
        return delta >= 0 ? 0 : areas.size() - 1;
    const long long next = (static_cast<long long>(*own) + delta) % count;
    return static_cast<std::size_t>(next < 0 ? next + count : next);
}

} // namespace gui
