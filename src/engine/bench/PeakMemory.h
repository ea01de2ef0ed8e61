#pragma once

#include <cstdint>

namespace engine {

// The peak resident memory of this process so far in KiB (getrusage's
// ru_maxrss on Linux), or -1 when the system does not say.
[[nodiscard]] std::int64_t peakMemoryKiB();

} // namespace engine
