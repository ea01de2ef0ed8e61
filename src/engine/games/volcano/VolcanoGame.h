#pragma once

#include "engine/Game.h"

namespace engine {

// Volcano (GAMES.md section 2).
//
// Cells of a setup: Empty is open ground (`^`), Wall (`#`), Monster a monster on
// open ground, placed by hand or derived from the walls by the prime-cross rule
// (PrimeCross.h; the text formats always derive them). Positions add Lava (any
// cell the lava covered, walls included) and Volcano (the monster cell a move
// erupted from, covered too). A move is the 1x1 rectangle of the monster picked;
// the legal moves are the Monster cells, row-major.
class VolcanoGame final : public Game {
public:
    [[nodiscard]] std::string_view id() const override { return "volcano"; }
    [[nodiscard]] std::string_view displayName() const override { return "Volcano"; }
    [[nodiscard]] SizeLimits sizeLimits() const override;
    [[nodiscard]] std::vector<CellKind> paletteKinds() const override
    {
        return {CellKind::Wall, CellKind::Monster};
    }
    [[nodiscard]] Board exampleBoard() const override;
    [[nodiscard]] std::optional<std::string> setupProblem(const Board& setup) const override;
    [[nodiscard]] std::vector<Move> legalMoves(const Board& position) const override;
    [[nodiscard]] bool isLegal(const Board& position, const Move& move) const override;
    // Lava flows from the picked monster along its row and column in both
    // directions up to (not onto) cells already holding lava; the monster's cell
    // becomes the Volcano. Throws InvalidArgument unless the move is legal.
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;
};

} // namespace engine
