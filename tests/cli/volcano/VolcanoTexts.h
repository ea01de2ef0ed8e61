#pragma once

// The volcano texts both CLI test programs of the game use.

#include <cstddef>
#include <string>

namespace volcano_texts {

// The published sample's board: 7 x 7, six walls, monsters at (2, 4), (4, 2) and (4, 4).
inline const std::string kSampleBoard = "7 7\n^#^#^^^\n^#^^^#^\n^#^^^^^\n^^^#^^^\n^^^^^^^\n^^^^^^^\n^^^^^^^\n";

// The board text of `rows` x `cols` cells without a wall.
inline std::string openBoard(int rows, int cols)
{
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    for (int r = 0; r < rows; ++r)
        text += std::string(static_cast<std::size_t>(cols), '^') + "\n";
    return text;
}

} // namespace volcano_texts
