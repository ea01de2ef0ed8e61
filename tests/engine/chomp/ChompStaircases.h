#pragma once

// The chomp tests' walk over every staircase of a box: the positions the
// tables, the outcome bits and the catalog are compared on.
#include "engine/games/chomp/Staircase.h"

#include <cstddef>
#include <functional>
#include <vector>

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

// Every poison floor of a rows x cols board: its staircases (a floor is the
// least staircase that keeps the poison), the empty one included.
inline std::vector<engine::Heights> allPoisonFloors(int rows, int cols)
{
    std::vector<engine::Heights> floors;
    forEachStaircase(rows, engine::Heights(static_cast<std::size_t>(cols), 0),
                     [&floors](const engine::Heights& heights) { floors.push_back(heights); });
    return floors;
}

} // namespace testsupport
