#pragma once

#include "engine/SolveContext.h"

#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

namespace engine {

// The one progress of several boards analysed at once (analyseSum), from each
// board's own progress fraction and the time it took, so the whole is the
// share of the expected work done: a board's expected time is its elapsed time
// over its fraction done (its own time when finished; none for a board whose
// analysis was kept). While a board that is not done has said nothing of its
// share (not started yet, or no report above 0), the remaining work is not
// known and the whole stays where it was. A small board done at once then
// moves the whole by almost nothing while a long one runs, and two boards of a
// similar length share it evenly. The whole never goes back.
//
// Reports arrive from the boards' threads; each is combined and handed on to
// the whole's SolveContext under one mutex, so the whole's callback is never
// called on two threads at once.
class SumProgress {
public:
    // Seconds from any fixed start (a test passes a fake clock).
    using Clock = std::function<double()>;

    // `whole` must outlive this object; `boards` boards, none started.
    SumProgress(const SolveContext& whole, std::size_t boards, Clock clock = {});
    SumProgress(const SumProgress&) = delete;
    SumProgress& operator=(const SumProgress&) = delete;

    // Board `board` starts its work now.
    void start(std::size_t board);
    // Board `board` has done `fraction` (0..1) of its work.
    void report(std::size_t board, double fraction);
    // Board `board` is done (analysed, or found kept and never started: no time).
    void finish(std::size_t board);
    // The context board `board` runs with: `stopToken` and the whole's outcomesOnly,
    // its progress to report(). Valid while this object lives.
    [[nodiscard]] SolveContext boardContext(std::size_t board, std::stop_token stopToken);
    // The whole's fraction as last handed on.
    [[nodiscard]] double fraction() const;

private:
    struct BoardTime {
        std::optional<double> startedAt;
        std::optional<double> finishedAt;
        double fraction = 0.0;
    };

    [[nodiscard]] double combinedLocked(double now) const;
    void handOnLocked();

    const SolveContext& m_whole;
    Clock m_clock;
    mutable std::mutex m_mutex; // guards the members below and calls to the whole's callback
    std::vector<BoardTime> m_boards;
    double m_reported = 0.0;
};

} // namespace engine
