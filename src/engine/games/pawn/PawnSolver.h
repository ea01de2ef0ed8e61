#pragma once

#include "engine/SerialSolver.h"
#include "engine/games/pawn/PawnExactTable.h"
#include "engine/games/pawn/PawnMap.h"

#include <atomic>
#include <memory>

namespace engine {

// Solves every position of one pawn setup. prepare() runs the two sweeps of
// PawnMap once (O(N log N), cancellable, with progress) and keeps the map for
// the setup's lifetime; after that a position is a handful of O(log N) queries.
//
// What an Analysis holds:
// - the outcome, exact for every position;
// - moves: the verdict of every move PawnGame::legalMoves lists (all of them
//   up to PawnGame::kMaxListedMoves) plus the winning moves, row-major; each
//   with the outcome after it; beyond kMaxListedMoves, moveAreas holds the
//   pawn's column and row runs, so legalMoveCount() is the true count;
// - from a lost position beyond the exact table, the stalling move: one cell
//   up (or left when the pawn cannot go up);
// - Grundy values and remoteness (of the position and after each move) only
//   where PawnExactTable reaches, both coordinates of the pawn below
//   PawnExactTable::kMaxSide; beyond it they stay empty, because neither
//   follows from the win/loss map and no exact method for them is known;
// - no parts: a single pawn never splits into independent games.
//
// Under the misère rule (the player who makes the last move loses) the same,
// from the misère sweep and the misère exact table: every verdict exact on the
// whole board, remoteness where the table reaches, never a Grundy value; the
// normal-play verdict beside it (normalOutcome from a second, normal map, and
// normalGrundy where the normal table reaches).
//
// Thread-safe: a mutex serialises calls (SerialSolver). map() hands out the immutable map, so
// a GUI can paint it or look cells up while a worker uses the solver.
class PawnSolver final : public SerialSolver {
public:
    // `setup` must be a valid pawn setup (PawnGame::setupProblem); otherwise
    // throws InvalidArgument.
    explicit PawnSolver(const Board& setup, PlayRule rule = PlayRule::Normal);

    // The analysis of the position with the pawn on `pawn`, without the O(N)
    // check of a whole board. `pawn` must be a passable cell of the board.
    // Throws Stopped when stopped through `context`.
    [[nodiscard]] Analysis analysePawnAt(Cell pawn, const SolveContext& context);

    // The win/loss map (of the solver's rule) once prepare() has succeeded, else nullptr. Lock-free:
    // never waits for an analysis running on another thread.
    [[nodiscard]] std::shared_ptr<const PawnMap> map() const;

private:
    void prepareLocked(const SolveContext& context) override;
    // Throws InvalidArgument when `position` does not come from the setup:
    // another size, other impassable cells, not exactly one pawn, or a pawn
    // right of or below the setup's (it only moves left and up).
    [[nodiscard]] Analysis analyseLocked(const Board& position, const SolveContext& context) override;
    // Both with the mutex held: the map, reporting its progress in
    // [progressFrom, progressTo], and the analysis of the pawn on `pawn`.
    void buildMap(const SolveContext& context, double progressFrom, double progressTo);
    [[nodiscard]] Analysis analysePawnLocked(Cell pawn, const SolveContext& context);

    // All but m_published guarded by the mutex.
    PlayRule m_rule;
    Coord m_rows;
    Coord m_cols;
    std::vector<Cell> m_impassable; // row-major, as the setup holds them
    Cell m_setupPawn;
    std::shared_ptr<const PawnMap> m_map;
    std::atomic<std::shared_ptr<const PawnMap>> m_published; // m_map, for map() without the mutex
    PawnExactTable m_exact;
    // Under misère, what normal play says (Analysis::normalOutcome, normalGrundy).
    std::unique_ptr<const PawnMap> m_normalMap;
    PawnExactTable m_normalExact;
};

} // namespace engine
