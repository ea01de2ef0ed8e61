#include "gui/board/BoardArrangement.h"

#include <algorithm>

namespace gui {

namespace {

constexpr qreal kCell = BoardGeometry::kCellSize;
// More boards than this are not wrapped (every split is tried).
constexpr std::size_t kMaxWrapped = 12;

// Each board's band in rows that break before board i + 1 where bit i of `breaks` is set.
std::vector<ColumnBand> placed(const std::vector<ColumnBand>& boards, unsigned breaks)
{
    std::vector<ColumnBand> bands;
    qreal x = 0.0;
    qreal y = 0.0;
    std::size_t rowFirst = 0;
    engine::Coord rowHeight = 0;
    const auto endRow = [&] {
        for (std::size_t j = rowFirst; j < bands.size(); ++j)
            bands[j].rows = rowHeight;
    };
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if (i > 0 && ((breaks >> (i - 1)) & 1U) != 0) {
            endRow();
            y += static_cast<qreal>(rowHeight) * kCell + BoardArrangement::kRowGap;
            x = 0.0;
            rowFirst = i;
            rowHeight = 0;
        }
        bands.push_back(ColumnBand{boards[i].colBegin, boards[i].colEnd, 0, QPointF(x, y)});
        x += static_cast<qreal>(boards[i].colEnd - boards[i].colBegin) * kCell;
        rowHeight = std::max(rowHeight, boards[i].rows);
    }
    endRow();
    return bands;
}

// The zoom that fits these bands, with the scene's margin, into a view of kViewAspect and height 1.
qreal fitScale(const std::vector<ColumnBand>& bands)
{
    qreal width = 0.0;
    qreal height = 0.0;
    for (const ColumnBand& band : bands) {
        width = std::max(width, band.topLeft.x() + static_cast<qreal>(band.colEnd - band.colBegin) * kCell);
        height = std::max(height, band.topLeft.y() + static_cast<qreal>(band.rows) * kCell);
    }
    const qreal margins = 2 * BoardGeometry::kMargin;
    return std::min(BoardArrangement::kViewAspect / (width + margins), 1.0 / (height + margins));
}

} // namespace

std::vector<ColumnBand> BoardArrangement::bands(std::span<const engine::Move> areas, engine::Coord cols)
{
    if (areas.size() < 2 || areas.size() > kMaxWrapped)
        return {};
    std::vector<ColumnBand> boards;
    for (std::size_t i = 0; i < areas.size(); ++i) {
        const engine::Coord begin = i == 0 ? 0 : areas[i].topLeft.col;
        const engine::Coord end = i + 1 < areas.size() ? areas[i + 1].topLeft.col : cols;
        if (end <= begin || areas[i].bottomRight.col >= end)
            return {}; // not boards side by side
        boards.push_back(ColumnBand{begin, end, areas[i].bottomRight.row + 1, QPointF()});
    }
    const qreal oneRow = fitScale(placed(boards, 0));
    unsigned bestBreaks = 0;
    qreal best = oneRow;
    for (unsigned breaks = 1; breaks < (1U << (boards.size() - 1)); ++breaks)
        if (const qreal scale = fitScale(placed(boards, breaks)); scale > best) {
            best = scale;
            bestBreaks = breaks;
        }
    if (best < kWrapGain * oneRow)
        return {};
    return placed(boards, bestBreaks);
}

} // namespace gui
