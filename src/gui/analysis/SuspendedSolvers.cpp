#include "gui/analysis/SuspendedSolvers.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace gui {

std::vector<SuspendedSolvers::SolverPtr> SuspendedSolvers::keep(SolverPtr solver)
{
    std::vector<SolverPtr> released;
    const std::optional<std::uint64_t> bytes = solver ? solver->resumableBytes() : std::nullopt;
    if (!bytes || *bytes == 0 || *bytes > kMaxBytes) { // nothing to resume, or too large to keep
        if (solver)
            released.push_back(std::move(solver));
        return released;
    }
    m_kept.push_back(std::move(solver));
    // The bytes are read now: a kept solver's stopped work does not grow.
    std::uint64_t total = 0;
    for (const SolverPtr& kept : m_kept)
        total += kept->resumableBytes().value_or(0);
    while (m_kept.size() > kMaxSolvers || total > kMaxBytes) {
        total -= std::min(total, m_kept.front()->resumableBytes().value_or(0));
        released.push_back(std::move(m_kept.front()));
        m_kept.pop_front();
    }
    return released;
}

SuspendedSolvers::SolverPtr SuspendedSolvers::take(const engine::Game& game, const engine::Board& setup,
                                                   engine::PlayRule rule)
{
    const auto found = std::find_if(m_kept.begin(), m_kept.end(), [&](const SolverPtr& kept) {
        return &kept->game() == &game && kept->rule() == rule && kept->setup() == setup;
    });
    if (found == m_kept.end())
        return nullptr;
    SolverPtr solver = std::move(*found);
    m_kept.erase(found);
    return solver;
}

std::vector<SuspendedSolvers::SolverPtr> SuspendedSolvers::takeAll()
{
    std::vector<SolverPtr> all(std::make_move_iterator(m_kept.begin()), std::make_move_iterator(m_kept.end()));
    m_kept.clear();
    return all;
}

} // namespace gui
