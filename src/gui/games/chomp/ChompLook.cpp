#include "gui/games/chomp/ChompLook.h"

#include "gui/base/ColorScheme.h"
#include "gui/looks/MoveAnimationPaint.h"

#include <QCoreApplication>
#include <QPainterPath>

namespace gui {

namespace {

// The tray and its empty slots, light or dark with the scheme.
QColor tray()
{
    return ColorScheme::current().pick(QColor(236, 226, 211), QColor(50, 40, 34));
}

QColor slotColor()
{
    return ColorScheme::current().pick(QColor(225, 212, 194), QColor(66, 54, 46));
}

const QColor kChocolate(123, 74, 46);
const QColor kChocolateDark(84, 48, 28);
const QColor kPoisonChocolate(96, 62, 78);
const QColor kPoisonDrop(190, 90, 255);

void paintPiece(QPainter& painter, const QRectF& rect, const QColor& base, qreal detail)
{
    const qreal gap = rect.width() * 0.04;
    const QRectF piece = rect.adjusted(gap, gap, -gap, -gap);
    painter.fillRect(piece, base);
    if (detail * rect.width() < 10.0)
        return;
    // A bevel: light top-left edge, dark bottom-right edge, a raised inner block.
    const qreal bevel = rect.width() * 0.12;
    const QRectF inner = piece.adjusted(bevel, bevel, -bevel, -bevel);
    QPainterPath top;
    top.moveTo(piece.topLeft());
    top.lineTo(piece.topRight());
    top.lineTo(inner.topRight());
    top.lineTo(inner.topLeft());
    top.lineTo(inner.bottomLeft());
    top.lineTo(piece.bottomLeft());
    top.closeSubpath();
    painter.fillPath(top, base.lighter(125));
    QPainterPath bottom;
    bottom.moveTo(piece.bottomRight());
    bottom.lineTo(piece.bottomLeft());
    bottom.lineTo(inner.bottomLeft());
    bottom.lineTo(inner.bottomRight());
    bottom.lineTo(inner.topRight());
    bottom.lineTo(piece.topRight());
    bottom.closeSubpath();
    painter.fillPath(bottom, base.darker(135));
    painter.fillRect(inner, base);
}

void paintDrop(QPainter& painter, const QRectF& rect)
{
    // A violet drop with a white rim: readable on dark chocolate, and no shape
    // shared with the analysis marks.
    const QPointF c = rect.center();
    const qreal s = rect.width();
    QPainterPath drop;
    drop.moveTo(c.x(), c.y() - 0.30 * s);
    drop.cubicTo(c.x() + 0.05 * s, c.y() - 0.18 * s, c.x() + 0.22 * s, c.y() - 0.02 * s, c.x() + 0.20 * s,
                 c.y() + 0.10 * s);
    drop.arcTo(QRectF(c.x() - 0.20 * s, c.y() - 0.10 * s, 0.40 * s, 0.40 * s), 0.0, -180.0);
    drop.cubicTo(c.x() - 0.22 * s, c.y() - 0.02 * s, c.x() - 0.05 * s, c.y() - 0.18 * s, c.x(), c.y() - 0.30 * s);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::white, s * 0.05));
    painter.setBrush(kPoisonDrop);
    painter.drawPath(drop);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 170));
    painter.drawEllipse(QPointF(c.x() - 0.07 * s, c.y() + 0.05 * s), 0.045 * s, 0.07 * s);
    painter.restore();
}

} // namespace

void ChompLook::paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const
{
    switch (kind) {
    case engine::CellKind::Eaten: {
        painter.fillRect(rect, tray());
        if (detail * rect.width() >= 10.0) {
            const qreal gap = rect.width() * 0.08;
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(QPen(ColorScheme::current().pick(slotColor().darker(115), slotColor().lighter(140)),
                                rect.width() * 0.02, Qt::DashLine));
            painter.setBrush(slotColor());
            painter.drawRoundedRect(rect.adjusted(gap, gap, -gap, -gap), gap, gap);
            painter.restore();
        }
        break;
    }
    case engine::CellKind::Poison:
        painter.fillRect(rect, kChocolateDark);
        paintPiece(painter, rect, kPoisonChocolate, detail);
        if (detail * rect.width() >= 6.0)
            paintDrop(painter, rect);
        else
            painter.fillRect(rect.adjusted(rect.width() / 4, rect.height() / 4, -rect.width() / 4,
                                           -rect.height() / 4),
                             kPoisonDrop);
        break;
    default:
        painter.fillRect(rect, kChocolateDark);
        paintPiece(painter, rect, kChocolate, detail);
        break;
    }
}

QColor ChompLook::backgroundColor() const
{
    return tray();
}

QColor ChompLook::labelColor() const
{
    return ColorScheme::current().pick(kChocolateDark, QColor(232, 210, 186));
}

void ChompLook::paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const
{
    MoveAnimationPaint::vanishFrom(painter, *this, frame, MoveAnimationPaint::moveCentre(frame));
}

QString ChompLook::gameName(const engine::Game&) const
{
    return tr("Poisoned Chomp");
}

QList<PaletteTool> ChompLook::paletteTools(const QList<engine::CellKind>&) const
{
    return {
        PaletteTool{engine::CellKind::Poison, tr("Poison"), QIcon(QStringLiteral(":/icons/poison.svg")),
                    tr("Poison: click a piece to poison it or make it chocolate again, drag to poison a run, "
                       "right-drag to remove poison")},
        PaletteTool{engine::CellKind::Empty, tr("Chocolate"), QIcon(QStringLiteral(":/icons/eraser.svg")),
                    tr("Chocolate (eraser): click or drag to remove poison")},
    };
}

QString ChompLook::playPrompt() const
{
    return tr("Play mode: click a piece to take your bite.");
}

QString ChompLook::illegalMoveReason(const engine::Board& position, engine::Cell cell) const
{
    if (!position.contains(cell))
        return tr("That is outside the bar.");
    switch (position.cellAt(cell)) {
    case engine::CellKind::Eaten: return tr("That piece has already been eaten.");
    case engine::CellKind::Poison: return tr("That piece is poisoned: nobody may eat it.");
    default: break;
    }
    return tr("A bite at (%1, %2) would eat poison below or to the right of it.").arg(cell.row).arg(cell.col);
}

} // namespace gui
