#pragma once

#include "gui/looks/BoardGeometry.h"

#include <QColor>
#include <QPainter>

namespace gui {

// A colouring of the board's free cells painted under the marked cells (the
// pawn game's win/loss map). BoardItem calls it for the exposed cells only, so
// an implementation must cost what is visible, never what the board holds.
class CellMapLayer {
public:
    virtual ~CellMapLayer() = default;

    // Paints the cells of `range` (already filled with the free-cell colour).
    // `detail` is the view's level of detail (screen pixels per scene unit).
    virtual void paint(QPainter& painter, const BoardGeometry& geometry, const CellRange& range,
                       qreal detail) const = 0;
    // The colour most of a painted window shows (the grid lines are blended with it).
    [[nodiscard]] virtual QColor fillColor() const = 0;
};

} // namespace gui
