#include "cli/InterruptStop.h"

#include "cli/Cli.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <string_view>

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

InterruptStop::InterruptStop()
{
    if (::pipe2(m_pipe, O_CLOEXEC) != 0) {
        m_pipe[0] = m_pipe[1] = -1;
        return; // Ctrl-C keeps its default action: the process dies at once
    }
    g_signalPipe.store(m_pipe[1]);
    m_watcher = std::thread([this] { watch(); });
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, nullptr);
}

InterruptStop::~InterruptStop()
{
    if (m_pipe[1] < 0)
        return;
    ::signal(SIGINT, SIG_DFL);
    g_signalPipe.store(-1);
    {
        const std::lock_guard lock(m_mutex);
        m_runEnded = true;
    }
    m_ended.notify_all();
    writeAll(m_pipe[1], std::string_view(&kEnded, 1));
    m_watcher.join();
    ::close(m_pipe[0]);
    ::close(m_pipe[1]);
}

void InterruptStop::watch()
{
    for (;;) {
        char byte = 0;
        const ssize_t got = ::read(m_pipe[0], &byte, 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0 || byte == kEnded)
            return;
        m_source.request_stop();
        std::unique_lock lock(m_mutex);
        if (m_ended.wait_for(lock, kGrace, [this] { return m_runEnded; }))
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

} // namespace cli
