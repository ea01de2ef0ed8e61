#include "engine/SerialSolver.h"

namespace engine {

bool SerialSolver::prepare(const SolveContext& context)
{
    const std::lock_guard lock(m_mutex);
    return prepareLocked(context);
}

std::optional<Analysis> SerialSolver::analyse(const Board& position, const SolveContext& context)
{
    const std::lock_guard lock(m_mutex);
    return analyseLocked(position, context);
}

} // namespace engine
