#pragma once

#include "engine/Nimbers.h"
#include "engine/PlayRule.h"
#include "engine/SolveContext.h"
#include "engine/games/pawn/LosingDiagonals.h"
#include "engine/games/pawn/PawnObstacles.h"

#include <memory>
#include <vector>

namespace engine {

// The win/loss map of one pawn setup: for every passable cell of the board,
// whether a pawn standing there loses for the player to move. Built once by two
// sweeps (over rows, and over columns of the transposed board, which give the
// same cells split differently) and then immutable, so any thread may query it
// without locking; PawnSolver hands it to the GUI to paint any window.
//
// Queries are O(log N) for N impassable cells. Cells are (row = Y, col = X).
class PawnMap {
public:
    // The map of a rows x cols board with these impassable cells under `rule`
    // (misère: the player who makes the last move loses); throws Stopped when
    // stopped through `context` (progress runs from `progressFrom` to `progressTo`).
    [[nodiscard]] static std::unique_ptr<PawnMap> build(PawnObstacles obstacles, Coord rows, Coord cols,
                                                        const SolveContext& context, double progressFrom = 0.0,
                                                        double progressTo = 1.0, PlayRule rule = PlayRule::Normal);

    [[nodiscard]] Coord rows() const { return m_rows; }
    [[nodiscard]] Coord cols() const { return m_cols; }
    [[nodiscard]] const PawnObstacles& obstacles() const { return m_obstacles; }
    // The rule whose verdicts the map holds.
    [[nodiscard]] PlayRule rule() const { return m_rule; }

    // Whether a pawn on `cell` loses for the player to move. False for
    // impassable cells (a pawn never stands there).
    [[nodiscard]] bool isLosing(Cell cell) const { return m_rowSweep.contains(cell); }
    [[nodiscard]] Outcome outcomeAt(Cell cell) const { return isLosing(cell) ? Outcome::Loss : Outcome::Win; }

    // The moves of a pawn on `pawn` that leave the opponent a loss, row-major.
    // At most two: one in the column (a column stretch holds at most one losing
    // cell, as every cell below it can move up onto it) and one in the row, for
    // the same reason (under either rule). None when `pawn` itself loses.
    [[nodiscard]] std::vector<Cell> winningDestinations(Cell pawn) const;

    // The losing cells inside rows [rowBegin, rowEnd) and columns [colBegin,
    // colEnd), clipped to the board, as diagonal segments (row-major by start).
    [[nodiscard]] std::vector<DiagonalSegment> losingSegmentsIn(Coord rowBegin, Coord rowEnd, Coord colBegin,
                                                                Coord colEnd) const;

    [[nodiscard]] PawnReach reachOf(Cell pawn) const { return m_obstacles.reachOf(pawn); }
    // The number of segments the row sweep produced (for benchmarks).
    [[nodiscard]] std::size_t segmentCount() const { return m_rowSweep.size(); }

private:
    PawnMap(PawnObstacles obstacles, Coord rows, Coord cols, PlayRule rule, LosingDiagonals byRow,
            LosingDiagonals byColumn);

    PawnObstacles m_obstacles;
    PlayRule m_rule;
    Coord m_rows;
    Coord m_cols;
    LosingDiagonals m_rowSweep;    // row-major
    LosingDiagonals m_columnSweep; // of the transposed board: its rows are our columns
};

} // namespace engine
