#include "gui/board/CellFlash.h"

#include <QGraphicsScene>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace gui {

namespace {
constexpr qreal kFlashZ = 5.0;    // above the board, the overlay and move animations
constexpr qreal kMinHalfSide = 6; // pixels: a tiny cell still gets a frame one can see
constexpr qreal kGrowth = 28;     // pixels the frame widens by while it fades
constexpr qreal kPenWidth = 3;
} // namespace

CellFlash::CellFlash(QPointF centre, qreal cellPixels)
    : m_cellPixels(cellPixels)
{
    setPos(centre);
    setZValue(kFlashZ);
    setFlag(QGraphicsItem::ItemIgnoresTransformations);
    setAcceptedMouseButtons(Qt::NoButton);
    m_fade.setStartValue(0.0);
    m_fade.setEndValue(1.0);
    m_fade.setDuration(kDurationMs);
    connect(&m_fade, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_fade, &QVariantAnimation::finished, this, &QObject::deleteLater);
    m_fade.start();
}

CellFlash* CellFlash::flash(QGraphicsScene* scene, QPointF centre, qreal cellPixels)
{
    for (QGraphicsItem* item : scene->items())
        if (item->type() == Type)
            delete item;
    auto* flash = new CellFlash(centre, cellPixels);
    scene->addItem(flash);
    return flash;
}

qreal CellFlash::halfSide(qreal progress) const
{
    return std::max(kMinHalfSide, m_cellPixels / 2 + kPenWidth) + kGrowth * progress;
}

QRectF CellFlash::boundingRect() const
{
    const qreal half = halfSide(1.0) + kPenWidth;
    return {-half, -half, 2 * half, 2 * half};
}

void CellFlash::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const qreal progress = m_fade.currentValue().toReal();
    QColor colour = QGuiApplication::palette().color(QPalette::Highlight);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setOpacity(1.0 - progress);
    const qreal inner = std::max(kMinHalfSide, m_cellPixels / 2 + kPenWidth);
    QColor fill = colour;
    fill.setAlphaF(0.35);
    painter->fillRect(QRectF(-inner, -inner, 2 * inner, 2 * inner), fill);
    painter->setPen(QPen(colour, kPenWidth));
    painter->setBrush(Qt::NoBrush);
    const qreal half = halfSide(progress);
    painter->drawRect(QRectF(-half, -half, 2 * half, 2 * half));
}

} // namespace gui
