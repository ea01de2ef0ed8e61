#pragma once

// The chomp tests' walk over every staircase of a box: the positions the
// tables, the outcome bits and the catalog are compared on.
#include "engine/games/chomp/Staircase.h"

#include <cstddef>
#include <functional>

namespace testsupport {

// Calls visit(heights) for every staircase of a rows x cols board at or above
// `floor` (one column height per column, never rising to the right).
inline void forEachStaircase(int rows, const engine::Heights& floor,
                             const std::function<void(const engine::Heights&)>& visit)
{
    engine::Heights heights(floor.size());
    const std::function<void(std::size_t, int)> fill = [&](std::size_t col, int top) {
        if (col == floor.size()) {
            visit(heights);
            return;
        }
        for (int h = floor[col]; h <= top; ++h) {
            heights[col] = h;
            fill(col + 1, h);
        }
    };
    fill(0, rows);
}

} // namespace testsupport
