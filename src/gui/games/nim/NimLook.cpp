#include "gui/games/nim/NimLook.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/games/nim/NimRules.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/LookPaint.h"
#include "gui/looks/MoveAnimationPaint.h"

#include <QCoreApplication>
#include <QRadialGradient>

namespace gui {

namespace {

// The table's wooden edge follows the scheme, as the baize does; the tokens do not.
const SchemeColour kTable{QColor(104, 68, 40), QColor(52, 34, 22)};

void paintBaize(QPainter& painter, const QRectF& rect, qreal detail)
{
    painter.fillRect(rect, SchemeColour{QColor(46, 122, 78), QColor(28, 78, 50)}.now());
    if (!LookPaint::detailed(rect, detail, 8.0))
        return;
    // The heap's groove runs across the row, so a row of gaps still reads as one heap.
    const qreal s = rect.width();
    const QRectF groove(rect.left(), rect.center().y() - s * 0.06, rect.width(), s * 0.12);
    painter.fillRect(groove, SchemeColour{QColor(36, 100, 62), QColor(20, 60, 38)}.now());
}

// An ivory token lit from the top left, with a brown rim, an inner ring and a soft shadow.
void paintToken(QPainter& painter, const QRectF& rect, qreal detail)
{
    const QColor ivory(246, 232, 198);
    const QColor shade(214, 190, 140);
    const qreal s = rect.width();
    const QPointF c = rect.center();
    const qreal radius = s * 0.38;
    painter.setPen(Qt::NoPen);
    if (!LookPaint::detailed(rect, detail, 8.0)) {
        painter.setBrush(ivory);
        painter.drawEllipse(c, radius, radius);
        return;
    }
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawEllipse(QPointF(c.x() + s * 0.03, c.y() + s * 0.05), radius, radius);
    QRadialGradient face(QPointF(c.x() - radius * 0.35, c.y() - radius * 0.35), radius * 1.4);
    face.setColorAt(0.0, ivory.lighter(106));
    face.setColorAt(1.0, shade);
    painter.setBrush(face);
    painter.setPen(QPen(QColor(150, 104, 50), s * 0.04));
    painter.drawEllipse(c, radius, radius);
    painter.setPen(QPen(shade.darker(115), s * 0.025));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(c, radius * 0.62, radius * 0.62);
}

} // namespace

class NimLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::NimLook)

public:
    NimLook()
        : GameLook(&tr, traits())
    {
    }

    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override
    {
        const SmoothPainting smooth(painter);
        paintBaize(painter, rect, detail);
        if (kind == engine::CellKind::Counter)
            paintToken(painter, rect, detail);
    }

    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override
    {
        // The counters taken vanish from the one clicked to the end of the row.
        MoveAnimationPaint::vanishFrom(painter, *this, frame, frame.geometry->cellRect(frame.move.topLeft).center());
    }

    [[nodiscard]] std::optional<engine::Board> setupWithNumber(const engine::Board& setup, engine::Cell cell,
                                                               int number) const override
    {
        if (!setup.contains(cell) || number < 0 || number > setup.cols())
            return std::nullopt;
        engine::Board heap = setup;
        for (engine::Coord col = 0; col < setup.cols(); ++col)
            heap.setCell({cell.row, col}, col < number ? engine::CellKind::Counter : engine::CellKind::Empty);
        return heap;
    }

    [[nodiscard]] bool describesMovesByPosition() const override { return true; }

    [[nodiscard]] QString describeMove(const engine::Board& position, const engine::Move& move) const override
    {
        // The counter taken and every counter right of it in its row; heaps count from 0, as rows do.
        const engine::Cell cell = move.topLeft;
        if (!position.contains(cell))
            return moveName(move);
        const std::size_t taken = position.markedCellsIn(cell.row, cell.row + 1, cell.col, position.cols()).size();
        //: A nim move: %1 the heap (its row, counted from 0), %2 how many counters it takes.
        return tr("heap %1: take %2").arg(cell.row).arg(taken);
    }

private:
    // What the look states as data (LookTraits), field by field.
    static LookTraits traits()
    {
        LookTraits look;
        look.name = QT_TR_NOOP("Nim");
        look.background = kTable;
        look.labels = SchemeColour::fixed(QColor(240, 226, 200));
        look.playPrompt = QT_TR_NOOP("Play mode: click a counter to take it and every counter right of it in its row.");
        const PaletteEntry counter{engine::CellKind::Counter, QT_TR_NOOP("Counter"), ":/icons/counter.svg",
                                   QT_TR_NOOP("Counter: click a cell to put a counter there or take it away, drag to "
                                              "lay out a heap, right-drag to clear cells")};
        const PaletteEntry eraser{engine::CellKind::Empty, QT_TR_NOOP("Empty"), ":/icons/eraser.svg",
                                  QT_TR_NOOP("Empty (eraser): click or drag to take counters off the table")};
        look.palette = {counter, eraser};
        // Every cell without a counter is empty, so one text says why it is no move.
        look.illegalMoves.outside = QT_TR_NOOP("That is off the table.");
        look.illegalMoves.otherwise = QT_TR_NOOP("(%1, %2) holds no counter: click a counter to take it.");
        look.kindNames = {{engine::CellKind::Counter, QT_TR_NOOP("counter")}};
        look.animatesMoves = true;
        look.rowLabel = QT_TR_NOOP("&Heap (row):");
        look.columnLabel = QT_TR_NOOP("C&ounter (column):");
        look.rulesPage = &nimRulesPage;
        return look;
    }
};

const GameLook& nimLook()
{
    static const NimLook look;
    return look;
}

} // namespace gui
