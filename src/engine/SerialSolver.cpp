#include "engine/SerialSolver.h"

namespace engine {

void SerialSolver::prepare(const SolveContext& context)
{
    const std::lock_guard lock(m_mutex);
    prepareLocked(context);
}

Analysis SerialSolver::analyse(const Board& position, const SolveContext& context)
{
    const std::lock_guard lock(m_mutex);
    return analyseLocked(position, context);
}

} // namespace engine
