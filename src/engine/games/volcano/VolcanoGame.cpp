#include "engine/games/volcano/VolcanoGame.h"

#include "engine/games/volcano/LavaRectangles.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoSolver.h"
#include "engine/games/volcano/VolcanoTable.h"
#include "engine/Error.h"

#include <array>

namespace engine {

SizeLimits VolcanoGame::sizeLimits() const
{
    return SizeLimits{1, VolcanoTable::kMaxSide, 1, VolcanoTable::kMaxSide};
}

Board VolcanoGame::exampleBoard() const
{
    // Walls that break a 9 x 12 field into crosses of different reach: the
    // prime-cross rule places 19 monsters, and of the 19 first moves only the
    // eruption at (6, 4) wins (the game then lasts 7 moves with best play).
    static constexpr std::array<std::string_view, 9> kRows{
        "^^^^^^^^^^^^",
        "^^^^^#^^^^^^",
        "^#^^^#^^^^^#",
        "^^^^^^^^#^^^",
        "^^^^^^^^^^#^",
        "^^^^^^^^^^^^",
        "^^^^^^^^^^^^",
        "^^^#^#^^^^#^",
        "^^^^^^^^^^^^",
    };
    Board board(static_cast<Coord>(kRows.size()), static_cast<Coord>(kRows[0].size()));
    for (std::size_t r = 0; r < kRows.size(); ++r)
        for (std::size_t c = 0; c < kRows[r].size(); ++c)
            if (kRows[r][c] == '#')
                board.setCell({static_cast<Coord>(r), static_cast<Coord>(c)}, CellKind::Wall);
    return withPrimeCrossMonsters(board);
}

std::optional<std::string> VolcanoGame::setupProblem(const Board& setup) const
{
    if (auto problem = sizeProblem(setup, "a volcano board"))
        return problem;
    for (const auto& [cell, kind] : setup.markedCells()) {
        if (isLava(kind))
            return "cell " + cellText(cell) + " of a volcano setup is covered by lava; a setup is the board "
                "before any eruption";
        if (kind != CellKind::Wall && kind != CellKind::Monster)
            return "cell " + cellText(cell)
                + " of a volcano setup holds something other than open ground, a wall or a monster";
    }
    return std::nullopt;
}

std::vector<Move> VolcanoGame::legalMoves(const Board& position) const
{
    std::vector<Move> moves;
    for (const auto& [cell, kind] : position.markedCells())
        if (kind == CellKind::Monster)
            moves.push_back(Move::at(cell));
    return moves;
}

bool VolcanoGame::isLegal(const Board& position, const Move& move) const
{
    return move.isSingleCell() && position.contains(move.topLeft)
        && position.cellAt(move.topLeft) == CellKind::Monster;
}

Board VolcanoGame::play(const Board& position, const Move& move) const
{
    if (!isLegal(position, move))
        throw InvalidArgument("no monster to erupt at " + cellText(move.topLeft));
    Board next = position;
    const Cell origin = move.topLeft;
    for (const Cell step : {Cell{0, -1}, Cell{0, 1}, Cell{-1, 0}, Cell{1, 0}}) {
        for (Cell cell{origin.row + step.row, origin.col + step.col};
             position.contains(cell) && !isLava(position.cellAt(cell));
             cell = {cell.row + step.row, cell.col + step.col})
            next.setCell(cell, CellKind::Lava);
    }
    next.setCell(origin, CellKind::Volcano);
    return next;
}

std::unique_ptr<Solver> VolcanoGame::createSolver(const Board& setup) const
{
    return std::make_unique<VolcanoSolver>(setup);
}

} // namespace engine
