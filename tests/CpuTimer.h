#pragma once

// A stopwatch of CPU time, for tests that bound how much work something costs:
// a busy machine stretches wall-clock time (the thread waits for a core) but not
// the CPU time a thread or the process spends, so a bound on it fails only when
// the program works too much (issue 32: a test never fails because a machine is busy).
#include <QtGlobal>

#include <time.h>

#include <cstdint>

namespace testsupport {

class CpuTimer {
public:
    enum class Of {
        Thread,  // the calling thread's own work (the GUI thread's, for a test that calls the code)
        Process, // every thread's (work handed to a worker thread counts too)
    };

    explicit CpuTimer(Of of = Of::Thread)
        : m_clock(of == Of::Thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID)
        , m_start(now())
    {
    }
    void restart() { m_start = now(); }
    // CPU time since construction or restart(), in milliseconds.
    [[nodiscard]] qint64 elapsed() const { return (now() - m_start) / 1'000'000; }

private:
    [[nodiscard]] std::int64_t now() const
    {
        timespec time{};
        clock_gettime(m_clock, &time);
        return static_cast<std::int64_t>(time.tv_sec) * 1'000'000'000 + time.tv_nsec;
    }

    clockid_t m_clock;
    std::int64_t m_start;
};

} // namespace testsupport
