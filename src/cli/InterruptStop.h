#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>

namespace cli {

// Turns Ctrl-C (SIGINT) into a stop request for the computation under way, so
// grundygrid-cli stops at the engine's next stop check, erases its progress
// line and exits with kExitInterrupted instead of dying mid-line. The signal
// handler only writes a byte to a pipe (all a handler may safely do); a
// watcher thread of our own reads it and requests the stop. A run that is not
// computing (waiting for input) has no stop check to reach, and one step of a
// computation can run long between checks (chomp marks all parents of one loss
// at once: for the equal-armed L of 18 x 18 over two billion), so when the run
// has not ended `kGrace` after the request, the watcher ends the process itself
// with the same message and status (nothing is on stdout before the end). One instance per process, in main(),
// living around cli::run; its destructor restores the default SIGINT action.
class InterruptStop {
public:
    InterruptStop();
    ~InterruptStop();
    InterruptStop(const InterruptStop&) = delete;
    InterruptStop& operator=(const InterruptStop&) = delete;

    // Requested once SIGINT has arrived.
    [[nodiscard]] std::stop_token token() const { return m_source.get_token(); }

    static constexpr std::chrono::seconds kGrace{3};

private:
    void watch();

    std::stop_source m_source;
    int m_pipe[2] = {-1, -1};
    std::mutex m_mutex;
    std::condition_variable m_ended;
    bool m_runEnded = false; // under m_mutex
    std::thread m_watcher;
};

} // namespace cli
