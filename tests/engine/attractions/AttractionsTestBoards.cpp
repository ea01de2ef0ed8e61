#include "AttractionsTestBoards.h"

#include "engine/GameModules.h"

using engine::Board;
using engine::CellKind;

namespace attractions_test {

const engine::Game& attractions()
{
    return *engine::findGame("attractions");
}

Board boardOf(const std::vector<std::string>& rows)
{
    Board board(static_cast<engine::Coord>(rows.size()), static_cast<engine::Coord>(rows.front().size()));
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const char ch = rows[r][c];
            const CellKind kind = ch == 'X' ? CellKind::Spot
                : ch == 'A'                 ? CellKind::Attraction
                : ch == '+'                 ? CellKind::Sign
                                            : CellKind::Empty;
            board.setCell({static_cast<engine::Coord>(r), static_cast<engine::Coord>(c)}, kind);
        }
    return board;
}

} // namespace attractions_test
