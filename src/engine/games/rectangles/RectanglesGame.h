#pragma once

#include "engine/Game.h"
#include "engine/games/rectangles/CellMask.h"

namespace engine {

// Rectangles (GAMES.md section 4): a matrix of 0/1 cells, Filled = 1 and
// Empty = 0, in setups and positions alike. A move clears a rectangle of ones
// (Move = its top-left and bottom-right corners, inclusive); play sets its cells
// to Empty. Boards up to 8 x 8; the solver takes every 4-connected component of
// ones up to kMaxComponentCells cells: a full 5 x 6 block, the largest, takes
// about a minute (10 million congruence classes of sub-components), and the
// count grows about 40-fold per added row or column.
class RectanglesGame final : public Game {
public:
    static constexpr int kMaxComponentCells = 30;

    RectanglesGame();

    [[nodiscard]] std::vector<Move> legalMoves(const Board& position) const override;
    [[nodiscard]] bool isLegal(const Board& position, const Move& move) const override;
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;

    // The Filled cells of a board of at most 8 x 8 (other kinds count as 0).
    [[nodiscard]] static rectangles::CellMask filledCells(const Board& board);
    // The first cell (row-major) of the first component of ones larger than the
    // solver takes, if any; `cells` receives its size.
    [[nodiscard]] static std::optional<Cell> oversizedComponent(const Board& setup, int* cells = nullptr);

protected:
    // A group of ones larger than the solver takes (oversizedComponent).
    [[nodiscard]] std::optional<std::string> arrangementProblem(const Board& setup) const override;
};

} // namespace engine
