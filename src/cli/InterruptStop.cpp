#include "cli/InterruptStop.h"

#include "cli/Cli.h"

#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <mutex>
#include <string_view>
#include <thread>

#include <fcntl.h>
#include <unistd.h>

namespace cli {

namespace {

// The write end of the pipe the handler signals through; -1 when none.
std::atomic<int> g_signalPipe{-1};

constexpr char kInterrupted = 'i';
constexpr char kEnded = 'e';

extern "C" void onInterrupt(int)
{
    const int saved = errno;
    const int fd = g_signalPipe.load();
    if (fd >= 0)
        (void)!::write(fd, &kInterrupted, 1);
    errno = saved;
}

void writeAll(int fd, std::string_view text)
{
    while (!text.empty()) {
        const ssize_t written = ::write(fd, text.data(), text.size());
        if (written <= 0 && errno != EINTR)
            return;
        if (written > 0)
            text.remove_prefix(static_cast<std::size_t>(written));
    }
}

} // namespace

// What the watcher thread and the instance share; the pipe stays open until
// the process ends, as the watcher may still read it.
struct InterruptStop::Shared {
    std::stop_source source;
    int pipe[2] = {-1, -1};
    std::mutex mutex;
    std::condition_variable ended;
    bool runEnded = false; // under mutex

    void watch()
    {
        for (;;) {
            char byte = 0;
            const ssize_t got = ::read(pipe[0], &byte, 1);
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0 || byte == kEnded)
                return;
            source.request_stop();
            std::unique_lock lock(mutex);
            if (ended.wait_for(lock, kGrace, [this] { return runEnded; }))
                return;
            // Nothing reached a stop check (the run waits for input, or one step
            // of the engine runs long): end here, below a progress line that a
            // terminal still shows (piped progress ends each line itself).
            if (::isatty(STDERR_FILENO) == 1)
                writeAll(STDERR_FILENO, "\n");
            writeAll(STDERR_FILENO, "grundygrid-cli: interrupted\n");
            std::_Exit(kExitInterrupted);
        }
    }
};

InterruptStop::InterruptStop()
    : m_shared(std::make_shared<Shared>())
{
}

void InterruptStop::arm()
{
    if (m_armed)
        return;
    m_armed = true;
    if (::pipe2(m_shared->pipe, O_CLOEXEC) != 0) {
        m_armed = false;
        return; // Ctrl-C keeps its default action: the process ends at once
    }
    g_signalPipe.store(m_shared->pipe[1]);
    std::thread([shared = m_shared] { shared->watch(); }).detach();
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, nullptr);
}

InterruptStop::~InterruptStop()
{
    if (!m_armed)
        return;
    ::signal(SIGINT, SIG_DFL);
    g_signalPipe.store(-1);
    {
        const std::lock_guard lock(m_shared->mutex);
        m_shared->runEnded = true;
    }
    m_shared->ended.notify_all();
    writeAll(m_shared->pipe[1], std::string_view(&kEnded, 1));
}

std::stop_token InterruptStop::token() const
{
    return m_shared->source.get_token();
}

} // namespace cli
