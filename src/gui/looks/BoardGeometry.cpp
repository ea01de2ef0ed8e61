#include "gui/looks/BoardGeometry.h"

#include <algorithm>
#include <cmath>

namespace gui {

void BoardGeometry::setBoardSize(engine::Coord rows, engine::Coord cols)
{
    m_rows = rows;
    m_cols = cols;
    setOrigin(isWindowed() ? m_origin : engine::Cell{0, 0});
}

void BoardGeometry::setOrigin(engine::Cell origin)
{
    if (!isWindowed()) {
        m_origin = engine::Cell{0, 0};
        return;
    }
    m_origin.row = std::clamp<engine::Coord>(origin.row, 0, std::max<engine::Coord>(m_rows - 1, 0));
    m_origin.col = std::clamp<engine::Coord>(origin.col, 0, std::max<engine::Coord>(m_cols - 1, 0));
}

void BoardGeometry::setBands(std::vector<ColumnBand> bands)
{
    m_bands = std::move(bands);
}

bool BoardGeometry::shows(engine::Cell cell) const
{
    return !hasBands() || cell.row < bandOf(cell.col).rows;
}

bool BoardGeometry::inOneBlock(engine::Cell a, engine::Cell b) const
{
    return !hasBands() || &bandOf(a.col) == &bandOf(b.col);
}

std::vector<engine::Coord> BoardGeometry::rowStartColumns() const
{
    if (!hasBands())
        return {0};
    std::vector<engine::Coord> starts;
    for (const ColumnBand& band : m_bands)
        if (band.topLeft.x() == m_bands.front().topLeft.x())
            starts.push_back(band.colBegin);
    return starts;
}

const ColumnBand& BoardGeometry::bandOf(engine::Coord col) const
{
    const auto it = std::find_if(m_bands.begin(), m_bands.end(), [col](const ColumnBand& b) { return col < b.colEnd; });
    return it == m_bands.end() ? m_bands.back() : *it;
}

QRectF BoardGeometry::bandRect(const ColumnBand& band) const
{
    return QRectF(band.topLeft, QSizeF(static_cast<qreal>(band.colEnd - band.colBegin) * kCellSize,
                                       static_cast<qreal>(band.rows) * kCellSize));
}

const ColumnBand& BoardGeometry::bandNear(QPointF scenePoint) const
{
    const ColumnBand* nearest = &m_bands.front();
    qreal best = -1.0;
    for (const ColumnBand& band : m_bands) {
        const QRectF area = bandRect(band).adjusted(0.0, -kMargin, 0.0, 0.0);
        const qreal dx = std::max({area.left() - scenePoint.x(), 0.0, scenePoint.x() - area.right()});
        const qreal dy = std::max({area.top() - scenePoint.y(), 0.0, scenePoint.y() - area.bottom()});
        const qreal distance = dx * dx + dy * dy;
        if (best < 0.0 || distance < best) {
            best = distance;
            nearest = &band;
        }
    }
    return *nearest;
}

QRectF BoardGeometry::boardRect() const
{
    if (hasBands()) {
        QRectF united;
        for (const ColumnBand& band : m_bands)
            united = united.united(bandRect(band));
        return united;
    }
    if (!isWindowed())
        return QRectF(0.0, 0.0, static_cast<qreal>(m_cols) * kCellSize, static_cast<qreal>(m_rows) * kCellSize);
    const engine::Coord top = std::max<engine::Coord>(m_origin.row - kWindowHalf, 0);
    const engine::Coord bottom = std::min(m_origin.row + kWindowHalf, m_rows);
    const engine::Coord left = std::max<engine::Coord>(m_origin.col - kWindowHalf, 0);
    const engine::Coord right = std::min(m_origin.col + kWindowHalf, m_cols);
    return QRectF(cellRect({top, left}).topLeft(), cellRect({bottom - 1, right - 1}).bottomRight());
}

QRectF BoardGeometry::sceneRect() const
{
    return boardRect().adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

namespace {

// The strip above a sum's board (see boardNameRect).
QRectF boardStrip(const BoardGeometry& geometry, const engine::Move& area)
{
    const QRectF box = geometry.cellRect(area.topLeft).united(geometry.cellRect(area.bottomRight));
    const qreal half = BoardGeometry::kCellSize / 2;
    return QRectF(box.left() - half, box.top() - BoardGeometry::kMargin, box.width() + 2 * half, BoardGeometry::kMargin);
}

} // namespace

QRectF BoardGeometry::boardNameRect(const engine::Move& area) const
{
    const QRectF strip = boardStrip(*this, area);
    const qreal gap = kMargin * 0.15;
    // The gap on the left keeps the name off the value of the board before it, whose strip ends there.
    return strip.adjusted(gap, 0, -(kBoardValueWidth + gap), 0);
}

QRectF BoardGeometry::boardValueRect(const engine::Move& area) const
{
    const QRectF strip = boardStrip(*this, area);
    return QRectF(strip.right() - kBoardValueWidth, strip.top(), kBoardValueWidth, strip.height());
}

QRectF BoardGeometry::cellRect(engine::Cell cell) const
{
    if (hasBands()) {
        const ColumnBand& band = bandOf(cell.col);
        return QRectF(band.topLeft.x() + static_cast<qreal>(cell.col - band.colBegin) * kCellSize,
                      band.topLeft.y() + static_cast<qreal>(cell.row) * kCellSize, kCellSize, kCellSize);
    }
    return QRectF(static_cast<qreal>(cell.col - m_origin.col) * kCellSize,
                  static_cast<qreal>(cell.row - m_origin.row) * kCellSize, kCellSize, kCellSize);
}

QPointF BoardGeometry::cellCenter(engine::Cell cell) const
{
    return cellRect(cell).center();
}

std::optional<engine::Cell> BoardGeometry::cellAt(QPointF scenePoint) const
{
    if (hasBands()) {
        for (const ColumnBand& band : m_bands) {
            const QRectF area = bandRect(band);
            if (!area.contains(scenePoint) || scenePoint.x() >= area.right() || scenePoint.y() >= area.bottom())
                continue;
            const auto col = band.colBegin + static_cast<engine::Coord>(std::floor((scenePoint.x() - area.left()) / kCellSize));
            const auto row = static_cast<engine::Coord>(std::floor((scenePoint.y() - area.top()) / kCellSize));
            return engine::Cell{std::min(row, band.rows - 1), std::min(col, band.colEnd - 1)};
        }
        return std::nullopt;
    }
    const qreal col = std::floor(scenePoint.x() / kCellSize) + static_cast<qreal>(m_origin.col);
    const qreal row = std::floor(scenePoint.y() / kCellSize) + static_cast<qreal>(m_origin.row);
    if (row < 0.0 || col < 0.0 || row >= static_cast<qreal>(m_rows) || col >= static_cast<qreal>(m_cols))
        return std::nullopt;
    return engine::Cell{static_cast<engine::Coord>(row), static_cast<engine::Coord>(col)};
}

CellRange BoardGeometry::cellsIn(const QRectF& sceneRect) const
{
    if (hasBands()) { // the smallest range holding every band's cells that meet it
        CellRange united{m_rows, 0, m_cols, 0};
        for (const ColumnBand& band : m_bands) {
            const QRectF area = bandRect(band);
            const QRectF met = area.intersected(sceneRect);
            if (met.isEmpty())
                continue;
            // In cells from the band's corner, clamped onto the band.
            const auto cells = [](qreal offset, engine::Coord limit, bool up) {
                const qreal units = offset / kCellSize;
                return std::clamp(static_cast<engine::Coord>(up ? std::ceil(units) : std::floor(units)), engine::Coord{0},
                                  limit);
            };
            const engine::Coord width = band.colEnd - band.colBegin;
            united.rowBegin = std::min(united.rowBegin, cells(met.top() - area.top(), band.rows, false));
            united.rowEnd = std::max(united.rowEnd, cells(met.bottom() - area.top(), band.rows, true));
            united.colBegin = std::min(united.colBegin, band.colBegin + cells(met.left() - area.left(), width, false));
            united.colEnd = std::max(united.colEnd, band.colBegin + cells(met.right() - area.left(), width, true));
        }
        return united.isEmpty() ? CellRange{} : united;
    }
    const auto clampTo = [](qreal value, engine::Coord offset, engine::Coord limit) {
        return static_cast<engine::Coord>(
            std::clamp(value + static_cast<qreal>(offset), 0.0, static_cast<qreal>(limit)));
    };
    CellRange range;
    range.rowBegin = clampTo(std::floor(sceneRect.top() / kCellSize), m_origin.row, m_rows);
    range.rowEnd = clampTo(std::ceil(sceneRect.bottom() / kCellSize), m_origin.row, m_rows);
    range.colBegin = clampTo(std::floor(sceneRect.left() / kCellSize), m_origin.col, m_cols);
    range.colEnd = clampTo(std::ceil(sceneRect.right() / kCellSize), m_origin.col, m_cols);
    return range;
}

QPointF BoardGeometry::absoluteAt(QPointF scenePoint) const
{
    if (hasBands()) {
        const ColumnBand& band = bandNear(scenePoint);
        return QPointF((scenePoint.x() - band.topLeft.x()) / kCellSize + static_cast<qreal>(band.colBegin),
                       (scenePoint.y() - band.topLeft.y()) / kCellSize);
    }
    return QPointF(scenePoint.x() / kCellSize + static_cast<qreal>(m_origin.col),
                   scenePoint.y() / kCellSize + static_cast<qreal>(m_origin.row));
}

QPointF BoardGeometry::sceneAt(QPointF absolute) const
{
    if (hasBands()) {
        const ColumnBand& band = bandOf(static_cast<engine::Coord>(std::floor(absolute.x())));
        return QPointF(band.topLeft.x() + (absolute.x() - static_cast<qreal>(band.colBegin)) * kCellSize,
                       band.topLeft.y() + absolute.y() * kCellSize);
    }
    return QPointF((absolute.x() - static_cast<qreal>(m_origin.col)) * kCellSize,
                   (absolute.y() - static_cast<qreal>(m_origin.row)) * kCellSize);
}

QRectF BoardGeometry::rangeRect(const CellRange& range) const
{
    if (hasBands()) {
        QRectF united;
        for (const ColumnBand& band : m_bands) {
            const engine::Coord colBegin = std::max(range.colBegin, band.colBegin);
            const engine::Coord colEnd = std::min(range.colEnd, band.colEnd);
            const engine::Coord rowEnd = std::min(range.rowEnd, band.rows);
            if (colBegin < colEnd && range.rowBegin < rowEnd)
                united = united.united(cellRect({range.rowBegin, colBegin}).united(cellRect({rowEnd - 1, colEnd - 1})));
        }
        return united;
    }
    return cellRect({range.rowBegin, range.colBegin}).united(cellRect({range.rowEnd - 1, range.colEnd - 1}));
}

} // namespace gui
