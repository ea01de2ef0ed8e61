#include "engine/games/rectangles/BoxValues.h"

#include "engine/Error.h"
#include "engine/games/rectangles/ClassEstimate.h"

#include <algorithm>
#include <utility>

namespace engine::rectangles {

BoxValues::Shape BoxValues::shapeFor(CellMask setup)
{
    if (setup == 0)
        return Shape{1, 1};
    const CellMask atOrigin = toOrigin(setup);
    int rows = heightAtOrigin(atOrigin);
    int cols = widthAtOrigin(atOrigin);
    if (rows > cols)
        std::swap(rows, cols);
    double largest = 0.0; // estimated classes of the largest group
    for (CellMask rest = setup; rest != 0;) {
        const CellMask component = componentOf(lowestCell(rest), rest);
        rest &= ~component;
        if (std::popcount(component) > 20)
            largest = std::max(largest, estimatedClassCount(component));
    }
    const int maxBits = largest >= kLargeSearchClasses ? kMaxBits : kSmallMaxBits;
    // Trim the longer side first: pieces of canonical parents are wider than high.
    while (rows * cols > maxBits) {
        if (cols > rows)
            --cols;
        else
            --rows;
    }
    return Shape{rows, cols};
}

BoxValues::BoxValues(Shape shape)
    : m_rows(std::clamp(shape.rows, 1, kMaxSide)), m_cols(std::clamp(shape.cols, 1, kMaxSide)),
      m_boxMask(((m_rows == kMaxSide ? 0 : CellMask{1} << (8 * m_rows)) - 1) & (kColumn0 * ((1u << m_cols) - 1)))
{
    if (m_rows * m_cols > kMaxBits)
        throw InvalidArgument("a box of values holds at most 2^30 sets");
    m_values.resize(memoryBytes()); // zeros: unknown
    // The memo leaves out single cells and dominoes.
    store(slotOf(0b1), 1);
    if (m_cols > 1)
        store(slotOf(0b11), 2);
    if (m_rows > 1)
        store(slotOf(0x101), 2);
}

} // namespace engine::rectangles
