#include "gui/board/BoardItem.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/looks/CellMapLayer.h"
#include "gui/looks/GameLook.h"

#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace gui {

BoardItem::BoardItem(const BoardGeometry* geometry)
    : m_geometry(geometry)
{
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
}

void BoardItem::setBoard(const engine::Board& board, const GameLook* look)
{
    m_board = board;
    m_look = look;
    update();
}

void BoardItem::setMapLayer(std::shared_ptr<const CellMapLayer> layer)
{
    m_mapLayer = std::move(layer);
    update();
}

QRectF BoardItem::boundingRect() const
{
    return m_geometry->sceneRect();
}

void BoardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    if (m_look == nullptr)
        return;
    const QRectF exposed = option->exposedRect;
    const qreal detail = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->fillRect(exposed, m_look->backgroundColor());
    if (m_geometry->isWindowed()) {
        paintWindowed(*painter, exposed, detail);
        return;
    }

    const CellRange range = m_geometry->cellsIn(exposed);
    if ((range.rowEnd - range.rowBegin) * (range.colEnd - range.colBegin) > kMaxCellsOneByOne) {
        m_look->paintFreeCells(*painter, *m_geometry, range);
        paintMarkedCells(*painter, range, detail);
    } else {
        for (engine::Coord row = range.rowBegin; row < range.rowEnd; ++row)
            for (engine::Coord col = range.colBegin; col < range.colEnd; ++col) {
                const engine::Cell cell{row, col};
                if (!m_geometry->shows(cell))
                    continue; // below a wrapped board's row: another board lies there
                m_look->paintCellAt(*painter, m_geometry->cellRect(cell), m_board, cell, detail);
            }
    }
    if (m_labelsShown && detail * BoardGeometry::kMargin >= 12.0)
        paintLabels(*painter, exposed);
    m_look->paintOverBoard(*painter, *m_geometry, m_board, detail);
}

void BoardItem::paintWindowed(QPainter& painter, const QRectF& exposed, qreal detail) const
{
    // Only what reaches the device: the exposed rectangle of a picture's render
    // (a rules page's, an exported picture's) can be far larger than its clip,
    // and each grid line is a fill.
    QRectF cells = exposed.intersected(m_geometry->boardRect());
    if (painter.hasClipping())
        cells = cells.intersected(painter.clipBoundingRect());
    const CellRange range = m_geometry->cellsIn(cells);
    if (range.isEmpty())
        return;
    m_look->paintCell(painter, cells, engine::CellKind::Empty, 0.0); // the free-cell colour, no outline
    if (m_mapLayer)
        m_mapLayer->paint(painter, *m_geometry, range, detail);
    const qreal cellPixels = detail * BoardGeometry::kCellSize;
    if (cellPixels >= 6.0)
        paintGridLines(painter, cells, range, cellPixels >= 16.0 ? 70 : 35);
    paintMarkedCells(painter, range, detail);
}

void BoardItem::paintMarkedCells(QPainter& painter, const CellRange& range, qreal detail) const
{
    // Marked cells stay visible however far out, each kind at least as wide as
    // its look says (GameLook::minimumCellPixels: the pawn large enough to be found).
    const qreal pixel = detail > 0.0 ? 1.0 / detail : 1.0;
    for (const auto& [cell, kind] : m_board.markedCellsIn(range.rowBegin, range.rowEnd, range.colBegin, range.colEnd)) {
        const qreal minSide = m_look->minimumCellPixels(kind) * pixel;
        QRectF rect = m_geometry->cellRect(cell);
        if (rect.width() < minSide) {
            const QPointF centre = rect.center();
            rect = QRectF(centre.x() - minSide / 2, centre.y() - minSide / 2, minSide, minSide);
        }
        m_look->paintCellAt(painter, rect, m_board, cell, detail);
    }
}

void BoardItem::paintGridLines(QPainter& painter, const QRectF& cells, const CellRange& range, int alpha) const
{
    // The label colour at `alpha` over the colour beneath, as one opaque colour, in
    // lines one device pixel wide: translucent lines are blended a pixel at a time
    // (vertical ones handed to worker threads span by span), which took 8 ms a frame
    // at this zoom; opaque rectangles are plain fills.
    const QColor beneath = m_mapLayer ? m_mapLayer->fillColor() : freeCellColour();
    const QColor label = m_look->labelColor();
    const auto mix = [alpha](int over, int under) { return (over * alpha + under * (255 - alpha) + 127) / 255; };
    const QColor line(mix(label.red(), beneath.red()), mix(label.green(), beneath.green()),
                      mix(label.blue(), beneath.blue()));
    const QTransform toDevice = painter.worldTransform();
    const QRect area = toDevice.mapRect(cells).toAlignedRect();
    painter.save();
    painter.resetTransform();
    for (engine::Coord row = range.rowBegin; row <= range.rowEnd; ++row) {
        const int y = qRound(toDevice.map(m_geometry->cellRect({row, range.colBegin}).topLeft()).y());
        painter.fillRect(QRect(area.left(), y, area.width(), 1), line);
    }
    for (engine::Coord col = range.colBegin; col <= range.colEnd; ++col) {
        const int x = qRound(toDevice.map(m_geometry->cellRect({range.rowBegin, col}).topLeft()).x());
        painter.fillRect(QRect(x, area.top(), 1, area.height()), line);
    }
    painter.restore();
}

QColor BoardItem::freeCellColour() const
{
    // Read back from one painted pixel: whatever the look paints a free cell with.
    QImage pixel(1, 1, QImage::Format_RGB32);
    pixel.fill(Qt::black);
    QPainter painter(&pixel);
    m_look->paintCell(painter, QRectF(0, 0, 1, 1), engine::CellKind::Empty, 0.0);
    painter.end();
    return pixel.pixelColor(0, 0);
}

void BoardItem::setLabelsShown(bool shown)
{
    if (shown == m_labelsShown)
        return;
    m_labelsShown = shown;
    update();
}

void BoardItem::paintLabels(QPainter& painter, const QRectF& exposed) const
{
    // Row numbers left of the board, column numbers above it, as the files count them.
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(BoardGeometry::kMargin * 0.45));
    painter.setFont(font);
    painter.setPen(m_look->labelColor());
    const CellRange range = m_geometry->cellsIn(exposed.adjusted(0, -BoardGeometry::kMargin, 0, 0));
    const qreal m = BoardGeometry::kMargin;
    for (engine::Coord col = range.colBegin; col < range.colEnd; ++col) {
        const QRectF cell = m_geometry->cellRect({0, col});
        painter.drawText(QRectF(cell.left(), -m, cell.width(), m), Qt::AlignCenter, QString::number(col));
    }
    // Left of each row of boards (one unless a sum's boards wrap).
    const CellRange rows = m_geometry->cellsIn(exposed.adjusted(-m, 0, m, 0));
    for (const engine::Coord first : m_geometry->rowStartColumns())
        for (engine::Coord row = rows.rowBegin; row < rows.rowEnd; ++row) {
            if (!m_geometry->shows({row, first}))
                break;
            const QRectF cell = m_geometry->cellRect({row, first});
            painter.drawText(QRectF(cell.left() - m, cell.top(), m, cell.height()), Qt::AlignCenter,
                             QString::number(row));
        }
}

} // namespace gui
