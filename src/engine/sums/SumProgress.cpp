#include "engine/sums/SumProgress.h"

#include <algorithm>
#include <chrono>

namespace engine {

namespace {

double steadySeconds()
{
    using Seconds = std::chrono::duration<double>;
    return std::chrono::duration_cast<Seconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

} // namespace

SumProgress::SumProgress(const SolveContext& whole, std::size_t boards, Clock clock)
    : m_whole(whole)
    , m_clock(clock ? std::move(clock) : Clock(&steadySeconds))
    , m_boards(boards)
{
}

void SumProgress::start(std::size_t board)
{
    const std::lock_guard lock(m_mutex);
    m_boards.at(board).startedAt = m_clock();
}

void SumProgress::report(std::size_t board, double fraction)
{
    const std::lock_guard lock(m_mutex);
    BoardTime& time = m_boards.at(board);
    time.fraction = std::clamp(fraction, 0.0, 1.0);
    if (!time.startedAt)
        time.startedAt = m_clock();
    handOnLocked();
}

void SumProgress::finish(std::size_t board)
{
    const std::lock_guard lock(m_mutex);
    BoardTime& time = m_boards.at(board);
    const double now = m_clock();
    if (!time.startedAt)
        time.startedAt = now;
    time.finishedAt = now;
    time.fraction = 1.0;
    handOnLocked();
}

SolveContext SumProgress::boardContext(std::size_t board, std::stop_token stopToken)
{
    SolveContext context{std::move(stopToken), {}, m_whole.outcomesOnly};
    context.onProgress = [this, board](double fraction) { report(board, fraction); };
    return context;
}

double SumProgress::fraction() const
{
    const std::lock_guard lock(m_mutex);
    return m_reported;
}

double SumProgress::combinedLocked(double now) const
{
    // Each board's expected time and the time it has spent of it.
    double done = 0.0;
    double expected = 0.0;
    for (const BoardTime& time : m_boards) {
        if (time.finishedAt) {
            const double took = *time.finishedAt - *time.startedAt;
            done += took;
            expected += took;
        } else if (time.startedAt && time.fraction > 0.0) {
            const double elapsed = now - *time.startedAt;
            done += elapsed;
            expected += elapsed / time.fraction;
        } else {
            return 0.0; // a board's work is not known yet, so neither is the share done
        }
    }
    return expected > 0.0 ? std::clamp(done / expected, 0.0, 1.0) : 1.0;
}

void SumProgress::handOnLocked()
{
    const double combined = std::max(m_reported, combinedLocked(m_clock()));
    if (combined == m_reported && combined > 0.0)
        return;
    m_reported = combined;
    m_whole.report(combined);
}

} // namespace engine
