#include "gui/games/volcano/VolcanoLook.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/games/volcano/VolcanoRules.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/LookPaint.h"
#include "gui/looks/MoveAnimationPaint.h"

#include "engine/games/volcano/PrimeCross.h"

#include <QCoreApplication>
#include <QLinearGradient>
#include <QPainterPath>
#include <QRadialGradient>

namespace gui {

namespace {

// The field around the board and the open ground follow the scheme; the lava does not.
const SchemeColour kField{QColor(64, 78, 58), QColor(24, 30, 22)};
const SchemeColour kGround{QColor(178, 196, 150), QColor(106, 124, 86)};

const QColor kLavaHot(255, 196, 64);
const QColor kLava(240, 110, 30);
const QColor kLavaDark(170, 40, 20);

void paintGround(QPainter& painter, const QRectF& rect, qreal detail)
{
    const SchemeColour groundDark{QColor(150, 170, 124), QColor(84, 102, 66)};
    painter.fillRect(rect, kGround.now());
    if (!LookPaint::detailed(rect, detail, 14.0))
        return;
    // A few darker tufts so the field does not look like a plain table.
    const qreal s = rect.width();
    painter.setPen(QPen(groundDark.now(), s * 0.035, Qt::SolidLine, Qt::RoundCap));
    const QPointF tufts[] = {{0.22, 0.78}, {0.74, 0.26}, {0.80, 0.84}};
    for (const QPointF& t : tufts) {
        const QPointF base(rect.left() + t.x() * s, rect.top() + t.y() * s);
        painter.drawLine(base, base + QPointF(-0.04 * s, -0.08 * s));
        painter.drawLine(base, base + QPointF(0.0, -0.10 * s));
        painter.drawLine(base, base + QPointF(0.04 * s, -0.08 * s));
    }
    painter.setPen(QPen(kField.now().lighter(160), 0.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(rect);
}

void paintWall(QPainter& painter, const QRectF& rect, qreal detail)
{
    const QColor basalt(72, 74, 84);
    painter.fillRect(rect, basalt.darker(130));
    const qreal s = rect.width();
    const QRectF block = rect.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04);
    QLinearGradient shade(block.topLeft(), block.bottomRight());
    shade.setColorAt(0.0, basalt.lighter(145));
    shade.setColorAt(1.0, basalt);
    painter.fillRect(block, shade);
    if (!LookPaint::detailed(rect, detail, 12.0))
        return;
    // Mortar joints of two courses of stones.
    painter.setPen(QPen(basalt.darker(160), s * 0.04));
    const qreal mid = block.center().y();
    painter.drawLine(QPointF(block.left(), mid), QPointF(block.right(), mid));
    painter.drawLine(QPointF(block.center().x(), block.top()), QPointF(block.center().x(), mid));
    painter.drawLine(QPointF(block.left() + block.width() * 0.25, mid),
                     QPointF(block.left() + block.width() * 0.25, block.bottom()));
    painter.drawLine(QPointF(block.left() + block.width() * 0.75, mid),
                     QPointF(block.left() + block.width() * 0.75, block.bottom()));
}

void paintMonster(QPainter& painter, const QRectF& rect, qreal detail)
{
    const QColor monster(132, 78, 196);
    const QColor monsterDark(62, 30, 100);
    const QPointF c = rect.center();
    const qreal s = rect.width();
    if (!LookPaint::detailed(rect, detail, 10.0)) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(monster);
        painter.drawEllipse(c, s * 0.32, s * 0.32);
        return;
    }
    // A round creature with two horns and big eyes, drawn large enough to show
    // around the analysis mark painted on its belly.
    QPainterPath body;
    body.moveTo(c.x() - 0.34 * s, c.y() + 0.30 * s);
    body.cubicTo(c.x() - 0.40 * s, c.y() - 0.10 * s, c.x() - 0.26 * s, c.y() - 0.32 * s, c.x(), c.y() - 0.32 * s);
    body.cubicTo(c.x() + 0.26 * s, c.y() - 0.32 * s, c.x() + 0.40 * s, c.y() - 0.10 * s, c.x() + 0.34 * s,
                 c.y() + 0.30 * s);
    // A scalloped hem: three little feet.
    body.quadTo(c.x() + 0.23 * s, c.y() + 0.40 * s, c.x() + 0.11 * s, c.y() + 0.30 * s);
    body.quadTo(c.x(), c.y() + 0.40 * s, c.x() - 0.11 * s, c.y() + 0.30 * s);
    body.quadTo(c.x() - 0.23 * s, c.y() + 0.40 * s, c.x() - 0.34 * s, c.y() + 0.30 * s);
    QPainterPath horns;
    horns.moveTo(c.x() - 0.22 * s, c.y() - 0.24 * s);
    horns.lineTo(c.x() - 0.30 * s, c.y() - 0.44 * s);
    horns.lineTo(c.x() - 0.08 * s, c.y() - 0.31 * s);
    horns.moveTo(c.x() + 0.22 * s, c.y() - 0.24 * s);
    horns.lineTo(c.x() + 0.30 * s, c.y() - 0.44 * s);
    horns.lineTo(c.x() + 0.08 * s, c.y() - 0.31 * s);
    painter.setPen(QPen(monsterDark, s * 0.04, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(QColor(236, 226, 200));
    painter.drawPath(horns);
    QRadialGradient fur(c.x() - 0.1 * s, c.y() - 0.15 * s, 0.5 * s);
    fur.setColorAt(0.0, monster.lighter(140));
    fur.setColorAt(1.0, monster);
    painter.setBrush(fur);
    painter.drawPath(body);
    // Eyes above the centre, where the analysis marks leave them visible.
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    const qreal eyeY = c.y() - 0.15 * s;
    painter.drawEllipse(QPointF(c.x() - 0.11 * s, eyeY), 0.075 * s, 0.085 * s);
    painter.drawEllipse(QPointF(c.x() + 0.11 * s, eyeY), 0.075 * s, 0.085 * s);
    painter.setBrush(monsterDark);
    painter.drawEllipse(QPointF(c.x() - 0.10 * s, eyeY + 0.02 * s), 0.035 * s, 0.04 * s);
    painter.drawEllipse(QPointF(c.x() + 0.12 * s, eyeY + 0.02 * s), 0.035 * s, 0.04 * s);
}

void paintLava(QPainter& painter, const QRectF& rect, qreal detail)
{
    if (!LookPaint::detailed(rect, detail, 10.0)) {
        painter.fillRect(rect, kLava);
        return;
    }
    const qreal s = rect.width();
    QRadialGradient glow(rect.center(), s * 0.75);
    glow.setColorAt(0.0, kLavaHot);
    glow.setColorAt(0.55, kLava);
    glow.setColorAt(1.0, kLavaDark);
    painter.fillRect(rect, glow);
    // Dark crust plates drifting on the flow.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(110, 30, 18, 150));
    painter.drawEllipse(QRectF(rect.left() + 0.12 * s, rect.top() + 0.16 * s, 0.28 * s, 0.14 * s));
    painter.drawEllipse(QRectF(rect.left() + 0.58 * s, rect.top() + 0.62 * s, 0.26 * s, 0.13 * s));
    painter.setBrush(QColor(255, 240, 160, 150));
    painter.drawEllipse(QRectF(rect.left() + 0.60 * s, rect.top() + 0.24 * s, 0.10 * s, 0.06 * s));
}

void paintVolcano(QPainter& painter, const QRectF& rect, qreal detail)
{
    const QColor coneColour(96, 62, 46);
    paintLava(painter, rect, detail);
    const qreal s = rect.width();
    const QPointF c = rect.center();
    QPainterPath cone;
    cone.moveTo(c.x() - 0.40 * s, c.y() + 0.34 * s);
    cone.lineTo(c.x() - 0.12 * s, c.y() - 0.20 * s);
    cone.lineTo(c.x() + 0.12 * s, c.y() - 0.20 * s);
    cone.lineTo(c.x() + 0.40 * s, c.y() + 0.34 * s);
    cone.closeSubpath();
    painter.setPen(LookPaint::detailed(rect, detail, 10.0) ? QPen(QColor(40, 20, 12), s * 0.04) : QPen(Qt::NoPen));
    QLinearGradient flank(c.x() - 0.4 * s, 0, c.x() + 0.4 * s, 0);
    flank.setColorAt(0.0, coneColour.lighter(130));
    flank.setColorAt(1.0, coneColour.darker(140));
    painter.setBrush(flank);
    painter.drawPath(cone);
    if (!LookPaint::detailed(rect, detail, 10.0))
        return;
    // The crater and the lava running down from it.
    painter.setBrush(kLavaHot);
    painter.drawEllipse(QPointF(c.x(), c.y() - 0.20 * s), 0.12 * s, 0.05 * s);
    QPainterPath flow;
    flow.moveTo(c.x() - 0.03 * s, c.y() - 0.18 * s);
    flow.quadTo(c.x() - 0.10 * s, c.y() + 0.02 * s, c.x() - 0.05 * s, c.y() + 0.16 * s);
    painter.setPen(QPen(kLava, s * 0.06, Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(flow);
    // A puff of smoke above the crater.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(90, 90, 96, 190));
    painter.drawEllipse(QPointF(c.x() + 0.02 * s, c.y() - 0.34 * s), 0.08 * s, 0.06 * s);
    painter.drawEllipse(QPointF(c.x() + 0.12 * s, c.y() - 0.40 * s), 0.06 * s, 0.05 * s);
}

} // namespace

// Walls are basalt blocks, monsters little violet creatures on mossy ground,
// lava glows across the cells it covered and an erupted cell shows a cone.
class VolcanoLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::VolcanoLook)

public:
    VolcanoLook()
        : GameLook(&tr, {.name = QT_TR_NOOP("Volcano"),
                         .background = kField,
                         .labels = SchemeColour::fixed(QColor(226, 232, 208)),
                         .playPrompt = QT_TR_NOOP("Play mode: click a monster to make its volcano erupt."),
                         .palette = {{engine::CellKind::Wall, QT_TR_NOOP("Wall"), ":/icons/wall.svg",
                                      QT_TR_NOOP("Wall: click a cell to build or remove a wall, drag to build a run "
                                                 "of walls, right-drag to clear cells")},
                                     {engine::CellKind::Monster, QT_TR_NOOP("Monster"), ":/icons/monster.svg",
                                      QT_TR_NOOP("Monster: click open ground to place or remove a monster by hand, "
                                                 "right-click to clear a cell")},
                                     {engine::CellKind::Empty, QT_TR_NOOP("Open Ground"), ":/icons/eraser.svg",
                                      QT_TR_NOOP("Open ground (eraser): click or drag to clear walls and monsters")}},
                         .illegalMoves = {QT_TR_NOOP("That is outside the field."),
                                          {{engine::CellKind::Lava,
                                            QT_TR_NOOP("Lava covers (%1, %2): nothing lives there any more.")},
                                           {engine::CellKind::Volcano,
                                            QT_TR_NOOP("Lava covers (%1, %2): nothing lives there any more.")},
                                           {engine::CellKind::Wall,
                                            QT_TR_NOOP("(%1, %2) is a wall: only a monster can erupt.")}},
                                          QT_TR_NOOP("No monster lives at (%1, %2).")},
                         .kindNames = {{engine::CellKind::Wall, QT_TR_NOOP("wall")},
                                       {engine::CellKind::Monster, QT_TR_NOOP("monster")},
                                       {engine::CellKind::Lava, QT_TR_NOOP("lava")},
                                       {engine::CellKind::Volcano, QT_TR_NOOP("volcano")}},
                         .animatesMoves = true,
                         .rulesPage = &volcanoRulesPage})
    {
    }

    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override
    {
        const SmoothPainting smooth(painter);
        switch (kind) {
        case engine::CellKind::Wall: paintWall(painter, rect, detail); break;
        case engine::CellKind::Monster:
            paintGround(painter, rect, detail);
            paintMonster(painter, rect, detail);
            break;
        case engine::CellKind::Lava: paintLava(painter, rect, detail); break;
        case engine::CellKind::Volcano: paintVolcano(painter, rect, detail); break;
        default: paintGround(painter, rect, detail); break;
        }
    }

    // The lava flows out of the erupting cell along its row and column, its hot
    // front glowing; the monster fades out in the crater.
    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override
    {
        const QRectF crater = frame.geometry->cellRect(frame.move.topLeft);
        const QPointF origin = crater.center();
        MoveAnimationPaint::spreadFrom(painter, *this, frame, origin, frame.move.topLeft);
        const SmoothPainting smooth(painter);
        // The hot front of the flow, on the cells the lava covers.
        QPainterPath flow;
        for (const engine::Cell cell : *frame.changed)
            flow.addRect(frame.geometry->cellRect(cell));
        painter.setClipPath(flow);
        const qreal radius = frame.progress * MoveAnimationPaint::reach(frame, origin);
        QColor hot = kLavaHot;
        hot.setAlphaF(0.8 * (1.0 - frame.progress));
        painter.setPen(QPen(hot, crater.width() * 0.35));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(origin, radius, radius);
        // The monster sinks into the crater.
        painter.setOpacity(1.0 - frame.progress);
        painter.setClipRect(crater);
        paintCell(painter, crater, frame.before->cellAt(frame.move.topLeft), frame.detail);
    }

    [[nodiscard]] QList<SetupAction> setupActions() const override
    {
        return {SetupAction{
            tr("Derive Monsters"), QIcon(QStringLiteral(":/icons/monster.svg")),
            tr("Derive Monsters: put a monster on every open cell whose open runs in all four directions are at "
               "least 2 cells long (the prime-cross rule). Replaces the monsters placed by hand."),
            [](const engine::Board& setup) { return engine::withPrimeCrossMonsters(setup); },
            tr("Monsters Follow Walls"),
            tr("Monsters Follow Walls: while on, the monsters are derived from the walls after every stroke, so "
               "they appear and vanish as you paint")}};
    }

    [[nodiscard]] engine::Board newBoard(const engine::Game& game, engine::Coord rows,
                                         engine::Coord cols) const override
    {
        // A field without monsters could not be played: start with the monsters of the open field.
        return engine::withPrimeCrossMonsters(game.emptyBoard(rows, cols));
    }
};

const GameLook& volcanoLook()
{
    static const VolcanoLook look;
    return look;
}

} // namespace gui
