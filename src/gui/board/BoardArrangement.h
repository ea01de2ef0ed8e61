#pragma once

#include "engine/Move.h"
#include "gui/looks/BoardGeometry.h"

#include <span>
#include <vector>

namespace gui {

// Where the boards of a sum lie in the scene: in one row, as the combined board
// has them, or wrapped into rows when that draws them much larger in a view of
// about 4:3 (five boards side by side are a thin strip in a large empty view).
// Each board's band holds its columns and the gap after it; the boards keep
// their order, left to right and then top to bottom.
class BoardArrangement {
public:
    // The view's shape the arrangement is chosen for (width / height).
    static constexpr qreal kViewAspect = 4.0 / 3.0;
    // Rows are wrapped only when that draws the cells this much larger.
    static constexpr qreal kWrapGain = 1.25;
    // Between two rows of boards: the next row's name strip and half a cell.
    static constexpr qreal kRowGap = BoardGeometry::kMargin + BoardGeometry::kCellSize / 2;

    // The bands of the boards `areas` (left to right, as GameLook::boardParts
    // gives them) of a combined board `cols` columns wide; none when one row
    // draws them best, and for one board.
    [[nodiscard]] static std::vector<ColumnBand> bands(std::span<const engine::Move> areas, engine::Coord cols);
};

} // namespace gui
