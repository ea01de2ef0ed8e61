#include "engine/DeferredSolver.h"

#include "engine/Game.h"

#include <utility>

namespace engine {

DeferredSolver::DeferredSolver(const Game& game, Board setup, PlayRule rule)
    : m_game(game)
    , m_setup(std::move(setup))
    , m_rule(rule)
{
}

DeferredSolver::~DeferredSolver() = default;

Solver& DeferredSolver::built() const
{
    if (Solver* ready = m_ready.load(std::memory_order_acquire))
        return *ready;
    const std::lock_guard lock(m_buildMutex);
    if (!m_solver) {
        m_solver = m_game.solverFor(m_setup, m_rule);
        m_ready.store(m_solver.get(), std::memory_order_release);
    }
    return *m_solver;
}

void DeferredSolver::prepare(const SolveContext& context)
{
    built().prepare(context);
}

Analysis DeferredSolver::analyse(const Board& position, const SolveContext& context)
{
    return built().analyse(position, context);
}

bool DeferredSolver::defersGrundyValues() const
{
    return built().defersGrundyValues();
}

std::optional<std::uint64_t> DeferredSolver::resumableBytes() const
{
    const Solver* solver = ifBuilt();
    return solver != nullptr ? solver->resumableBytes() : std::nullopt;
}

} // namespace engine
