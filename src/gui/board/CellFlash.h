#pragma once

#include <QGraphicsObject>
#include <QVariantAnimation>

class QGraphicsScene;

namespace gui {

// A short flash that shows where a jump landed (View > Go to Cell): a frame in
// the palette's highlight colour around the cell that widens and fades out over
// kDurationMs, then removes itself. Drawn in view pixels (it ignores the view's
// zoom), so it is seen on a cell of any size, even a fraction of a pixel.
class CellFlash : public QGraphicsObject {
    Q_OBJECT

public:
    static constexpr int kDurationMs = 1200;
    static constexpr int Type = UserType + 41;

    // Flashes the cell centred at `centre` (scene coordinates), `cellPixels` wide
    // on screen, in `scene`, replacing a flash still running there.
    static CellFlash* flash(QGraphicsScene* scene, QPointF centre, qreal cellPixels);

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    CellFlash(QPointF centre, qreal cellPixels);
    // Half the frame's side at `progress` (0 to 1), in pixels.
    [[nodiscard]] qreal halfSide(qreal progress) const;

    qreal m_cellPixels;
    QVariantAnimation m_fade;
};

} // namespace gui
