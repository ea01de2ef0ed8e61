#pragma once

#include "engine/SolveContext.h"

#include <stop_token>
#include <vector>

namespace testsupport {

// A context that asks `stop` to stop at the `stopAt`-th progress report and
// counts the reports in `reports` (how a test stops a long computation midway).
inline engine::SolveContext stoppingAtReport(std::stop_source& stop, int stopAt, int& reports)
{
    return {stop.get_token(), [&stop, stopAt, &reports](double) {
                if (++reports == stopAt)
                    stop.request_stop();
            }};
}

// A context whose stop was requested before the computation starts.
inline engine::SolveContext alreadyStopped()
{
    std::stop_source stop;
    stop.request_stop();
    return {stop.get_token(), {}};
}

// A context that records every progress report in `progress`.
inline engine::SolveContext recordingProgress(std::vector<double>& progress)
{
    return {{}, [&progress](double fraction) { progress.push_back(fraction); }};
}

} // namespace testsupport
