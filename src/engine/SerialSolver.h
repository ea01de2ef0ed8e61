#pragma once

#include "engine/Solver.h"

#include <mutex>

namespace engine {

// A Solver that serialises its callers with one mutex, as Solver promises:
// prepare() and analyse() hold it while they call prepareLocked() and
// analyseLocked(), which may so use the solver's tables freely.
class SerialSolver : public Solver {
public:
    void prepare(const SolveContext& context) final;
    [[nodiscard]] Analysis analyse(const Board& position, const SolveContext& context) final;

protected:
    // prepare() and analyse() with the mutex held.
    virtual void prepareLocked(const SolveContext& context) = 0;
    [[nodiscard]] virtual Analysis analyseLocked(const Board& position, const SolveContext& context) = 0;

    // The mutex, for the subclass's own calls that use its tables.
    [[nodiscard]] std::mutex& mutex() const { return m_mutex; }

private:
    mutable std::mutex m_mutex;
};

} // namespace engine
