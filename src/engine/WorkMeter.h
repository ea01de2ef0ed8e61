#pragma once

#include "engine/SolveContext.h"

#include <cstdint>
#include <functional>

namespace engine {

// Counts a computation's work in units of about the same cost (a staircase
// visited, a parent marked: a few nanoseconds each) and checks its stop every
// kCheckUnits units, so no stretch of work between two checks lasts more than
// a few milliseconds, however the work falls (one chomp loss may mark billions
// of parents). At each check it throws Stopped when a stop was requested, then
// tells SolveContext::onWorkCheck and reports progress: `fraction(done)`, the
// share done, which the caller keeps from going back.
class WorkMeter {
public:
    static constexpr std::uint64_t kCheckUnits = std::uint64_t{1} << 18;

    // `done`: the units done before (a resumed computation); `fraction` may be empty.
    WorkMeter(const SolveContext& context, std::function<double(std::uint64_t done)> fraction, std::uint64_t done = 0)
        : m_context(context), m_fraction(std::move(fraction)), m_done(done), m_nextCheck(done)
    {
    }

    // Adds `units` of work done; checks when the last check is kCheckUnits behind.
    // Inline and cheap (an add and a compare; the check is out of the way), but
    // its counter lives in memory: hot loops count in a local and add it in
    // batches of bounded work (a staircase's children, the parents over a run's
    // two last columns), or know the count up front.
    void add(std::uint64_t units = 1)
    {
        m_done += units;
        if (m_done >= m_nextCheck) [[unlikely]]
            check();
    }
    // Checks now (also at the start and the end of a pass).
    [[gnu::noinline]] void check()
    {
        m_context.throwIfStopped();
        if (m_context.onWorkCheck)
            m_context.onWorkCheck(m_done);
        if (m_fraction)
            m_context.report(m_fraction(m_done));
        m_nextCheck = m_done + kCheckUnits;
    }
    [[nodiscard]] std::uint64_t done() const { return m_done; }

private:
    const SolveContext& m_context;
    std::function<double(std::uint64_t)> m_fraction;
    std::uint64_t m_done;
    std::uint64_t m_nextCheck;
};

} // namespace engine
