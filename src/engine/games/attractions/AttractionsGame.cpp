#include "engine/games/attractions/AttractionsGame.h"

#include "engine/games/attractions/AttractionsSolver.h"
#include "engine/Error.h"

#include <array>

namespace engine {

SizeLimits AttractionsGame::sizeLimits() const
{
    return SizeLimits{1, kMaxSide, 1, kMaxSide};
}

Board AttractionsGame::exampleBoard() const
{
    // A 9 x 9 park with spots on most cells and a few plain patches: both colour
    // classes matter and several first moves win.
    static constexpr std::array<const char*, 9> kRows{
        "XXX.XXXXX", "X.XXXX.XX", "XXXX.XXXX", ".XX.XXX.X", "XXXXX.XXX",
        "XX.XXXXX.", "XXXX.XXXX", "X.XXXX.XX", "XXX.XXXXX",
    };
    Board board(9, 9);
    for (Coord r = 0; r < 9; ++r)
        for (Coord c = 0; c < 9; ++c)
            if (kRows[static_cast<std::size_t>(r)][c] == 'X')
                board.setCell({r, c}, CellKind::Spot);
    return board;
}

std::optional<std::string> AttractionsGame::setupProblem(const Board& setup) const
{
    if (auto problem = sizeProblem(setup, "an attractions board"))
        return problem;
    for (const auto& [cell, kind] : setup.markedCells())
        if (kind != CellKind::Spot)
            return "cell (" + std::to_string(cell.row) + ", " + std::to_string(cell.col)
                + ") of an attractions setup holds something other than a spot or a plain cell";
    return std::nullopt;
}

std::vector<Move> AttractionsGame::legalMoves(const Board& position) const
{
    std::vector<Move> moves;
    for (const auto& [cell, kind] : position.markedCells())
        if (kind == CellKind::Spot)
            moves.push_back(Move::at(cell));
    return moves;
}

bool AttractionsGame::isLegal(const Board& position, const Move& move) const
{
    return move.isSingleCell() && position.cellAt(move.topLeft) == CellKind::Spot;
}

Board AttractionsGame::play(const Board& position, const Move& move) const
{
    if (!isLegal(position, move))
        throw InvalidArgument("an attraction can only be built on a free spot");
    Board next = position;
    const Cell at = move.topLeft;
    next.setCell(at, CellKind::Attraction);
    for (const Coord dr : {-1, 1})
        for (const Coord dc : {-1, 1})
            for (Cell cell{at.row + dr, at.col + dc}; next.contains(cell); cell = {cell.row + dr, cell.col + dc}) {
                const CellKind kind = next.cellAt(cell);
                if (kind == CellKind::Attraction || kind == CellKind::Sign)
                    break;
                next.setCell(cell, CellKind::Sign);
            }
    return next;
}

std::unique_ptr<Solver> AttractionsGame::createSolver(const Board& setup) const
{
    return std::make_unique<AttractionsSolver>(setup);
}

} // namespace engine
