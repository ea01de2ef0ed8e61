#include "gui/board/CellFlash.h"

#include <QGraphicsScene>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QTimer>

#include <algorithm>

namespace gui {

namespace {
constexpr qreal kFlashZ = 5.0;    // above the board, the overlay and move animations
constexpr qreal kMinHalfSide = 6; // pixels: a tiny cell still gets a frame one can see
constexpr qreal kGrowth = 28;     // pixels the frame widens by while it fades
constexpr qreal kPenWidth = 3;
constexpr int kUnseenLifetimeMs = 5000;
constexpr int kTickMs = 30;
} // namespace

CellFlash::CellFlash(const QRectF& cell, qreal pixel)
    : m_cell(cell)
    , m_pixel(pixel)
{
    setZValue(kFlashZ);
    setAcceptedMouseButtons(Qt::NoButton);
    m_tick.setInterval(kTickMs);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        if (progress() >= 1.0)
            deleteLater();
        else
            update();
    });
    m_tick.start();
    // The fade starts when the flash is first painted, so a busy moment never swallows it; one never painted
    // (out of sight) goes after a while all the same.
    QTimer::singleShot(kUnseenLifetimeMs, this, [this] {
        if (!m_shown.isValid())
            deleteLater();
    });
}

qreal CellFlash::progress() const
{
    return m_shown.isValid() ? std::min(1.0, static_cast<qreal>(m_shown.elapsed()) / kDurationMs) : 0.0;
}

CellFlash* CellFlash::flash(QGraphicsScene* scene, const QRectF& cell, qreal pixel, CellFlash* previous)
{
    delete previous;
    auto* flash = new CellFlash(cell, pixel);
    scene->addItem(flash);
    return flash;
}

QRectF CellFlash::frame(qreal progress) const
{
    const QPointF centre = m_cell.center();
    const qreal half = std::max(kMinHalfSide * m_pixel, m_cell.width() / 2 + kPenWidth * m_pixel)
        + kGrowth * m_pixel * progress;
    return {centre.x() - half, centre.y() - half, 2 * half, 2 * half};
}

QRectF CellFlash::boundingRect() const
{
    const qreal pen = kPenWidth * m_pixel;
    return frame(1.0).adjusted(-pen, -pen, pen, pen);
}

void CellFlash::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!m_shown.isValid())
        m_shown.start();
    const qreal progress = this->progress();
    const QColor colour = QGuiApplication::palette().color(QPalette::Highlight);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setOpacity(1.0 - progress);
    QColor fill = colour;
    fill.setAlphaF(0.35);
    painter->fillRect(frame(0.0), fill);
    painter->setPen(QPen(colour, kPenWidth * m_pixel));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(frame(progress));
}

} // namespace gui
