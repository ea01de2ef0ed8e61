#include "gui/board/FitArea.h"

#include "engine/Board.h"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

namespace gui {

namespace {

constexpr qreal kEdgeMargin = 0.5;

// Grows [low, high) evenly on both sides to at least FitArea::kMinCells, then
// reaches out to the board's edges 0 and `size` where they are within kNear.
void spread(engine::Coord& low, engine::Coord& high, engine::Coord size)
{
    low -= FitArea::kBorder;
    high += FitArea::kBorder;
    const engine::Coord missing = std::max<engine::Coord>(FitArea::kMinCells - (high - low), 0);
    low -= missing / 2;
    high += missing - missing / 2;
    if (low <= FitArea::kNear)
        low = 0;
    if (size - high <= FitArea::kNear)
        high = size;
}

// The bounding box of `marked` and of the rows [top, bottom) and columns
// [left, right), spread as above.
QRectF framed(const engine::Board& board, const std::vector<std::pair<engine::Cell, engine::CellKind>>& marked,
              engine::Coord top, engine::Coord left, engine::Coord bottom, engine::Coord right)
{
    for (const auto& [cell, kind] : marked) {
        top = std::min(top, cell.row);
        bottom = std::max(bottom, cell.row + 1);
        left = std::min(left, cell.col);
        right = std::max(right, cell.col + 1);
    }
    spread(top, bottom, board.rows());
    spread(left, right, board.cols());
    // Half a cell beyond an edge that is shown, so it reads as the board's end.
    const auto beyond = [](engine::Coord value, engine::Coord edge, qreal outwards) {
        return static_cast<qreal>(value) + (value == edge ? outwards : 0.0);
    };
    return QRectF(QPointF(beyond(left, 0, -kEdgeMargin), beyond(top, 0, -kEdgeMargin)),
                  QPointF(beyond(right, board.cols(), kEdgeMargin), beyond(bottom, board.rows(), kEdgeMargin)));
}

} // namespace

QRectF FitArea::ofMarkedCells(const engine::Board& board)
{
    const auto marked = board.markedCells();
    if (marked.empty())
        return framed(board, marked, 0, 0, kMinCells, kMinCells);
    constexpr engine::Coord kNone = std::numeric_limits<engine::Coord>::max();
    return framed(board, marked, kNone, kNone, 0, 0);
}

QRectF FitArea::around(const engine::Board& board, engine::Cell kept)
{
    return framed(board, board.markedCellsIn(kept.row - kNear, kept.row + kNear + 1, kept.col - kNear,
                                             kept.col + kNear + 1),
                  kept.row, kept.col, kept.row + 1, kept.col + 1);
}

} // namespace gui
