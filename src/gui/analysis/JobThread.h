#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <stop_token>
#include <thread>

namespace gui {

// A thread of our own that runs jobs one at a time, in the order they were posted.
// Everything crosses threads through std::mutex and std::jthread, which
// ThreadSanitizer sees, unlike Qt's own locks. A job that should end early
// checks a stop token of its own (captured when posted); the thread's own stop
// token, requested by the destructor, only ends the wait for the next job.
class JobThread {
public:
    using Job = std::function<void()>;

    JobThread();
    // Drops the jobs not yet started and joins the thread: whoever owns a running
    // job must have stopped it first, so this returns as soon as the job notices.
    ~JobThread();
    JobThread(const JobThread&) = delete;
    JobThread& operator=(const JobThread&) = delete;

    // Runs `job` on the thread after the jobs posted before it. Never waits.
    void post(Job job);
    // Lets the running job finish and drops the rest; never waits. The
    // destructor then only joins.
    void stop();

private:
    void run(const std::stop_token& stopToken);

    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::deque<Job> m_jobs;
    std::jthread m_thread; // last: starts once the members above exist
};

} // namespace gui
