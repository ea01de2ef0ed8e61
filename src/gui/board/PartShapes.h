#pragma once

#include "gui/base/ColorScheme.h"

#include "engine/Analysis.h"

#include <QPainterPath>
#include <QRectF>
#include <QString>

#include <vector>

namespace gui {

class BoardGeometry;

// The picture of one independent part of a position, in scene coordinates.
struct PartShape {
    // Follows the outer edges of the part's cells. A part whose cells touch only
    // at corners (an attractions region) gets the diagonal band around them.
    QPainterPath outline;
    // The part's own cells (for an attractions region, only its colour class).
    QPainterPath area;
    // The cell whose top-left corner carries the label (the part's first cell in
    // row-major order).
    QRectF labelCell;
    // The Grundy value as a nimber, "*3"; under misère what is true there (MisereLabels: its genus, or none).
    QString label;
    // What the label means, where it needs saying (misère); empty else.
    QString toolTip;
    // The part's colour, an index into the current ColorScheme's part colours;
    // neighbouring parts never share one (while the palette lasts).
    int colour = 0;
};

// Turns the parts of an analysis into outlines with labels and colours.
class PartShapes {
public:
    // The number of distinct colours.
    static constexpr int kPaletteSize = ColorScheme::kPartColours;

    // The labels follow `rule` (the analysis' rule).
    [[nodiscard]] static std::vector<PartShape> build(const std::vector<engine::Part>& parts,
                                                      const BoardGeometry& geometry,
                                                      engine::PlayRule rule = engine::PlayRule::Normal);
    // The outline of `part` alone.
    [[nodiscard]] static QPainterPath outlineOf(const engine::Part& part, const BoardGeometry& geometry);
};

} // namespace gui
