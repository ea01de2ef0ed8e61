#include "engine/games/volcano/LavaRectangles.h"

#include "engine/Error.h"

#include <algorithm>
#include <cstddef>

namespace engine {

std::vector<Move> lavaFreeRectangles(const Board& position)
{
    const Coord rows = position.rows();
    const Coord cols = position.cols();
    const auto at = [cols](Cell cell) { return static_cast<std::size_t>(cell.row * cols + cell.col); };
    std::vector<bool> seen(static_cast<std::size_t>(rows * cols), false);
    std::vector<Move> rectangles;
    std::vector<Cell> stack;
    for (Coord r = 0; r < rows; ++r) {
        for (Coord c = 0; c < cols; ++c) {
            const Cell start{r, c};
            if (seen[at(start)] || isLava(position.cellAt(start)))
                continue;
            // Flood the component; it is a rectangle exactly when it fills its bounding box.
            Move bounds = Move::at(start);
            std::size_t size = 0;
            seen[at(start)] = true;
            stack.assign(1, start);
            while (!stack.empty()) {
                const Cell cell = stack.back();
                stack.pop_back();
                ++size;
                bounds.topLeft = {std::min(bounds.topLeft.row, cell.row), std::min(bounds.topLeft.col, cell.col)};
                bounds.bottomRight
                    = {std::max(bounds.bottomRight.row, cell.row), std::max(bounds.bottomRight.col, cell.col)};
                for (const Cell next : {Cell{cell.row - 1, cell.col}, Cell{cell.row + 1, cell.col},
                                        Cell{cell.row, cell.col - 1}, Cell{cell.row, cell.col + 1}}) {
                    if (!position.contains(next) || seen[at(next)] || isLava(position.cellAt(next)))
                        continue;
                    seen[at(next)] = true;
                    stack.push_back(next);
                }
            }
            const Coord area = (bounds.bottomRight.row - bounds.topLeft.row + 1)
                * (bounds.bottomRight.col - bounds.topLeft.col + 1);
            if (static_cast<Coord>(size) != area)
                throw InvalidArgument("the lava-free cells around " + cellText(start)
                                      + " do not form a rectangle bounded by lava");
            rectangles.push_back(bounds);
        }
    }
    return rectangles;
}

} // namespace engine
