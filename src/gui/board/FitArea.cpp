#include "gui/board/FitArea.h"

#include "engine/Board.h"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

namespace gui {

namespace {

// The bounding box of `marked` (row/col ranges, end exclusive) grown by the
// border and to the minimum size, reaching the board's edges when they are near.
QRectF framed(const engine::Board& board, const std::vector<std::pair<engine::Cell, engine::CellKind>>& marked,
              engine::Coord top, engine::Coord left, engine::Coord bottom, engine::Coord right)
{
    for (const auto& [cell, kind] : marked) {
        top = std::min(top, cell.row);
        bottom = std::max(bottom, cell.row + 1);
        left = std::min(left, cell.col);
        right = std::max(right, cell.col + 1);
    }
    top = top - FitArea::kBorder <= FitArea::kNear ? 0 : top - FitArea::kBorder;
    left = left - FitArea::kBorder <= FitArea::kNear ? 0 : left - FitArea::kBorder;
    bottom = std::max(bottom + FitArea::kBorder, top + FitArea::kMinCells);
    right = std::max(right + FitArea::kBorder, left + FitArea::kMinCells);
    if (board.rows() - bottom <= FitArea::kNear)
        bottom = board.rows();
    if (board.cols() - right <= FitArea::kNear)
        right = board.cols();
    return QRectF(QPointF(static_cast<qreal>(left), static_cast<qreal>(top)),
                  QPointF(static_cast<qreal>(right), static_cast<qreal>(bottom)));
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
