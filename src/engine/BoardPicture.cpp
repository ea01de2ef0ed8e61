#include "engine/BoardPicture.h"

namespace engine {

Board boardFromPicture(std::span<const std::string_view> rows, char mark, CellKind kind)
{
    Board board(static_cast<Coord>(rows.size()), rows.empty() ? 0 : static_cast<Coord>(rows.front().size()));
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c)
            if (rows[r][c] == mark)
                board.setCell({static_cast<Coord>(r), static_cast<Coord>(c)}, kind);
    return board;
}

} // namespace engine
