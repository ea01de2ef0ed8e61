#include "gui/games/pawn/PawnMapLayer.h"

#include <algorithm>

namespace gui {

PawnMapLayer::PawnMapLayer(std::shared_ptr<const engine::PawnMap> map)
    : m_map(std::move(map))
{
}

QColor PawnMapLayer::winningColor()
{
    return QColor(206, 236, 200);
}

QColor PawnMapLayer::losingColor()
{
    return QColor(236, 120, 106);
}

void PawnMapLayer::paint(QPainter& painter, const BoardGeometry& geometry, const CellRange& range,
                         qreal detail) const
{
    if (range.isEmpty())
        return;
    const QRectF window = geometry.cellRect({range.rowBegin, range.colBegin})
                              .united(geometry.cellRect({range.rowEnd - 1, range.colEnd - 1}));
    painter.fillRect(window, winningColor());
    const std::vector<engine::DiagonalSegment> segments =
        m_map->losingSegmentsIn(range.rowBegin, range.rowEnd, range.colBegin, range.colEnd);
    const bool cellByCell = detail * BoardGeometry::kCellSize >= kMinCellPixels;
    painter.save();
    if (!cellByCell) {
        painter.setRenderHint(QPainter::Antialiasing, false);
        QPen pen(losingColor().darker(115), 2.0);
        pen.setCosmetic(true); // 2 pixels whatever the zoom
        painter.setPen(pen);
    }
    for (const engine::DiagonalSegment& segment : segments) {
        // Clip the run to the window: rows and columns both in range.
        const engine::Coord shiftIn = std::max({engine::Coord{0}, range.rowBegin - segment.start.row,
                                                range.colBegin - segment.start.col});
        const engine::Coord lastRow = std::min(segment.lastRow(), range.rowEnd - 1);
        const engine::Coord lastByCol = segment.start.row + (range.colEnd - 1 - segment.start.col);
        const engine::Coord endRow = std::min(lastRow, lastByCol);
        const engine::Coord firstRow = segment.start.row + shiftIn;
        if (firstRow > endRow)
            continue;
        const engine::Cell first{firstRow, segment.colAt(firstRow)};
        const engine::Cell last{endRow, segment.colAt(endRow)};
        if (cellByCell) {
            for (engine::Coord row = first.row; row <= last.row; ++row)
                painter.fillRect(geometry.cellRect({row, segment.colAt(row)}), losingColor());
        } else {
            painter.drawLine(geometry.cellRect(first).topLeft(), geometry.cellRect(last).bottomRight());
        }
    }
    painter.restore();
}

} // namespace gui
