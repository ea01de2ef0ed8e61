#pragma once

#include "engine/Error.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stop_token>

namespace engine {

// How a long computation is steered from outside: a stop token the engine checks
// regularly, and a callback that receives the fraction done (0..1). Both may be
// empty. The callback runs on the computing thread. An analysis asked for the
// outcomes only (the CLI's `moves` prints no remoteness) may leave remoteness
// out where it costs work of its own.
struct SolveContext {
    std::stop_token stopToken;
    std::function<void(double)> onProgress;
    bool outcomesOnly = false;
    // Called at each stop check of a solver that counts its work (WorkMeter) with
    // the work units done so far: how a test sees that no stretch of work goes
    // unchecked. Empty in the programs.
    std::function<void(std::uint64_t)> onWorkCheck;

    [[nodiscard]] bool stopRequested() const { return stopToken.stop_requested(); }
    // Throws Stopped when a stop was requested.
    void throwIfStopped() const
    {
        if (stopRequested())
            throw Stopped();
    }
    void report(double fraction) const
    {
        if (onProgress)
            onProgress(fraction);
    }
    // A context for part `index` of `count` equal parts of this computation
    // (a case of a contest text): the same stop token, its progress mapped into
    // that share. Valid while this one lives.
    [[nodiscard]] SolveContext partOf(std::size_t index, std::size_t count) const
    {
        const double from = static_cast<double>(index) / static_cast<double>(count);
        const double to = static_cast<double>(index + 1) / static_cast<double>(count);
        SolveContext part{stopToken, {}, outcomesOnly, onWorkCheck};
        if (onProgress)
            part.onProgress = [this, from, to](double fraction) { report(from + (to - from) * fraction); };
        return part;
    }
};

} // namespace engine
