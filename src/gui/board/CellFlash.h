#pragma once

#include "gui/board/ItemTypes.h"

#include <QGraphicsObject>
#include <QElapsedTimer>
#include <QTimer>

class QGraphicsScene;

namespace gui {

// A short flash that shows where a jump landed (View > Go to Cell): a frame in
// the palette's highlight colour around the cell that widens and fades out over
// kDurationMs from its first paint, then removes itself. Its sizes are in view pixels (at the zoom
// of its start), so it is seen on a cell of any size, even a fraction of a pixel.
class CellFlash : public QGraphicsObject {
    Q_OBJECT

public:
    static constexpr int kDurationMs = 1200;
    static constexpr int Type = itemTypeNumber(ItemType::CellFlash);

    // Flashes the cell `cell` (its scene rectangle) in `scene`, where a view
    // pixel is `pixel` scene units, replacing `previous` (a flash made by the
    // same caller, still running, or null). Removes no other item.
    static CellFlash* flash(QGraphicsScene* scene, const QRectF& cell, qreal pixel, CellFlash* previous);

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    CellFlash(const QRectF& cell, qreal pixel);
    // The frame at `progress` (0 to 1).
    [[nodiscard]] QRectF frame(qreal progress) const;

    // How far the fade is, 0 to 1; it starts at the first paint.
    [[nodiscard]] qreal progress() const;

    QRectF m_cell;
    qreal m_pixel;
    QElapsedTimer m_shown; // since the first paint
    QTimer m_tick;
};

} // namespace gui
