#include "gui/board/MoveAnimationItem.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/looks/GameLook.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace gui {

MoveAnimationItem::MoveAnimationItem(const GameLook* look, const BoardGeometry* geometry,
                                     std::shared_ptr<const engine::Board> before,
                                     std::shared_ptr<const engine::Board> after, engine::Move move,
                                     std::vector<engine::Cell> changed)
    : m_look(look)
    , m_geometry(geometry)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_move(move)
    , m_changed(std::move(changed))
{
    QRectF bounds = geometry->cellRect(move.topLeft).united(geometry->cellRect(move.bottomRight));
    for (const engine::Cell cell : m_changed)
        bounds = bounds.united(geometry->cellRect(cell));
    // Rings and glows may reach half a cell beyond the cells; the board's edge bounds them.
    const qreal pad = BoardGeometry::kCellSize * 0.5;
    m_bounds = bounds.adjusted(-pad, -pad, pad, pad).intersected(geometry->boardRect());
}

void MoveAnimationItem::setProgress(qreal progress)
{
    m_progress = std::clamp(progress, 0.0, 1.0);
    update();
}

QRectF MoveAnimationItem::boundingRect() const
{
    return m_bounds;
}

void MoveAnimationItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const MoveAnimationFrame frame{m_before.get(), m_after.get(), m_move,
                                   &m_changed, m_geometry, m_progress,
                                   option->levelOfDetailFromTransform(painter->worldTransform())};
    painter->save();
    painter->setClipRect(m_bounds, Qt::IntersectClip);
    m_look->paintMoveAnimation(*painter, frame);
    painter->restore();
}

} // namespace gui
