#include "gui/games/chomp/ChompLook.h"

#include "gui/base/ColorScheme.h"
#include "gui/games/chomp/ChompRules.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/LookPaint.h"
#include "gui/looks/MoveAnimationPaint.h"

#include <QCoreApplication>
#include <QPainterPath>

namespace gui {

namespace {

// The tray follows the scheme; the chocolate does not.
const SchemeColour kTray{QColor(236, 226, 211), QColor(50, 40, 34)};
const QColor kChocolate(123, 74, 46);
const QColor kChocolateDark(84, 48, 28);
const QColor kPoisonChocolate(96, 62, 78);
const QColor kPoisonDrop(190, 90, 255);

void paintPiece(QPainter& painter, const QRectF& rect, const QColor& base, qreal detail)
{
    const qreal gap = rect.width() * 0.04;
    const QRectF piece = rect.adjusted(gap, gap, -gap, -gap);
    painter.fillRect(piece, base);
    if (!LookPaint::detailed(rect, detail, 10.0))
        return;
    // A bevel: light top-left edge, dark bottom-right edge, a raised inner block.
    const qreal bevel = rect.width() * 0.12;
    const QRectF inner = piece.adjusted(bevel, bevel, -bevel, -bevel);
    painter.fillPath(LookPaint::bevelBand(piece, inner, true), base.lighter(125));
    painter.fillPath(LookPaint::bevelBand(piece, inner, false), base.darker(135));
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
    const SmoothPainting smooth(painter);
    painter.setPen(QPen(Qt::white, s * 0.05));
    painter.setBrush(kPoisonDrop);
    painter.drawPath(drop);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 170));
    painter.drawEllipse(QPointF(c.x() - 0.07 * s, c.y() + 0.05 * s), 0.045 * s, 0.07 * s);
}

void paintSlot(QPainter& painter, const QRectF& rect, qreal detail)
{
    painter.fillRect(rect, kTray.now());
    if (!LookPaint::detailed(rect, detail, 10.0))
        return;
    const qreal gap = rect.width() * 0.08;
    const QColor slot = SchemeColour{QColor(225, 212, 194), QColor(66, 54, 46)}.now();
    const SmoothPainting smooth(painter);
    painter.setPen(QPen(ColorScheme::current().pick(slot.darker(115), slot.lighter(140)), rect.width() * 0.02,
                        Qt::DashLine));
    painter.setBrush(slot);
    painter.drawRoundedRect(rect.adjusted(gap, gap, -gap, -gap), gap, gap);
}

} // namespace

// Pieces are chocolate on a dark rim; a bite eats the pieces, which shrink and
// fade, those nearest the bite first.
class ChompLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::ChompLook)

public:
    ChompLook()
        : GameLook(&tr, {.name = QT_TR_NOOP("Poisoned Chomp"),
                         .background = kTray,
                         .labels = {kChocolateDark, QColor(232, 210, 186)},
                         .playPrompt = QT_TR_NOOP("Play mode: click a piece to take your bite."),
                         .palette = {{engine::CellKind::Poison, QT_TR_NOOP("Poison"), ":/icons/poison.svg",
                                      QT_TR_NOOP("Poison: click a piece to poison it or make it chocolate again, "
                                                 "drag to poison a run, right-drag to remove poison")},
                                     {engine::CellKind::Empty, QT_TR_NOOP("Chocolate"), ":/icons/eraser.svg",
                                      QT_TR_NOOP("Chocolate (eraser): click or drag to remove poison")}},
                         .illegalMoves = {QT_TR_NOOP("That is outside the bar."),
                                          {{engine::CellKind::Eaten, QT_TR_NOOP("That piece has already been eaten.")},
                                           {engine::CellKind::Poison,
                                            QT_TR_NOOP("That piece is poisoned: nobody may eat it.")}},
                                          QT_TR_NOOP("A bite at (%1, %2) would eat poison below or to the right of "
                                                     "it.")},
                         .kindNames = {{engine::CellKind::Poison, QT_TR_NOOP("poison")},
                                       {engine::CellKind::Eaten, QT_TR_NOOP("eaten")}},
                         .animatesMoves = true,
                         .rulesPage = &chompRulesPage})
    {
    }

    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override
    {
        if (kind == engine::CellKind::Eaten) {
            paintSlot(painter, rect, detail);
            return;
        }
        const bool poison = kind == engine::CellKind::Poison;
        painter.fillRect(rect, kChocolateDark);
        paintPiece(painter, rect, poison ? kPoisonChocolate : kChocolate, detail);
        if (!poison)
            return;
        if (LookPaint::detailed(rect, detail, 6.0))
            paintDrop(painter, rect);
        else
            painter.fillRect(rect.adjusted(rect.width() / 4, rect.height() / 4, -rect.width() / 4,
                                           -rect.height() / 4),
                             kPoisonDrop);
    }

    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override
    {
        MoveAnimationPaint::vanishFrom(painter, *this, frame, MoveAnimationPaint::moveCentre(frame));
    }

    // A bar without poison is no game (the first bite at the corner eats it all): New starts the classic one.
    [[nodiscard]] engine::Board newBoard(const engine::Game& game, engine::Coord rows,
                                         engine::Coord cols) const override
    {
        engine::Board board = game.emptyBoard(rows, cols);
        board.setCell({0, 0}, engine::CellKind::Poison);
        return board;
    }

    [[nodiscard]] NewBoardName newBoardName() const override
    {
        return {tr("Classic gam&e: poison in the corner"),
                tr("A bar of the chosen size with one poisoned piece in its top-left corner: whoever is left with "
                   "only the poison loses")};
    }
};

const GameLook& chompLook()
{
    static const ChompLook look;
    return look;
}

} // namespace gui
