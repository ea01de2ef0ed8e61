#pragma once

#include "engine/CellPickGame.h"

namespace engine {

// Volcano (src/games/volcano/RULES.md).
//
// Cells of a setup: Empty is open ground (`^`), Wall (`#`), Monster a monster on
// open ground, placed by hand or derived from the walls by the prime-cross rule
// (PrimeCross.h; the text formats always derive them). Positions add Lava (any
// cell the lava covered, walls included) and Volcano (the monster cell a move
// erupted from, covered too). A move is the 1x1 rectangle of the monster picked;
// the legal moves are the Monster cells, row-major.
class VolcanoGame final : public CellPickGame {
public:
    VolcanoGame();

    // Lava flows from the picked monster along its row and column in both
    // directions up to (not onto) cells already holding lava; the monster's cell
    // becomes the Volcano. Throws InvalidArgument unless the move is legal.
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;
    // The misère part search over the lava-free rectangles' monsters
    // (VolcanoParts), the normal solver beside it for the teaching view.
    // Its positions as independent rectangles of points (misere::QuadrantParts): the default misère
    // solver and a misère sum search the multiset of their canonical forms.
    [[nodiscard]] std::unique_ptr<misere::PartSplitter> misereSplitter(const Board& setup) const override;

protected:
    // Lava in a setup has its own message: a setup is the board before any eruption.
    [[nodiscard]] std::string foreignKindProblem(Cell cell, CellKind kind) const override;
};

} // namespace engine
