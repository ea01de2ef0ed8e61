#include "gui/analysis/JobThread.h"

#include "gui/analysis/PromptFrees.h"

#include <utility>

namespace gui {

JobThread::JobThread()
    : m_thread([this](const std::stop_token& stopToken) { run(stopToken); })
{
    // A job frees a solver's tables in bulk: merged as they go, never left for the GUI thread.
    freeBlocksPromptly();
}

JobThread::~JobThread()
{
    stop();
    m_thread.join();
    // Pending jobs are destroyed with the deque, on the owner's thread.
}

void JobThread::post(Job job)
{
    {
        const std::lock_guard lock(m_mutex);
        m_jobs.push_back(std::move(job));
    }
    m_wake.notify_one();
}

void JobThread::stop()
{
    m_thread.request_stop(); // wakes the wait below
}

void JobThread::run(const std::stop_token& stopToken)
{
    while (true) {
        Job job;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, stopToken, [this] { return !m_jobs.empty(); });
            if (stopToken.stop_requested())
                return;
            job = std::move(m_jobs.front());
            m_jobs.pop_front();
        }
        job();
    }
}

} // namespace gui
