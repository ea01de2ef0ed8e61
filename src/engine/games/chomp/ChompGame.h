#pragma once

#include "engine/Game.h"

namespace engine {

// Poisoned Chomp (src/games/chomp/RULES.md). Cells: Empty is chocolate, Poison may
// never be eaten, Eaten marks bitten cells in positions (never in a setup).
// A move is the 1x1 rectangle of the bitten cell.
class ChompGame final : public Game {
public:
    ChompGame();

    [[nodiscard]] std::vector<Move> legalMoves(const Board& position) const override;
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;
    // The same table with the misère end (ChompTable): every size createSolver takes.
    [[nodiscard]] std::unique_ptr<Solver> createMisereSolver(const Board& setup) const override;

protected:
    // The staircases of the board against those of the square: 15 x 15, the
    // remoteness table's largest, or 20 x 20, the outcome bits' largest.
    [[nodiscard]] bool positionsFitSquare(Coord rows, Coord cols, Coord side) const override;
};

} // namespace engine
