#pragma once

#include "gui/looks/CellMapLayer.h"

#include "engine/games/pawn/PawnMap.h"

#include <QColor>

#include <memory>

namespace gui {

// The pawn game's win/loss map as a board layer: every free cell in the
// exposed window is tinted winning (green) or losing (red) for a pawn standing
// there. The losing cells come from PawnMap::losingSegmentsIn over the visible
// window only; cells of at least kMinCellPixels are filled one by one, smaller
// ones drawn as one line per diagonal segment.
class PawnMapLayer final : public CellMapLayer {
public:
    static constexpr qreal kMinCellPixels = 2.0;

    explicit PawnMapLayer(std::shared_ptr<const engine::PawnMap> map);

    [[nodiscard]] const engine::PawnMap& map() const { return *m_map; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const CellRange& range,
               qreal detail) const override;
    [[nodiscard]] QColor fillColor() const override { return winningColor(); }

    // The tints painted on winning and losing cells.
    [[nodiscard]] static QColor winningColor();
    [[nodiscard]] static QColor losingColor();

private:
    std::shared_ptr<const engine::PawnMap> m_map;
};

} // namespace gui
