#include "gui/games/attractions/AttractionsLook.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/games/attractions/AttractionsRules.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/LookPaint.h"
#include "gui/looks/MoveAnimationPaint.h"

#include <QCoreApplication>
#include <QPainterPath>

#include <array>

namespace gui {

namespace {

// The hedge around the park, its lawn and lots follow the scheme; the signs do not.
const SchemeColour kHedge{QColor(62, 98, 52), QColor(24, 40, 22)};
const SchemeColour kLawn{QColor(160, 198, 118), QColor(110, 142, 82)};
const SchemeColour kLot{QColor(241, 219, 166), QColor(196, 176, 128)};

const QColor kSign(96, 44, 120);
const QColor kSignLight(214, 176, 236);

// The four diagonal directions; 0 and 2 form the "\" line, 1 and 3 the "/" line.
constexpr std::array<std::array<int, 2>, 4> kDiagonals{{{-1, -1}, {-1, 1}, {1, 1}, {1, -1}}};

// True when walking from `cell` in direction `d` over signs reaches an attraction:
// then a line of signs from that attraction runs through `cell`.
bool reachesAttraction(const engine::Board& board, engine::Cell cell, int d)
{
    engine::Cell next{cell.row + kDiagonals[d][0], cell.col + kDiagonals[d][1]};
    while (board.contains(next)) {
        const engine::CellKind kind = board.cellAt(next);
        if (kind == engine::CellKind::Attraction)
            return true;
        if (kind != engine::CellKind::Sign)
            return false;
        next = {next.row + kDiagonals[d][0], next.col + kDiagonals[d][1]};
    }
    return false;
}

QPointF cornerOf(const QRectF& rect, int d)
{
    return {kDiagonals[d][1] < 0 ? rect.left() : rect.right(), kDiagonals[d][0] < 0 ? rect.top() : rect.bottom()};
}

void paintLawn(QPainter& painter, const QRectF& rect, qreal detail)
{
    const SchemeColour lawnLine{QColor(140, 178, 100), QColor(88, 118, 64)};
    painter.fillRect(rect, kLawn.now());
    if (LookPaint::detailed(rect, detail, 10.0)) {
        painter.setPen(QPen(lawnLine.now(), 0.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect);
    }
}

void paintLot(QPainter& painter, const QRectF& rect, qreal detail)
{
    const SchemeColour lotEdge{QColor(196, 160, 98), QColor(130, 100, 56)};
    const qreal s = rect.width();
    const QRectF lot = rect.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08);
    if (!LookPaint::detailed(rect, detail, 10.0)) {
        painter.fillRect(lot, kLot.now());
        return;
    }
    painter.setPen(QPen(lotEdge.now(), s * 0.035, Qt::DashLine));
    painter.setBrush(kLot.now());
    painter.drawRoundedRect(lot, s * 0.10, s * 0.10);
}

// A line of signs through the cell, from corner d to the opposite corner.
void paintSignLine(QPainter& painter, const QRectF& rect, int d, qreal detail)
{
    const qreal s = rect.width();
    const QPointF from = cornerOf(rect, d);
    const QPointF to = cornerOf(rect, (d + 2) % 4);
    painter.setPen(QPen(kSign, s * 0.16, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from, to);
    if (LookPaint::detailed(rect, detail, 12.0)) {
        painter.setPen(QPen(kSignLight, s * 0.04, Qt::DotLine, Qt::RoundCap));
        painter.drawLine(from, to);
    }
}

void paintTent(QPainter& painter, const QRectF& rect, qreal detail)
{
    const QColor tentRed(214, 48, 56);
    const QColor tentDark(110, 20, 28);
    const qreal s = rect.width();
    const QPointF c = rect.center();
    if (!LookPaint::detailed(rect, detail, 10.0)) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(tentRed);
        painter.drawEllipse(c, s * 0.34, s * 0.34);
        return;
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 50));
    painter.drawEllipse(QPointF(c.x(), c.y() + 0.32 * s), 0.34 * s, 0.07 * s);
    // The walls: red and white stripes.
    const QRectF wall(c.x() - 0.28 * s, c.y() - 0.02 * s, 0.56 * s, 0.34 * s);
    for (int i = 0; i < 4; ++i)
        painter.fillRect(QRectF(wall.left() + i * wall.width() / 4, wall.top(), wall.width() / 4, wall.height()),
                         i % 2 == 0 ? tentRed : QColor(250, 246, 240));
    painter.setPen(QPen(tentDark, s * 0.03));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(wall);
    // The door.
    painter.setBrush(tentDark);
    painter.drawRoundedRect(QRectF(c.x() - 0.07 * s, c.y() + 0.12 * s, 0.14 * s, 0.20 * s), 0.05 * s, 0.05 * s);
    // The roof and its flag.
    QPainterPath roof;
    roof.moveTo(c.x() - 0.36 * s, c.y() + 0.02 * s);
    roof.lineTo(c.x(), c.y() - 0.30 * s);
    roof.lineTo(c.x() + 0.36 * s, c.y() + 0.02 * s);
    roof.closeSubpath();
    painter.setBrush(tentRed);
    painter.drawPath(roof);
    painter.setPen(QPen(QColor(250, 246, 240), s * 0.04));
    painter.drawLine(QPointF(c.x(), c.y() - 0.28 * s), QPointF(c.x(), c.y() + 0.0 * s));
    painter.setPen(QPen(tentDark, s * 0.025));
    painter.drawLine(QPointF(c.x(), c.y() - 0.30 * s), QPointF(c.x(), c.y() - 0.44 * s));
    QPainterPath flag;
    flag.moveTo(c.x(), c.y() - 0.44 * s);
    flag.lineTo(c.x() + 0.14 * s, c.y() - 0.40 * s);
    flag.lineTo(c.x(), c.y() - 0.36 * s);
    flag.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 200, 40));
    painter.drawPath(flag);
}

} // namespace

