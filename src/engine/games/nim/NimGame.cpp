#include "engine/games/nim/NimGame.h"

#include "engine/BoardPicture.h"
#include "engine/Error.h"
#include "engine/games/nim/NimSolver.h"

#include <array>

namespace engine {

namespace {

// The example: heaps of 3, 4 and 5, whose XOR is 2, so the first player wins
// by taking two counters from the heap of 3 (the move (0, 1)).
constexpr std::array<std::string_view, 3> kExample{"ooo..", "oooo.", "ooooo"};

} // namespace

NimGame::NimGame()
    : CellPickGame({.id = "nim", .displayName = "Nim", .withArticle = "a nim",
                    .paletteKinds = {CellKind::Counter}, .setupKindsText = "a counter or an empty cell",
                    .sizeLimits = {1, kMaxRows, 1, kMaxCols},
                    .exampleBoard = boardFromPicture(kExample, 'o', CellKind::Counter)},
                   CellKind::Counter)
{
}

Board NimGame::play(const Board& position, const Move& move) const
{
    if (!isLegal(position, move))
        throw InvalidArgument("a nim move takes a counter, and there is none at " + cellText(move.topLeft));
    Board next = position;
    const Cell at = move.topLeft;
    for (Coord col = at.col; col < next.cols(); ++col)
        if (next.cellAt({at.row, col}) == CellKind::Counter)
            next.setCell({at.row, col}, CellKind::Empty);
    return next;
}

std::unique_ptr<Solver> NimGame::createSolver(const Board& setup) const
{
    return std::make_unique<NimSolver>(setup);
}

std::unique_ptr<Solver> NimGame::createMisereSolver(const Board& setup) const
{
    return std::make_unique<NimSolver>(setup, PlayRule::Misere);
}

} // namespace engine
