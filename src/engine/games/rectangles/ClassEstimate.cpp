#include "engine/games/rectangles/ClassEstimate.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace engine::rectangles {

namespace {

// The last `width` cells visited (one per column), each 0 (not in the
// subset) or the label of its component among them, 4 bits each; labels are
// numbered in order of first appearance, so equal connectivities are equal keys.
using Frontier = std::uint64_t;

[[nodiscard]] unsigned labelAt(Frontier frontier, int column)
{
    return static_cast<unsigned>(frontier >> (4 * column)) & 0xFu;
}

[[nodiscard]] Frontier withLabel(Frontier frontier, int column, unsigned label)
{
    return (frontier & ~(Frontier{0xF} << (4 * column))) | Frontier{label} << (4 * column);
}

[[nodiscard]] Frontier normalised(Frontier frontier, int width)
{
    std::array<unsigned, 16> renamed{};
    unsigned next = 0;
    Frontier result = 0;
    for (int column = 0; column < width; ++column) {
        const unsigned label = labelAt(frontier, column);
        if (label == 0)
            continue;
        if (renamed[label] == 0)
            renamed[label] = ++next;
        result |= Frontier{renamed[label]} << (4 * column);
    }
    return result;
}

[[nodiscard]] Frontier relabelled(Frontier frontier, int width, unsigned from, unsigned to)
{
    for (int column = 0; column < width; ++column)
        if (labelAt(frontier, column) == from)
            frontier = withLabel(frontier, column, to);
    return frontier;
}

// A(h, w): connected subsets of a full h x w rectangle (0 if empty). Counted
// once per size and kept: a board's setup check asks for them on every edit.
[[nodiscard]] double rectangleCount(int height, int width)
{
    if (height <= 0 || width <= 0)
        return 0.0;
    static std::mutex mutex;
    static std::array<std::array<double, kMaxSide + 1>, kMaxSide + 1> known{}; // 0: not counted yet
    const std::lock_guard lock(mutex);
    double& count = known[static_cast<std::size_t>(height)][static_cast<std::size_t>(width)];
    if (count == 0.0)
        count = connectedSubsetCount(fullRectangle(height, width));
    return count;
}

// Classes of connected sets that fit a rows x cols rectangle (rows <= cols).
[[nodiscard]] double rectangleClassCount(int rows, int cols)
{
    // A[h][w] for every smaller box, then by inclusion and exclusion the sets
    // whose bounding box is exactly h x w (touching all four sides of a box).
    std::array<std::array<double, kMaxSide + 1>, kMaxSide + 1> all{};
    for (int h = 1; h <= rows; ++h)
        for (int w = 1; w <= cols; ++w)
            all[h][w] = rectangleCount(h, w);
    const auto count = [&](int h, int w) { return h <= 0 || w <= 0 ? 0.0 : all[h][w]; };
    double classes = 0.0;
    for (int h = 1; h <= rows; ++h) {
        for (int w = 1; w <= cols; ++w) {
            double exact = 0.0;
            for (int dropped = 0; dropped < 16; ++dropped) {
                const int lessRows = (dropped & 1) + ((dropped >> 1) & 1);
                const int lessCols = ((dropped >> 2) & 1) + ((dropped >> 3) & 1);
                const double sign = std::popcount(static_cast<unsigned>(dropped)) % 2 == 0 ? 1.0 : -1.0;
                exact += sign * count(h - lessRows, w - lessCols);
            }
            // Each class lies at the origin of the box in as many ways as it has
            // images that fit: 4 mirror images, 8 if its transposes fit too.
            classes += exact / (w <= rows && h <= cols ? 8.0 : 4.0);
        }
    }
    return classes;
}

} // namespace

double connectedSubsetCount(CellMask cells)
{
    if (cells == 0)
        return 0.0;
    const CellMask atOrigin = toOrigin(cells);
    const int height = heightAtOrigin(atOrigin);
    const int width = widthAtOrigin(atOrigin);
    std::unordered_map<Frontier, double> states{{Frontier{0}, 1.0}}; // the empty subset so far
    std::unordered_map<Frontier, double> next;
    double closed = 0.0; // subsets whose one component is finished: no cell may follow
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const bool available = (atOrigin & cellBit(row, col)) != 0;
            next.clear();
            for (const auto& [frontier, ways] : states) {
                const unsigned up = labelAt(frontier, col);
                // Leave the cell out: the component above must go on elsewhere.
                bool upContinues = up == 0;
                bool othersExist = false;
                for (int column = 0; column < width; ++column) {
                    const unsigned label = labelAt(frontier, column);
                    if (column != col && label == up)
                        upContinues = true;
                    if (label != 0 && label != up)
                        othersExist = true;
                }
                if (upContinues)
                    next[normalised(withLabel(frontier, col, 0), width)] += ways;
                else if (!othersExist)
                    closed += ways;
                if (!available)
                    continue;
                // Take the cell: it joins its neighbours above and to the left.
                const unsigned left = col > 0 ? labelAt(frontier, col - 1) : 0;
                Frontier taken = frontier;
                unsigned label = up != 0 ? up : left;
                if (label == 0)
                    label = 15; // a new component (renamed below)
                if (up != 0 && left != 0 && up != left)
                    taken = relabelled(taken, width, left, up);
                taken = withLabel(taken, col, label);
                next[normalised(taken, width)] += ways;
            }
            std::swap(states, next);
        }
    }
    // Subsets still open at the end: one component on the last row.
    for (const auto& [frontier, ways] : states) {
        bool single = frontier != 0;
        for (int column = 0; column < width; ++column)
            single = single && labelAt(frontier, column) <= 1;
        if (single)
            closed += ways;
    }
    return closed;
}

double estimatedClassCount(CellMask component)
{
    if (component == 0)
        return 0.0;
    const CellMask atOrigin = toOrigin(component);
    int rows = heightAtOrigin(atOrigin);
    int cols = widthAtOrigin(atOrigin);
    if (rows > cols)
        std::swap(rows, cols);
    // Less the classes of 1 and 2 cells, which the memo leaves out.
    const double box = std::max(0.0, rectangleClassCount(rows, cols) - (cols > 1 ? 2.0 : 1.0));
    if (std::popcount(atOrigin) == rows * cols)
        return box;
    return box * connectedSubsetCount(atOrigin) / rectangleCount(rows, cols);
}

} // namespace engine::rectangles
