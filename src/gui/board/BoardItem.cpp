#include "gui/board/BoardItem.h"

#include "gui/board/BoardGeometry.h"
#include "gui/board/CellMapLayer.h"
#include "gui/looks/GameLook.h"

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
    for (engine::Coord row = range.rowBegin; row < range.rowEnd; ++row)
        for (engine::Coord col = range.colBegin; col < range.colEnd; ++col) {
            const engine::Cell cell{row, col};
            m_look->paintCellAt(*painter, m_geometry->cellRect(cell), m_board, cell, detail);
        }
    if (detail * BoardGeometry::kMargin >= 12.0)
        paintLabels(*painter, exposed);
}

void BoardItem::paintWindowed(QPainter& painter, const QRectF& exposed, qreal detail) const
{
    const QRectF cells = exposed.intersected(m_geometry->boardRect());
    const CellRange range = m_geometry->cellsIn(cells);
    if (range.isEmpty())
        return;
    m_look->paintCell(painter, cells, engine::CellKind::Empty, 0.0); // the free-cell colour, no outline
    if (m_mapLayer)
        m_mapLayer->paint(painter, *m_geometry, range, detail);
    const qreal cellPixels = detail * BoardGeometry::kCellSize;
    if (cellPixels >= 6.0) {
        QColor line = m_look->labelColor();
        line.setAlpha(cellPixels >= 16.0 ? 70 : 35);
        painter.setPen(QPen(line, 0.0));
        for (engine::Coord row = range.rowBegin; row <= range.rowEnd; ++row) {
            const qreal y = m_geometry->cellRect({row, range.colBegin}).top();
            painter.drawLine(QPointF(cells.left(), y), QPointF(cells.right(), y));
        }
        for (engine::Coord col = range.colBegin; col <= range.colEnd; ++col) {
            const qreal x = m_geometry->cellRect({range.rowBegin, col}).left();
            painter.drawLine(QPointF(x, cells.top()), QPointF(x, cells.bottom()));
        }
    }
    // Marked cells stay visible however far out: at least 3 pixels wide, and the
    // one piece (the pawn) 14 pixels, so it can be found among the obstacles.
    const qreal pixel = detail > 0.0 ? 1.0 / detail : 1.0;
    for (const auto& [cell, kind] : m_board.markedCellsIn(range.rowBegin, range.rowEnd, range.colBegin, range.colEnd)) {
        const qreal minSide = (kind == engine::CellKind::Pawn ? 14.0 : 3.0) * pixel;
        QRectF rect = m_geometry->cellRect(cell);
        if (rect.width() < minSide) {
            const QPointF centre = rect.center();
            rect = QRectF(centre.x() - minSide / 2, centre.y() - minSide / 2, minSide, minSide);
        }
        m_look->paintCellAt(painter, rect, m_board, cell, detail);
    }
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
    const CellRange rows = m_geometry->cellsIn(exposed.adjusted(-m, 0, 0, 0));
    for (engine::Coord row = rows.rowBegin; row < rows.rowEnd; ++row) {
        const QRectF cell = m_geometry->cellRect({row, 0});
        painter.drawText(QRectF(-m, cell.top(), m, cell.height()), Qt::AlignCenter, QString::number(row));
    }
}

} // namespace gui
