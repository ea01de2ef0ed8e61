#include "gui/board/FitArea.h"

#include "engine/Board.h"

#include <algorithm>
#include <limits>

namespace gui {

QRectF FitArea::ofMarkedCells(const engine::Board& board)
{
    engine::Coord top = 0;
    engine::Coord left = 0;
    engine::Coord bottom = kMinCells;
    engine::Coord right = kMinCells;
    const auto marked = board.markedCells();
    if (!marked.empty()) {
        top = left = std::numeric_limits<engine::Coord>::max();
        bottom = right = 0;
        for (const auto& [cell, kind] : marked) {
            top = std::min(top, cell.row);
            bottom = std::max(bottom, cell.row + 1);
            left = std::min(left, cell.col);
            right = std::max(right, cell.col + 1);
        }
    }
    top = std::max<engine::Coord>(top - kBorder, 0);
    left = std::max<engine::Coord>(left - kBorder, 0);
    bottom = std::min(std::max(bottom + kBorder, top + kMinCells), board.rows());
    right = std::min(std::max(right + kBorder, left + kMinCells), board.cols());
    return QRectF(QPointF(static_cast<qreal>(left), static_cast<qreal>(top)),
                  QPointF(static_cast<qreal>(right), static_cast<qreal>(bottom)));
}

} // namespace gui
