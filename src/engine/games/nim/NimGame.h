#pragma once

#include "engine/CellPickGame.h"

namespace engine {

// Nim, the game of the Sprague-Grundy theorem: heaps of counters, one row per
// heap. Setup cells: Counter and Empty, in any arrangement (gaps allowed); a
// row of k counters is a heap of k. A move is the 1x1 rectangle of a counter:
// it takes that counter and every counter right of it in its row, so taking the
// (j+1)-th counter from the left leaves a heap of j. The legal moves are the
// counters, row-major. Positions hold only Counter and Empty.
class NimGame final : public CellPickGame {
public:
    NimGame();

    // The board's sides: 16 heaps of up to 32 counters, a board the window shows
    // whole and every one of whose positions the solver answers at once.
    static constexpr Coord kMaxRows = 16, kMaxCols = 32;

    // Throws InvalidArgument when `move` is not legal in `position`.
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;
    // Bouton's misère rule, exact on every board (NimSolver under PlayRule::Misere).
    [[nodiscard]] std::unique_ptr<Solver> createMisereSolver(const Board& setup) const override;
};

} // namespace engine
