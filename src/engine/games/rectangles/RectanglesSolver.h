#pragma once

#include "engine/SerialSolver.h"
#include "engine/games/rectangles/ComponentValues.h"
#include "engine/games/rectangles/RemotenessSearch.h"


namespace engine {

// Solves every position of one rectangles setup.
//
// Grundy values come from ComponentValues: each 4-connected component of ones
// is an independent game, valued once per congruence class in a memo shared by
// all positions of the setup, so after the first analysis a position costs a
// few look-ups per legal move. The Analysis lists the components as parts.
//
// Remoteness is exact and given only for positions with at most
// RemotenessSearch::kMaxCells ones (a whole-board search; it does not split
// over components). For larger positions the Analysis and its move verdicts
// leave remoteness empty rather than guess.
//
// Any setup of at most 8 x 8 is accepted here, even one whose components are
// larger than RectanglesGame::setupProblem allows (the 6 x 6 benchmark): such
// searches may run for hours, and stay cancellable and report progress.
class RectanglesSolver final : public SerialSolver {
public:
    // `setup`: at most 8 x 8, Filled and Empty cells only.
    explicit RectanglesSolver(const Board& setup);

    // Threads that search a large component at once (1 or 2; by default 2 on
    // a machine with two cores or more). The values do not depend on it.
    void setWorkers(int workers);

    // Congruence classes of components valued so far, and the memo's memory.
    [[nodiscard]] std::size_t stateCount() const;
    [[nodiscard]] std::size_t memoryBytes() const;

    // The same two numbers for a progress callback of this solver's prepare()
    // or analyse(), which hold the lock that the two above take: read without
    // it, which is safe only there (the search waits for its callback).
    struct SearchStats {
        std::size_t states = 0;
        std::size_t memoryBytes = 0;
    };
    [[nodiscard]] SearchStats statsFromProgressCallback() const;

private:
    // Values the setup (and so all of its sub-positions).
    void prepareLocked(const SolveContext& context) override;
    // Throws InvalidArgument for a board of another size or one with a 1
    // where the setup has a 0 (not reachable).
    [[nodiscard]] Analysis analyseLocked(const Board& position, const SolveContext& context) override;
    [[nodiscard]] rectangles::CellMask cellsOf(const Board& position) const;
    [[nodiscard]] std::vector<Part> partsOf(rectangles::CellMask cells) const;

    // The tables are guarded by the mutex.
    Coord m_rows;
    Coord m_cols;
    rectangles::CellMask m_setup;
    rectangles::ComponentValues m_values;
    rectangles::RemotenessSearch m_remoteness;
};

} // namespace engine
