#pragma once

#include "engine/Cell.h"

#include <QPointF>

#include <vector>

namespace gui {

// The cells a straight pointer segment passes through, in order, 4-connected: two
// cells in a row share a side, so a fast drag that turns a corner paints the corner
// cell and never a diagonal step. Positions are absolute (BoardGeometry::absoluteAt:
// x in columns, y in rows); the cells are not clipped to any board. A segment that
// runs exactly through a grid corner takes the cell beside it in x first.
class CellWalk {
public:
    [[nodiscard]] static std::vector<engine::Cell> along(QPointF from, QPointF to);
};

} // namespace gui
