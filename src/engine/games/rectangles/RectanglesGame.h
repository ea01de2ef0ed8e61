#pragma once

#include "engine/Game.h"
#include "engine/games/rectangles/CellMask.h"

namespace engine {

// Rectangles (src/games/rectangles/RULES.md): a matrix of 0/1 cells, Filled = 1 and
// Empty = 0, in setups and positions alike. A move clears a rectangle of ones
// (Move = its top-left and bottom-right corners, inclusive); play sets its cells
// to Empty. Boards up to 8 x 8. The solver's work on a 4-connected group of
// ones is the number of congruence classes of its connected parts, which grows
// about 20-fold per added row or column: a full 5 x 6 block has 10 million
// (half a minute), a full 6 x 6 block about 205 million (some 20 minutes and
// 5 GB). It takes every group of at most kQuickComponentCells cells, and groups
// of up to kMaxComponentCells cells whose estimated classes
// (rectangles::estimatedClassCount) are at most classLimit().
class RectanglesGame final : public Game {
public:
    static constexpr int kQuickComponentCells = 30;
    static constexpr int kMaxComponentCells = 36;

    // A group of ones the solver does not take: its first cell (row-major), its
    // size, and its estimated classes (0 when its size alone rules it out).
    struct OversizedGroup {
        Cell first;
        int cells = 0;
        double classes = 0.0;
        friend bool operator==(const OversizedGroup&, const OversizedGroup&) = default;
    };

    RectanglesGame();

    [[nodiscard]] std::vector<Move> legalMoves(const Board& position) const override;
    [[nodiscard]] bool isLegal(const Board& position, const Move& move) const override;
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;
    // Its positions as components of ones (rectangles::RectanglesParts): the default misère solver
    // and a misère sum search the multiset of their canonical forms.
    [[nodiscard]] std::unique_ptr<misere::PartSplitter> misereSplitter(const Board& setup) const override;

    // The Filled cells of a board of at most 8 x 8 (other kinds count as 0).
    [[nodiscard]] static rectangles::CellMask filledCells(const Board& board);
    // The first group of ones larger than the solver takes, if any; with
    // `maxCells` = kQuickComponentCells, the first larger than that.
    [[nodiscard]] static std::optional<OversizedGroup> oversizedComponent(const Board& setup,
                                                                          int maxCells = kMaxComponentCells);
    // The most classes a group of more than kQuickComponentCells cells may
    // have: a full 6 x 6 block's estimate and 5 % (so that a full 5 x 7 block,
    // as many classes within 2 %, is taken too).
    [[nodiscard]] static double classLimit();

protected:
    // A group of ones larger than the solver takes (oversizedComponent).
    [[nodiscard]] std::optional<std::string> arrangementProblem(const Board& setup) const override;
};

} // namespace engine
