#include "engine/bench/PeakMemory.h"

#include <sys/resource.h>

namespace engine {

std::int64_t peakMemoryKiB()
{
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return -1;
    return static_cast<std::int64_t>(usage.ru_maxrss);
}

} // namespace engine
