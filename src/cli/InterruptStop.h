#pragma once

#include <chrono>
#include <memory>
#include <stop_token>

namespace cli {

// Turns Ctrl-C (SIGINT) into a stop request for the computation under way, so
// grundygrid-cli stops at the engine's next stop check, erases its progress
// line and exits with kExitInterrupted instead of dying mid-line. The signal
// handler only writes a byte to a pipe (all a handler may safely do); a
// watcher thread of our own reads it and requests the stop. A run that is not
// computing (waiting for input) has no stop check to reach (the solvers count
// their work and check every few milliseconds, engine::WorkMeter, but a board
// may be read or a result printed in between), so when
// the run has not ended `kGrace` after the request, the watcher ends the
// process itself with the same message and status (nothing is on stdout before
// the end).
// One instance per process, in main(), living around cli::run. Nothing
// happens until arm(), called when a computation has run for a moment: a short
// run starts no thread and keeps Ctrl-C's default action (the process ends at
// once; it has printed nothing to stdout). The destructor restores that
// action and lets the watcher go without waiting for it, so the watcher owns
// what it reads.
class InterruptStop {
public:
    InterruptStop();
    ~InterruptStop();
    // Installs the handler and starts the watcher, once; later calls do nothing.
    void arm();
    InterruptStop(const InterruptStop&) = delete;
    InterruptStop& operator=(const InterruptStop&) = delete;

    // Requested once SIGINT has arrived.
    [[nodiscard]] std::stop_token token() const;

    static constexpr std::chrono::seconds kGrace{3};

private:
    struct Shared;
    std::shared_ptr<Shared> m_shared; // the stop source from the start; the pipe and watcher once armed
    bool m_armed = false;
};

} // namespace cli
