#pragma once
// What a solve said at its stop checks (SolveContext::onWorkCheck): the work
// done and the progress reported, and a stop asked for at a chosen check
// (test_chomp_stop_checks, test_solver_stop_checks).
#include "engine/SolveContext.h"

#include <algorithm>
#include <cstdint>
#include <stop_token>
#include <vector>

namespace testsupport {

struct WorkChecks {
    std::vector<std::uint64_t> work;
    std::vector<double> progress;
    std::size_t stopAt = 0; // asks to stop at this check (1 = the first); 0: never
    std::stop_source stop;

    // A context reporting here; stopped by `external` when given, else by `stop` (stopAt).
    [[nodiscard]] engine::SolveContext context(const std::stop_token& external = {})
    {
        engine::SolveContext context{external.stop_possible() ? external : stop.get_token(),
                                     [this](double fraction) { progress.push_back(fraction); }};
        context.onWorkCheck = [this](std::uint64_t done) {
            work.push_back(done);
            if (work.size() == stopAt)
                stop.request_stop();
        };
        return context;
    }
    // The largest work between two checks.
    [[nodiscard]] std::uint64_t largestGap() const
    {
        std::uint64_t gap = 0;
        for (std::size_t i = 1; i < work.size(); ++i)
            gap = std::max(gap, work[i] - work[i - 1]);
        return gap;
    }
};

} // namespace testsupport
