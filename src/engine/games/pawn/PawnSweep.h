#pragma once

#include "engine/PlayRule.h"
#include "engine/SolveContext.h"
#include "engine/games/pawn/DiagonalSegment.h"

#include <span>
#include <vector>

namespace engine {

// The losing cells of a pawn board with the impassable cells `obstacles`
// (row-major, distinct), for rows [0, rowCount) and unbounded columns: the
// row sweep of src/games/pawn/RULES.md.
//
// A passable cell loses exactly when no losing cell lies left of it in its row
// or above it in its column without an impassable cell in between. So in every
// stretch of a row between impassable cells the losing cell is the first
// column that is not "winning" (WinningColumns), and there is at most one.
// A row without impassable cells has exactly one, at the first free column;
// a run of such rows fills the first gap of the set diagonally, so it costs one
// step per gap, not per row. An impassable cell ends its column's stretch.
// Each row with impassable cells adds at most one interval per stretch and
// removes its impassable columns, so the set stays O(N) and the whole sweep
// is O(N log N) with O(N) segments.
//
// Under the misère rule (`rule`) the same sweep with a different end: a cell
// without moves (the first of its row stretch, under the top edge or an
// impassable cell) is a win, so where the first free column of a stretch is
// such a dead end, the next free column of the stretch loses instead (it can
// only move onto cells that win). Elsewhere a cell with no losing cell in reach
// has a move, so it loses as under the normal rule. Dead ends lie in row 0 and
// in rows with or just below impassable cells; such a row without impassable
// cells is crossed like one that has them, so the diagonal fill is unchanged.
//
// The result is sorted by start (row-major). Rows without impassable cells hold
// exactly one losing cell, all covered by multi-row segments that never cross
// a row with impassable cells (nor, under misère, a row crossed as one); the
// losing cells of those rows are one-cell segments. So the last rows of the
// segments never decrease. Throws Stopped when stopped through `context`;
// progress runs from `progressFrom` to `progressTo`.
[[nodiscard]] std::vector<DiagonalSegment>
sweepLosingCells(std::span<const Cell> obstacles, Coord rowCount, const SolveContext& context,
                 double progressFrom = 0.0, double progressTo = 1.0, PlayRule rule = PlayRule::Normal);

} // namespace engine
