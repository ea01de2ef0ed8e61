#include "gui/games/rectangles/RectanglesLook.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/games/rectangles/RectanglesRules.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/LookPaint.h"
#include "gui/looks/MoveAnimationPaint.h"

#include <QCoreApplication>
#include <QLinearGradient>

namespace gui {

namespace {

// The paper follows the scheme; the tiles do not.
const SchemeColour kPaper{QColor(232, 236, 242), QColor(32, 36, 44)};

const QColor kTile(44, 110, 184);
const QColor kTileDark(22, 62, 118);

void paintTile(QPainter& painter, const QRectF& rect, qreal detail)
{
    const qreal s = rect.width();
    const QRectF tile = rect.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05);
    if (!LookPaint::detailed(rect, detail, 10.0)) {
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
    const SchemeColour slotColour{QColor(218, 224, 233), QColor(44, 50, 60)};
    const SchemeColour slotLine{QColor(190, 198, 212), QColor(84, 94, 112)};
    const qreal s = rect.width();
    painter.fillRect(rect, kPaper.now());
    if (!LookPaint::detailed(rect, detail, 10.0))
        return;
    const QRectF slot = rect.adjusted(s * 0.10, s * 0.10, -s * 0.10, -s * 0.10);
    painter.setPen(QPen(slotLine.now(), s * 0.02, Qt::DashLine));
    painter.setBrush(slotColour.now());
    painter.drawRoundedRect(slot, s * 0.08, s * 0.08);
}

} // namespace

// Tiles glazed blue on pale paper; a move is a rectangle dragged out from
// corner to corner, and the cleared rectangle lights up and fades while its
// tiles shrink away from its centre.
class RectanglesLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::RectanglesLook)

public:
    RectanglesLook()
        : GameLook(&tr, {.name = QT_TR_NOOP("Rectangles"),
                         .background = kPaper,
                         .labels = {kTileDark, QColor(176, 200, 236)},
                         .playPrompt = QT_TR_NOOP("Play mode: click a tile to clear it, or drag from corner to "
                                                  "corner to clear a rectangle of tiles."),
                         .palette = {{engine::CellKind::Filled, QT_TR_NOOP("Filled"), ":/icons/filled.svg",
                                      QT_TR_NOOP("Filled (1): click a cell to fill or empty it, drag to fill a run "
                                                 "of cells, right-drag to empty cells")},
                                     {engine::CellKind::Empty, QT_TR_NOOP("Empty"), ":/icons/eraser.svg",
                                      QT_TR_NOOP("Empty (0, eraser): click or drag to empty cells")}},
                         .illegalMoves = {QT_TR_NOOP("That is outside the board."),
                                          {},
                                          QT_TR_NOOP("(%1, %2) is empty: only filled cells can be cleared.")},
                         .kindNames = {{engine::CellKind::Filled, QT_TR_NOOP("filled")}},
                         .animatesMoves = true,
                         .playsRectangles = true,
                         .rulesPage = &rectanglesRulesPage})
    {
    }

    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override
    {
        const SmoothPainting smooth(painter);
        if (kind == engine::CellKind::Filled) {
            painter.fillRect(rect, kPaper.now());
            paintTile(painter, rect, detail);
        } else {
            paintSlot(painter, rect, detail);
        }
    }

    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override
    {
        const QRectF area
            = frame.geometry->cellRect(frame.move.topLeft).united(frame.geometry->cellRect(frame.move.bottomRight));
        const SmoothPainting smooth(painter);
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
    }

    [[nodiscard]] QString moveName(const engine::Move& move) const override
    {
        if (move.isSingleCell())
            return GameLook::moveName(move);
        return tr("%1 (%2×%3)")
            .arg(GameLook::moveName(move))
            .arg(move.bottomRight.row - move.topLeft.row + 1)
            .arg(move.bottomRight.col - move.topLeft.col + 1);
    }

    using GameLook::illegalMoveReason;
    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, const engine::Move& move) const override
    {
        if (move.isSingleCell())
            return illegalMoveReason(position, move.topLeft);
        return tr("The rectangle %1 holds empty cells: a move clears a rectangle of filled cells only.")
            .arg(GameLook::moveName(move));
    }
};

const GameLook& rectanglesLook()
{
    static const RectanglesLook look;
    return look;
}

} // namespace gui
