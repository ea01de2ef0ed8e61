#pragma once

#include <functional>
#include <stop_token>

namespace engine {

// How a long computation is steered from outside: a stop token the engine checks
// regularly, and a callback that receives the fraction done (0..1). Both may be
// empty. The callback runs on the computing thread.
struct SolveContext {
    std::stop_token stopToken;
    std::function<void(double)> onProgress;

    [[nodiscard]] bool stopRequested() const { return stopToken.stop_requested(); }
    void report(double fraction) const
    {
        if (onProgress)
            onProgress(fraction);
    }
};

} // namespace engine
