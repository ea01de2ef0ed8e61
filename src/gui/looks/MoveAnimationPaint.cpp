#include "gui/looks/MoveAnimationPaint.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/looks/GameLook.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gui {

qreal MoveAnimationPaint::reach(const MoveAnimationFrame& frame, QPointF origin)
{
    qreal farthest = 0.0;
    for (const engine::Cell cell : *frame.changed) {
        const QRectF rect = frame.geometry->cellRect(cell);
        for (const QPointF corner : {rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()})
            farthest = std::max(farthest, QLineF(origin, corner).length());
    }
    return farthest;
}

QPointF MoveAnimationPaint::moveCentre(const MoveAnimationFrame& frame)
{
    const QRectF first = frame.geometry->cellRect(frame.move.topLeft);
    return first.united(frame.geometry->cellRect(frame.move.bottomRight)).center();
}

void MoveAnimationPaint::spreadFrom(QPainter& painter, const GameLook& look, const MoveAnimationFrame& frame,
                                    QPointF origin, std::optional<engine::Cell> except)
{
    if (frame.progress >= 1.0)
        return;
    // A little beyond the farthest corner, so the circle's polygon covers it.
    const qreal radius = frame.progress * (reach(frame, origin) + 2.0);
    QPainterPath reached;
    reached.addEllipse(origin, radius, radius);
    for (const engine::Cell cell : *frame.changed) {
        if (cell == except)
            continue;
        const QRectF rect = frame.geometry->cellRect(cell);
        QPainterPath square;
        square.addRect(rect);
        const QPainterPath left = square.subtracted(reached);
        if (left.isEmpty())
            continue;
        painter.save();
        painter.setClipPath(left);
        look.paintCellAt(painter, rect, *frame.before, cell, frame.detail);
        painter.restore();
    }
}

void MoveAnimationPaint::vanishFrom(QPainter& painter, const GameLook& look, const MoveAnimationFrame& frame,
                                    QPointF origin)
{
    const qreal farthest = std::max(reach(frame, origin), 1.0);
    constexpr qreal kStagger = 0.35; // the last cell starts this late
    for (const engine::Cell cell : *frame.changed) {
        const QRectF rect = frame.geometry->cellRect(cell);
        const qreal delay = kStagger * QLineF(origin, rect.center()).length() / farthest;
        const qreal t = std::clamp((frame.progress - delay) / (1.0 - kStagger), 0.0, 1.0);
        if (t >= 1.0)
            continue;
        const qreal scale = 1.0 - t;
        QRectF shrunk(0, 0, rect.width() * scale, rect.height() * scale);
        shrunk.moveCenter(rect.center());
        painter.save();
        painter.setOpacity(painter.opacity() * (1.0 - t * t));
        look.paintCellAt(painter, shrunk, *frame.before, cell, frame.detail);
        painter.restore();
    }
}

} // namespace gui
