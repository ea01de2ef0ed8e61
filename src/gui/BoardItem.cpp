#include "gui/BoardItem.h"

#include "gui/BoardGeometry.h"
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

    const CellRange range = m_geometry->cellsIn(exposed);
    for (engine::Coord row = range.rowBegin; row < range.rowEnd; ++row)
        for (engine::Coord col = range.colBegin; col < range.colEnd; ++col) {
            const engine::Cell cell{row, col};
            m_look->paintCellAt(*painter, m_geometry->cellRect(cell), m_board, cell, detail);
        }
    if (detail * BoardGeometry::kMargin >= 12.0)
        paintLabels(*painter, exposed);
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