// A sign cell draws only the diagonals that lead to an attraction, so it needs
// its neighbours (paintCellAt); the tent rises on its lot and its signs grow out
// along the four diagonals.
class AttractionsLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::AttractionsLook)

public:
    AttractionsLook()
        : GameLook(&tr, {.name = QT_TR_NOOP("Attractions"),
                         .background = kHedge,
                         .labels = SchemeColour::fixed(QColor(232, 240, 220)),
                         .playPrompt = QT_TR_NOOP("Play mode: click a free spot to build an attraction there."),
                         .palette = {{engine::CellKind::Spot, QT_TR_NOOP("Spot"), ":/icons/spot.svg",
                                      QT_TR_NOOP("Spot: click a cell to make it a building lot or plain lawn again, "
                                                 "drag to lay out a run, right-drag to turn cells back into lawn")},
                                     {engine::CellKind::Empty, QT_TR_NOOP("Plain"), ":/icons/eraser.svg",
                                      QT_TR_NOOP("Plain (eraser): click or drag to turn spots back into lawn, where "
                                                 "nothing may be built")}},
                         .illegalMoves = {QT_TR_NOOP("That is outside the park."),
                                          {{engine::CellKind::Attraction,
                                            QT_TR_NOOP("An attraction already stands at (%1, %2).")},
                                           {engine::CellKind::Sign,
                                            QT_TR_NOOP("A sign covers (%1, %2): nothing more can be built there.")}},
                                          QT_TR_NOOP("(%1, %2) is plain lawn: attractions are built only on spots.")},
                         .kindNames = {{engine::CellKind::Spot, QT_TR_NOOP("spot")},
                                       {engine::CellKind::Attraction, QT_TR_NOOP("attraction")},
                                       {engine::CellKind::Sign, QT_TR_NOOP("sign")}},
                         .animatesMoves = true,
                         .rulesPage = &attractionsRulesPage})
    {
    }

    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override
    {
        const SmoothPainting smooth(painter);
        paintLawn(painter, rect, detail);
        switch (kind) {
        case engine::CellKind::Spot: paintLot(painter, rect, detail); break;
        case engine::CellKind::Attraction: paintTent(painter, rect, detail); break;
        case engine::CellKind::Sign:
            // Without its neighbours a sign cannot tell its line: both diagonals.
            paintSignLine(painter, rect, 0, detail);
            paintSignLine(painter, rect, 1, detail);
            break;
        default: break;
        }
    }

    void paintCellAt(QPainter& painter, const QRectF& rect, const engine::Board& board, engine::Cell cell,
                     qreal detail) const override
    {
        const engine::CellKind kind = board.cellAt(cell);
        if (kind != engine::CellKind::Sign && kind != engine::CellKind::Attraction) {
            paintCell(painter, rect, kind, detail);
            return;
        }
        const SmoothPainting smooth(painter);
        paintLawn(painter, rect, detail);
        if (kind == engine::CellKind::Sign) {
            bool drawn = false;
            for (int d = 0; d < 2; ++d)
                if (reachesAttraction(board, cell, d) || reachesAttraction(board, cell, d + 2)) {
                    paintSignLine(painter, rect, d, detail);
                    drawn = true;
                }
            if (!drawn) {
                paintSignLine(painter, rect, 0, detail);
                paintSignLine(painter, rect, 1, detail);
            }
        } else {
            // The lines start under the tent, towards every neighbouring sign.
            const qreal s = rect.width();
            for (int d = 0; d < 4; ++d) {
                const engine::Cell next{cell.row + kDiagonals[d][0], cell.col + kDiagonals[d][1]};
                if (board.contains(next) && board.cellAt(next) == engine::CellKind::Sign) {
                    painter.setPen(QPen(kSign, s * 0.16, Qt::SolidLine, Qt::RoundCap));
                    painter.drawLine(rect.center(), cornerOf(rect, d));
                }
            }
            paintTent(painter, rect, detail);
        }
    }

    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override
    {
        const engine::Cell spot = frame.move.topLeft;
        const QRectF rect = frame.geometry->cellRect(spot);
        MoveAnimationPaint::spreadFrom(painter, *this, frame, rect.center(), spot);
        const SmoothPainting smooth(painter);
        // The lot gives way to the tent, and a ring spreads from it.
        painter.save();
        painter.setOpacity(1.0 - frame.progress);
        paintCellAt(painter, rect, *frame.before, spot, frame.detail);
        painter.restore();
        QColor ring = kSignLight;
        ring.setAlphaF(1.0 - frame.progress);
        const qreal radius = rect.width() * (0.2 + 0.8 * frame.progress);
        painter.setPen(QPen(ring, rect.width() * 0.06));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(rect.center(), radius, radius);
    }
};

const GameLook& attractionsLook()
{
    static const AttractionsLook look;
    return look;
}

} // namespace gui
