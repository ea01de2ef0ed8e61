#include "AttractionsTestBoards.h"

#include "engine/GameModules.h"

#include "RandomBoards.h"

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

Board thinSetup(std::mt19937& rng, int shape)
{
    const auto random = [&rng](int rows, int cols, double minDensity, double maxDensity) {
        return testsupport::randomDensityBoard(attractions(), rng, rows, cols, minDensity, maxDensity, CellKind::Spot);
    };
    return shape == 0 ? random(1, 14, 0.3, 1.0)
        : shape == 1  ? random(14, 1, 0.3, 1.0)
        : shape == 2  ? random(2, 10, 0.3, 0.8)
                      : random(9, 3, 0.3, 0.7);
}

} // namespace attractions_test
