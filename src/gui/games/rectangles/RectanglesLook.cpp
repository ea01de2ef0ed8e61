#include "gui/games/rectangles/RectanglesLook.h"

#include "gui/board/BoardGeometry.h"
#include "gui/base/ColorScheme.h"
#include "gui/looks/MoveAnimationPaint.h"

#include <QLinearGradient>

namespace gui {

namespace {

// The paper, the empty slots and their lines, light or dark with the scheme.
QColor paper()
{
    return ColorScheme::current().pick(QColor(232, 236, 242), QColor(32, 36, 44));
}

QColor slotColor()
{
    return ColorScheme::current().pick(QColor(218, 224, 233), QColor(44, 50, 60));
}

QColor slotLine()
{
    return ColorScheme::current().pick(QColor(190, 198, 212), QColor(84, 94, 112));
}

const QColor kTile(44, 110, 184);
const QColor kTileDark(22, 62, 118);

void paintTile(QPainter& painter, const QRectF& rect, qreal detail)
{
    const qreal s = rect.width();
    const QRectF tile = rect.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05);
    if (detail * s < 10.0) {
        painter.fillRect(tile, kTile);
        return;
    }
    painter.setPen(QPen(kTileDark, s * 0.03));
    QLinearGradient glaze(tile.topLeft(), tile.bottomLeft());
    glaze.setColorAt(0.0, kTile.lighter(130));
    glaze.setColorAt(1.0, kTile.darker(110));
    painter.setBrush(glaze);
    painter.drawRoundedRect(tile, s * 0.10, s * 0.10);
    // A soft highlight along the top edge.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 60));
    painter.drawRoundedRect(QRectF(tile.left() + s * 0.08, tile.top() + s * 0.07, tile.width() - s * 0.16, s * 0.14),
                            s * 0.06, s * 0.06);
}

void paintSlot(QPainter& painter, const QRectF& rect, qreal detail)
{
    const qreal s = rect.width();
    painter.fillRect(rect, paper());
    if (detail * s < 10.0)
        return;
    const QRectF slot = rect.adjusted(s * 0.10, s * 0.10, -s * 0.10, -s * 0.10);
    painter.setPen(QPen(slotLine(), s * 0.02, Qt::DashLine));
    painter.setBrush(slotColor());
    painter.drawRoundedRect(slot, s * 0.08, s * 0.08);
}

} // namespace

void RectanglesLook::paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (kind == engine::CellKind::Filled) {
        painter.fillRect(rect, paper());
        paintTile(painter, rect, detail);
    } else {
        paintSlot(painter, rect, detail);
    }
    painter.restore();
}

QColor RectanglesLook::backgroundColor() const
{
    return paper();
}

QColor RectanglesLook::labelColor() const
{
    return ColorScheme::current().pick(kTileDark, QColor(176, 200, 236));
}

void RectanglesLook::paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const
{
    const QRectF area
        = frame.geometry->cellRect(frame.move.topLeft).united(frame.geometry->cellRect(frame.move.bottomRight));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QColor glow = kTile.lighter(170);
    glow.setAlphaF(0.45 * (1.0 - frame.progress));
    painter.fillRect(area, glow);
    MoveAnimationPaint::vanishFrom(painter, *this, frame, area.center());
    QColor edge = kTile.lighter(130);
    edge.setAlphaF(1.0 - frame.progress);
    const qreal width = BoardGeometry::kCellSize * 0.08;
    painter.setPen(QPen(edge, width));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    painter.restore();
}

QString RectanglesLook::gameName(const engine::Game&) const
{
    return tr("Rectangles");
}

QList<PaletteTool> RectanglesLook::paletteTools(const QList<engine::CellKind>&) const
{
    return {
        PaletteTool{engine::CellKind::Filled, tr("Filled"), QIcon(QStringLiteral(":/icons/filled.svg")),
                    tr("Filled (1): click a cell to fill or empty it, drag to fill a run of cells, "
                       "right-drag to empty cells")},
        PaletteTool{engine::CellKind::Empty, tr("Empty"), QIcon(QStringLiteral(":/icons/eraser.svg")),
                    tr("Empty (0, eraser): click or drag to empty cells")},
    };
}

QString RectanglesLook::playPrompt() const
{
    return tr("Play mode: click a tile to clear it, or drag from corner to corner to clear a rectangle of tiles.");
}

QString RectanglesLook::moveName(const engine::Move& move) const
{
    if (move.isSingleCell())
        return GameLook::moveName(move);
    return tr("%1 (%2×%3)")
        .arg(GameLook::moveName(move))
        .arg(move.bottomRight.row - move.topLeft.row + 1)
        .arg(move.bottomRight.col - move.topLeft.col + 1);
}

QString RectanglesLook::illegalMoveReason(const engine::Board& position, engine::Cell cell) const
{
    if (!position.contains(cell))
        return tr("That is outside the board.");
    return tr("(%1, %2) is empty: only filled cells can be cleared.").arg(cell.row).arg(cell.col);
}

QString RectanglesLook::illegalMoveReason(const engine::Board& position, const engine::Move& move) const
{
    if (move.isSingleCell())
        return illegalMoveReason(position, move.topLeft);
    return tr("The rectangle %1 holds empty cells: a move clears a rectangle of filled cells only.")
        .arg(GameLook::moveName(move));
}

} // namespace gui
