#include "gui/games/pawn/PawnLook.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/games/pawn/PawnMapLayer.h"
#include "gui/games/pawn/PawnRules.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/LookPaint.h"

#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnSolver.h"

#include <QCoreApplication>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <variant>

namespace gui {

namespace {

const QColor kPassable(244, 236, 214);
const QColor kPawn(38, 52, 120);

void paintStone(QPainter& painter, const QRectF& rect, qreal detail)
{
    const QColor stone(74, 80, 92);
    const QColor stoneLight(112, 120, 134);
    painter.fillRect(rect, stone);
    if (!LookPaint::detailed(rect, detail, 10.0))
        return;
    // A raised block with a lighter top-left bevel.
    const qreal bevel = rect.width() * 0.12;
    painter.fillPath(LookPaint::bevelBand(rect, rect.adjusted(bevel, bevel, -bevel, -bevel), true), stoneLight);
}

void paintPawn(QPainter& painter, const QRectF& rect, qreal detail)
{
    const QColor pawnRim(250, 250, 255);
    const qreal s = rect.width();
    const QPointF c = rect.center();
    const SmoothPainting smooth(painter);
    if (!LookPaint::detailed(rect, detail, 8.0)) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(kPawn);
        painter.drawEllipse(rect);
        return;
    }
    // A chess pawn: a head, a neck collar and a wide foot.
    QPainterPath body;
    body.addEllipse(QPointF(c.x(), c.y() - 0.20 * s), 0.13 * s, 0.13 * s);
    body.addRoundedRect(QRectF(c.x() - 0.14 * s, c.y() - 0.07 * s, 0.28 * s, 0.06 * s), 0.03 * s, 0.03 * s);
    QPainterPath trunk;
    trunk.moveTo(c.x() - 0.08 * s, c.y() - 0.02 * s);
    trunk.lineTo(c.x() + 0.08 * s, c.y() - 0.02 * s);
    trunk.cubicTo(c.x() + 0.10 * s, c.y() + 0.12 * s, c.x() + 0.22 * s, c.y() + 0.18 * s, c.x() + 0.26 * s,
                  c.y() + 0.24 * s);
    trunk.lineTo(c.x() - 0.26 * s, c.y() + 0.24 * s);
    trunk.cubicTo(c.x() - 0.22 * s, c.y() + 0.18 * s, c.x() - 0.10 * s, c.y() + 0.12 * s, c.x() - 0.08 * s,
                  c.y() - 0.02 * s);
    trunk.closeSubpath();
    body.addPath(trunk);
    body.addRoundedRect(QRectF(c.x() - 0.30 * s, c.y() + 0.22 * s, 0.60 * s, 0.10 * s), 0.04 * s, 0.04 * s);
    body.setFillRule(Qt::WindingFill);
    painter.setPen(QPen(pawnRim, 0.04 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(kPawn);
    painter.drawPath(body.simplified());
}

} // namespace

// The pawn is the cell the view keeps in sight, and the look makes the win/loss
// map of its own game's solver.
class PawnLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::PawnLook)

public:
    PawnLook()
        : GameLook(&tr, {.name = QT_TR_NOOP("Pawn"),
                         .background = SchemeColour::fixed(QColor(214, 209, 196)),
                         .labels = SchemeColour::fixed(QColor(70, 62, 48)),
                         .playPrompt = QT_TR_NOOP("Play mode: click a cell left of the pawn or above it to move the "
                                                  "pawn there."),
                         .palette = {{engine::CellKind::Impassable, QT_TR_NOOP("Impassable"), ":/icons/impassable.svg",
                                      QT_TR_NOOP("Impassable: click a cell to block it or free it again, drag to "
                                                 "block a run, right-drag to free cells")},
                                     {engine::CellKind::Pawn, QT_TR_NOOP("Pawn"), ":/icons/pawn.svg",
                                      QT_TR_NOOP("Pawn: click a free cell to move the pawn there")},
                                     {engine::CellKind::Empty, QT_TR_NOOP("Eraser"), ":/icons/eraser.svg",
                                      QT_TR_NOOP("Eraser: click or drag to free impassable cells")}},
                         .kindNames = {{engine::CellKind::Impassable, QT_TR_NOOP("impassable")},
                                       {engine::CellKind::Pawn, QT_TR_NOOP("pawn")}},
                         .minimumCellPixels = {{engine::CellKind::Pawn, 14.0}},
                         .animatesMoves = true,
                         // The contest names a cell (X, Y), so Go to Cell asks in those words.
                         .rowLabel = QT_TR_NOOP("&Y (row, downwards):"),
                         .columnLabel = QT_TR_NOOP("&X (column, to the right):"),
                         .rulesPage = &pawnRulesPage})
    {
    }

    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override
    {
        switch (kind) {
        case engine::CellKind::Impassable: paintStone(painter, rect, detail); break;
        case engine::CellKind::Pawn: paintPawn(painter, rect, detail); break;
        default: painter.fillRect(rect, kPassable); break;
        }
    }

