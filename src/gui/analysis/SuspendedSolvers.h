#pragma once

#include "engine/Board.h"
#include "engine/DeferredSolver.h"
#include "engine/PlayRule.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <vector>

namespace engine {
class Game;
}

namespace gui {

// The solvers of setups the document has left (an edit, Undo, a new board), kept
// so that their work, finished or stopped midway, resumes when the setup comes
// back (Redo) instead of starting again. Only solvers whose stopped work
// resumes (engine::Solver::resumableBytes: chomp) are kept, the most recently
// left first, up to kMaxSolvers and kMaxBytes in all (one 18 x 18 chomp walk,
// 1.1 GB, fits); the others are handed back to be freed. A Cancel by the user
// drops the current solver and never lands here. GUI thread only; what it
// hands back must be freed on a worker (AnalysisController posts it).
class SuspendedSolvers {
public:
    using SolverPtr = std::shared_ptr<engine::DeferredSolver>;

    static constexpr std::size_t kMaxSolvers = 4;
    static constexpr std::uint64_t kMaxBytes = std::uint64_t{3} << 29; // 1.5 GiB

    // Keeps `solver` when it resumes and fits; returns the solvers let go
    // (`solver` itself, or older ones the bound pushes out).
    [[nodiscard]] std::vector<SolverPtr> keep(SolverPtr solver);
    // The kept solver of `game`'s `setup` under `rule`, taken out, or null.
    [[nodiscard]] SolverPtr take(const engine::Game& game, const engine::Board& setup, engine::PlayRule rule);
    // Lets every kept solver go (returned, to be freed on a worker).
    [[nodiscard]] std::vector<SolverPtr> takeAll();
    [[nodiscard]] std::size_t size() const { return m_kept.size(); }

private:
    std::deque<SolverPtr> m_kept; // the most recently left last
};

} // namespace gui
