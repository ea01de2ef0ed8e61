#include "gui/board/PartShapes.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/looks/DecompositionText.h"
#include "gui/looks/MisereLabels.h"

#include <QPolygonF>
#include <QRegion>

#include <algorithm>
#include <array>
#include <set>

namespace gui {

namespace {

bool isFourConnected(const std::vector<engine::Cell>& cells)
{
    const std::set<engine::Cell> all(cells.begin(), cells.end());
    std::set<engine::Cell> seen{cells.front()};
    std::vector<engine::Cell> stack{cells.front()};
    while (!stack.empty()) {
        const engine::Cell cell = stack.back();
        stack.pop_back();
        const std::array<engine::Cell, 4> next{{{cell.row - 1, cell.col},
                                                 {cell.row + 1, cell.col},
                                                 {cell.row, cell.col - 1},
                                                 {cell.row, cell.col + 1}}};
        for (const engine::Cell n : next)
            if (all.contains(n) && seen.insert(n).second)
                stack.push_back(n);
    }
    return seen.size() == all.size();
}

bool oneColourClass(const std::vector<engine::Cell>& cells)
{
    const auto parity = [](engine::Cell c) { return (c.row + c.col) % 2; };
    return std::all_of(cells.begin(), cells.end(),
                       [&](engine::Cell c) { return parity(c) == parity(cells.front()); });
}

// The union of the cells' squares, merged into one outline (with any holes).
QPainterPath squaresOutline(const std::vector<engine::Cell>& cells, const BoardGeometry& geometry)
{
    QRegion region;
    for (const engine::Cell cell : cells)
        region += geometry.cellRect(cell).toRect();
    QPainterPath path;
    path.addRegion(region);
    return path.simplified();
}

// The band between the diagonals that enclose the cells' squares, cut to their
// bounding box: for cells of one colour class that touch at corners it is the
// smallest convex outline following the diagonals the cells lie on.
QPainterPath diagonalOutline(const std::vector<engine::Cell>& cells, const BoardGeometry& geometry)
{
    // In cell units the square of (r, c) has x + y in [r + c, r + c + 2] and
    // x - y in [c - r - 1, c - r + 1].
    engine::Coord sumLow = cells.front().row + cells.front().col, sumHigh = sumLow;
    engine::Coord diffLow = cells.front().col - cells.front().row, diffHigh = diffLow;
    QRectF box;
    for (const engine::Cell c : cells) {
        sumLow = std::min(sumLow, c.row + c.col);
        sumHigh = std::max(sumHigh, c.row + c.col);
        diffLow = std::min(diffLow, c.col - c.row);
        diffHigh = std::max(diffHigh, c.col - c.row);
        box = box.united(geometry.cellRect(c));
    }
    const qreal s = BoardGeometry::kCellSize;
    // Where the cells' board lies in the scene (a sum's boards may wrap into rows).
    const engine::Cell first = cells.front();
    const QPointF shift = geometry.cellRect(first).topLeft()
        - QPointF(static_cast<qreal>(first.col) * s, static_cast<qreal>(first.row) * s);
    const auto corner = [s, shift](qreal sum, qreal diff) {
        return shift + QPointF((sum + diff) / 2 * s, (sum - diff) / 2 * s);
    };
    const auto s0 = static_cast<qreal>(sumLow), s1 = static_cast<qreal>(sumHigh + 2);
    const auto d0 = static_cast<qreal>(diffLow - 1), d1 = static_cast<qreal>(diffHigh + 1);
    QPainterPath band;
    band.addPolygon(QPolygonF{corner(s0, d0), corner(s0, d1), corner(s1, d1), corner(s1, d0), corner(s0, d0)});
    QPainterPath boxPath;
    boxPath.addRect(box);
    return band.intersected(boxPath).simplified();
}

// Parts closer than this many cells count as neighbours for the colouring (volcano
// parts are one lava line apart, attraction regions one sign line).
constexpr engine::Coord kNeighbourGap = 2;

bool near(const engine::Move& a, const engine::Move& b)
{
    const engine::Coord g = kNeighbourGap;
    return a.topLeft.row <= b.bottomRight.row + g && b.topLeft.row <= a.bottomRight.row + g
        && a.topLeft.col <= b.bottomRight.col + g && b.topLeft.col <= a.bottomRight.col + g;
}

} // namespace

QPainterPath PartShapes::outlineOf(const engine::Part& part, const BoardGeometry& geometry)
{
    if (part.cells.empty())
        return {};
    if (part.cells.size() > 1 && !isFourConnected(part.cells) && oneColourClass(part.cells))
        return diagonalOutline(part.cells, geometry);
    return squaresOutline(part.cells, geometry);
}

std::vector<PartShape> PartShapes::build(const std::vector<engine::Part>& parts, const BoardGeometry& geometry,
                                         engine::PlayRule rule)
{
    std::vector<PartShape> shapes;
    std::vector<int> colours(parts.size(), -1);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const engine::Part& part = parts[i];
        if (part.cells.empty())
            continue;
        // Greedy colouring: a colour no earlier neighbour uses, the least used one
        // so far among those, so that even far apart parts tend to differ.
        std::array<int, kPaletteSize> cost{};
        for (std::size_t j = 0; j < i; ++j)
            if (colours[j] >= 0)
                cost[static_cast<std::size_t>(colours[j])] += near(part.bounds, parts[j].bounds) ? 1000 : 1;
        const int colour = static_cast<int>(std::min_element(cost.begin(), cost.end()) - cost.begin());
        colours[i] = colour;

        PartShape shape;
        shape.outline = outlineOf(part, geometry);
        shape.area = squaresOutline(part.cells, geometry);
        shape.labelCell = geometry.cellRect(*std::min_element(part.cells.begin(), part.cells.end()));
        const bool misere = rule == engine::PlayRule::Misere;
        shape.label = misere ? MisereLabels::partLabel(part) : DecompositionText::nimber(part.grundy);
        shape.toolTip = misere ? MisereLabels::partTip(part) : QString();
        shape.colour = colour;
        shapes.push_back(std::move(shape));
    }
    return shapes;
}

} // namespace gui
