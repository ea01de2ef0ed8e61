#pragma once

#include "engine/Board.h"
#include "engine/PlayRule.h"
#include "engine/Solver.h"

#include <atomic>
#include <memory>
#include <mutex>

namespace engine {

class Game;

// A solver of one setup that is made where it is first used: the game's own
// solver for the rule (Game::solverFor) is created by the first prepare() or
// analyse(), on the calling thread.
// A front end keeps one per setup and hands it to its worker threads, so the
// thread that shows the board never runs a solver's constructor (which may
// allocate and clear gigabytes: the rectangles solver of a full 6 x 6 board).
// Like every Solver it may be used from any thread.
class DeferredSolver final : public Solver {
public:
    // `game` must outlive the solver (the games are static).
    DeferredSolver(const Game& game, Board setup, PlayRule rule = PlayRule::Normal);
    DeferredSolver(const DeferredSolver&) = delete;
    DeferredSolver& operator=(const DeferredSolver&) = delete;
    ~DeferredSolver() override;

    void prepare(const SolveContext& context) override;
    [[nodiscard]] Analysis analyse(const Board& position, const SolveContext& context) override;
    // Builds the game's solver when it is not built yet.
    [[nodiscard]] bool defersGrundyValues() const override;
    // The game's solver's, none before it is built (nothing to resume); never builds it.
    [[nodiscard]] std::optional<std::uint64_t> resumableBytes() const override;

    [[nodiscard]] const Game& game() const { return m_game; }
    [[nodiscard]] const Board& setup() const { return m_setup; }
    [[nodiscard]] PlayRule rule() const { return m_rule; }
    // The game's solver if some call has built it, else null; never builds it
    // (for the immutable, thread-safe parts a front end reads: PawnSolver::map).
    [[nodiscard]] const Solver* ifBuilt() const { return m_ready.load(std::memory_order_acquire); }

private:
    // The game's solver, built on the first call (a failed build is tried again).
    [[nodiscard]] Solver& built() const;

    const Game& m_game;
    const Board m_setup;
    const PlayRule m_rule;
    mutable std::mutex m_buildMutex;          // guards m_solver while it is built
    mutable std::unique_ptr<Solver> m_solver; // set once, under m_buildMutex
    mutable std::atomic<Solver*> m_ready = nullptr;
};

} // namespace engine
