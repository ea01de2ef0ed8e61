#pragma once

#include "engine/Nimbers.h"
#include "engine/PlayRule.h"
#include "engine/SolveContext.h"
#include "engine/games/pawn/PawnObstacles.h"

#include <cstdint>
#include <vector>

namespace engine {

// Grundy values and remoteness of every cell of the rectangle [0, corner.row] x
// [0, corner.col] of a pawn board, by dynamic programming in row-major order.
// The pawn only moves up or left, so a cell's value depends on that rectangle
// alone and the table is exact for every cell in it.
//
// The win/loss map of the sweep does not give these numbers (a Grundy value
// is the mex over a whole row and column stretch, remoteness the longest stall
// over them), and no closed form is known with impassable cells, so they are
// computed only for corners with both coordinates below kMaxSide: up to 2^20
// cells, values below 2 * kMaxSide, tens of milliseconds. Beyond it the solver
// leaves them empty rather than guess.
//
// Per cell: mex of the values seen in its row stretch and its column stretch
// (two bit sets); remoteness 1 + the largest child remoteness for a loss (each
// stretch keeps its running maximum) and 1 + the remoteness of the losing
// child for a win (each stretch holds at most one losing cell).
//
// Under the misère rule the same pass with a different end and no nimbers: a
// cell loses when it has a move (a stretch holds another cell) and no losing
// cell lies in its stretches; the remoteness follows the same two rules, so a
// cell without moves is a win of remoteness 0.
class PawnExactTable {
public:
    static constexpr Coord kMaxSide = 1024;

    explicit PawnExactTable(PlayRule rule = PlayRule::Normal)
        : m_rule(rule)
    {
    }
    [[nodiscard]] PlayRule rule() const { return m_rule; }

    [[nodiscard]] static bool coversCorner(Cell corner) { return corner.row < kMaxSide && corner.col < kMaxSide; }

    // Makes the table hold `corner` (which coversCorner accepts), keeping the
    // current table if it does already. Throws Stopped when stopped through
    // `context` (the current table stays).
    void ensure(Cell corner, const PawnObstacles& obstacles, const SolveContext& context, double progressFrom = 0.0,
                double progressTo = 1.0);

    [[nodiscard]] bool holds(Cell cell) const
    {
        return cell.row >= 0 && cell.col >= 0 && cell.row < m_rows && cell.col < m_cols;
    }
    // For a passable cell the table holds. Grundy values under the normal rule
    // only (misère: 0 for a loss, 1 for a win).
    [[nodiscard]] Nimber grundy(Cell cell) const { return m_grundy[index(cell)]; }
    [[nodiscard]] int remoteness(Cell cell) const { return m_remoteness[index(cell)]; }

private:
    [[nodiscard]] std::size_t index(Cell cell) const
    {
        return static_cast<std::size_t>(cell.row * m_cols + cell.col);
    }

    PlayRule m_rule;
    Coord m_rows = 0;
    Coord m_cols = 0;
    std::vector<std::uint16_t> m_grundy;
    std::vector<std::uint16_t> m_remoteness;
};

} // namespace engine