    // The pawn glides from its old cell to the new one along a fading trail
    // (over the last few cells of a long move, where the view follows it).
    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override
    {
        if (frame.progress >= 1.0)
            return; // the board below shows the pawn where it ends
        const auto from = std::find_if(frame.changed->begin(), frame.changed->end(), [&](engine::Cell cell) {
            return frame.before->cellAt(cell) == engine::CellKind::Pawn;
        });
        if (from == frame.changed->end())
            return;
        const engine::Cell to = frame.move.topLeft;
        const QRectF target = frame.geometry->cellRect(to);
        // Hide the pawn the board already shows at its destination: the cell as it was.
        paintCellAt(painter, target, *frame.before, to, frame.detail);
        // A windowed scene spans only part of the board: a pawn coming from farther
        // away enters at the scene's edge, which keeps the painter's numbers small.
        const QRectF scene = frame.geometry->boardRect();
        const QPointF start = frame.geometry->cellCenter(*from);
        const QPointF entry(std::clamp(start.x(), scene.left(), scene.right()),
                            std::clamp(start.y(), scene.top(), scene.bottom()));
        // A long move glides only its last kMaxGlideCells: the view follows the pawn
        // to its destination, so that is where the glide must be seen.
        constexpr qreal kMaxGlideCells = 12.0;
        QPointF way = entry - target.center();
        const qreal cells = std::max(std::abs(way.x()), std::abs(way.y())) / target.width();
        if (cells > kMaxGlideCells)
            way *= kMaxGlideCells / cells;
        const QPointF begin = target.center() + way;
        const QPointF now = begin + (target.center() - begin) * frame.progress;
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setOpacity(painter.opacity() * 0.45 * (1.0 - frame.progress));
        painter.setPen(QPen(kPawn, target.width() * 0.22, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(begin, now);
        painter.restore();
        QRectF pawn = target;
        pawn.moveCenter(now);
        paintCell(painter, pawn, engine::CellKind::Pawn, frame.detail);
    }

    // Always the full board (the size asked for is ignored) with the pawn at (8, 8).
    [[nodiscard]] engine::Board newBoard(const engine::Game& game, engine::Coord, engine::Coord) const override
    {
        engine::Board board = game.emptyBoard(engine::PawnGame::kSide, engine::PawnGame::kSide);
        board.setCell({8, 8}, engine::CellKind::Pawn);
        return board;
    }

    // The win/loss map of a prepared PawnSolver (the look knows its own game's solver).
    [[nodiscard]] std::shared_ptr<const CellMapLayer> cellMapLayer(const engine::Solver& solver) const override
    {
        const auto* pawnSolver = dynamic_cast<const engine::PawnSolver*>(&solver);
        std::shared_ptr<const engine::PawnMap> map = pawnSolver != nullptr ? pawnSolver->map() : nullptr;
        if (!map)
            return nullptr;
        return std::make_shared<PawnMapLayer>(std::move(map));
    }

    // The pawn, so the view follows it across the 10^9 board.
    [[nodiscard]] std::optional<engine::Cell> cellToKeepInView(const engine::Board& board) const override
    {
        // The board's look-up by kind: no pass over 10^5 impassable cells.
        const std::vector<engine::Cell> pawns = board.cellsOf(engine::CellKind::Pawn);
        if (pawns.empty())
            return std::nullopt;
        return pawns.front();
    }

    [[nodiscard]] QString centreOnKeptCellText() const override
    {
        return tr("Centre on &Pawn");
    }

    [[nodiscard]] QString centreOnKeptCellTip() const override
    {
        return tr("Centre the view on the pawn, wherever it stands on the board");
    }

    // A cell as the contest writes it: "(X, Y)".
    [[nodiscard]] static QString cellName(engine::Cell cell)
    {
        return QStringLiteral("(%1, %2)").arg(cell.col).arg(cell.row);
    }

    [[nodiscard]] QString moveName(const engine::Move& move) const override
    {
        return cellName(move.topLeft);
    }

    using GameLook::illegalMoveReason;
    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, engine::Cell cell) const override
    {
        if (!position.contains(cell))
            return tr("That is outside the board.");
        if (const auto problem = engine::PawnGame::pawnProblem(position))
            return QString::fromStdString(*problem);
        const engine::PawnReach reach = engine::PawnGame::reachOf(position);
        const engine::PawnReach* found = &reach;
        const engine::Cell pawn = found->pawn;
        if (cell == pawn)
            return tr("The pawn is on %1: pick a cell left of it or above it.").arg(cellName(pawn));
        if (position.cellAt(cell) == engine::CellKind::Impassable)
            return tr("%1 is impassable.").arg(cellName(cell));
        if (cell.row != pawn.row && cell.col != pawn.col)
            return tr("The pawn moves only along its row or its column: %1 is in neither.").arg(cellName(cell));
        if (cell.row > pawn.row || cell.col > pawn.col)
            return tr("The pawn moves only left or up, never right or down.");
        return tr("An impassable cell blocks the way from %1 to %2.").arg(cellName(pawn), cellName(cell));
    }
};

const GameLook& pawnLook()
{
    static const PawnLook look;
    return look;
}

} // namespace gui
