#pragma once

#include "gui/analysis/JobHandle.h"

#include "engine/Error.h"
#include "engine/SolveContext.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stop_token>
#include <utility>
#include <vector>

namespace gui {

class JobThread;

// What the GUI thread hears of a job of BackgroundJobs, whatever its result;
// each part may be empty. Called on the GUI thread only, never after the job
// was cancelled or superseded.
struct JobCallbacks {
    // The fraction done (0..1); of several reported in a row before the GUI
    // thread takes them in, only the latest is delivered.
    std::function<void(double fraction)> progress;
    // The job failed (it threw something other than engine::Stopped); ends it.
    std::function<void(const QString& message)> error;
    // The job stopped before its end (JobHandle::stop, or engine::Stopped); ends it.
    std::function<void()> stopped;
};

// JobCallbacks and the results of a job that gives a Result.
template <typename Result>
struct JobReceiver : JobCallbacks {
    // Each early result the job hands over (JobContext::handOver), then its
    // final one (what the job's function returned), which ends it.
    std::function<void(Result result)> result;
};

// The worker's side of a job: its stop token, its progress and early results.
template <typename Result>
class JobContext {
public:
    [[nodiscard]] const std::stop_token& stopToken() const { return m_token; }
    [[nodiscard]] bool stopRequested() const { return m_token.stop_requested(); }
    // Hands `fraction` (0..1) over; steps under a thousandth are not handed over.
    void reportProgress(double fraction);
    // Hands an early result over; the job goes on.
    void handOver(Result result);
    // An engine::SolveContext of this job: its stop token, progress to reportProgress.
    [[nodiscard]] engine::SolveContext solveContext()
    {
        return engine::SolveContext{m_token, [this](double fraction) { reportProgress(fraction); }};
    }

private:
    friend class BackgroundJobs;
    JobContext(BackgroundJobs* jobs, std::uint64_t id, std::stop_token token)
        : m_jobs(jobs)
        , m_id(id)
        , m_token(std::move(token))
    {
    }

    BackgroundJobs* m_jobs;
    std::uint64_t m_id;
    std::stop_token m_token;
    int m_lastStep = -1;
};

// The one way work runs off the GUI thread: a function posted to a JobThread of
// its own, given a std::stop_token and a progress reporter (JobContext), whose
// progress, early results and end (its result, its error or "stopped") reach a
// JobReceiver on the GUI thread. Owners keep a JobHandle per job; a job that was
// cancelled or superseded (its handle replaced or destroyed) delivers nothing more.
//
// The hand-off: the worker leaves each delivery in an inbox under a std::mutex
// and wakes the GUI thread with one event that carries nothing, posted at low
// priority, as repaints are: the input events and repaints that came first go
// first, so a played move shows on the board before the analysis of the
// position after it is taken in. Every hand-off of data is one ThreadSanitizer
// can see (no Qt queued connection carries data across threads).
//
// Destroying it (with its owner) stops every job, drops the jobs not yet started
// and joins the thread: it returns once the running job notices its stop, and
// nothing is delivered afterwards. An owner destroys it before anything its
// receivers use (it is the owner's last member, or deleted first in the
// owner's destructor). A job's function must not use its owner's members,
// only what it captured by value (or what outlives the owner).
class BackgroundJobs : public QObject {
    Q_OBJECT

public:
    explicit BackgroundJobs(QObject* parent = nullptr);
    ~BackgroundJobs() override;

    // Runs `work(JobContext<Result>&)`, which returns the Result, on the thread
    // after the jobs started before it.
    template <typename Result, typename Work>
    [[nodiscard]] JobHandle start(Work work, JobReceiver<Result> receiver);
    // A job whose result is known already: delivered as a job's would be (at a
    // later turn of the event loop, at low priority), or dropped if cancelled first.
    template <typename Result>
    [[nodiscard]] JobHandle finished(Result result, JobReceiver<Result> receiver);
    // Runs `task` on the thread, with nothing to deliver (to free memory there).
    void post(std::function<void()> task);

    // Whether job `id` may still deliver (JobHandle::isActive).
    [[nodiscard]] bool isActive(std::uint64_t id) const { return m_receivers.contains(id); }
    // Drops what job `id` would still deliver (JobHandle::cancel).
    void forget(std::uint64_t id);

protected:
    bool event(QEvent* event) override;

private:
    template <typename Result>
    friend class JobContext;

    // A job's receiver, kept on the GUI thread only (so its functions are made,
    // called and destroyed there), with the job's stop source.
    struct Registered {
        std::shared_ptr<JobCallbacks> receiver; // a JobReceiver<Result>
        std::stop_source stop;
    };
    // What a worker hands over: run on the GUI thread with the job's receiver.
    struct Delivery {
        std::uint64_t job = 0;
        bool progress = false; // `fraction` is the job's progress (no `run`)
        double fraction = 0.0;
        bool ends = false; // the job's last delivery
        std::function<void(JobCallbacks& receiver)> run;
    };

    template <typename Result>
    std::pair<std::uint64_t, std::stop_source> registerJob(JobReceiver<Result> receiver);
    // Worker or GUI side: queues `delivery` and wakes the GUI thread once.
    void deliver(Delivery delivery);
    void deliverProgress(std::uint64_t job, double fraction);
    template <typename Result>
    void deliverResult(std::uint64_t job, Result result, bool ends);
    void deliverError(std::uint64_t job, QString message);
    void deliverStopped(std::uint64_t job);
    // GUI side: runs what the inbox holds, in order.
    void takeInbox();

    std::uint64_t m_lastJob = 0;
    std::map<std::uint64_t, Registered> m_receivers; // GUI thread only
    bool m_taking = false;      // in takeInbox (GUI thread only)
    bool m_wokenInside = false; // a wake-up came to a nested takeInbox: the outer one takes the inbox again

    std::mutex m_mutex; // guards the two below
    std::vector<Delivery> m_inbox;
    bool m_wakePending = false;

    std::unique_ptr<JobThread> m_thread; // last: ends before what its jobs use
};

template <typename Result>
void JobContext<Result>::reportProgress(double fraction)
{
    constexpr int kSteps = 1000;
    const int step = static_cast<int>(fraction * kSteps);
    if (step == m_lastStep)
        return;
    m_lastStep = step;
    m_jobs->deliverProgress(m_id, fraction);
}

template <typename Result>
void JobContext<Result>::handOver(Result result)
{
    m_jobs->deliverResult(m_id, std::move(result), false);
}

template <typename Result>
std::pair<std::uint64_t, std::stop_source> BackgroundJobs::registerJob(JobReceiver<Result> receiver)
{
    const std::uint64_t id = ++m_lastJob;
    auto kept = std::make_shared<JobReceiver<Result>>(std::move(receiver));
    std::stop_source stop;
    m_receivers.emplace(id, Registered{std::move(kept), stop});
    return {id, stop};
}

template <typename Result, typename Work>
JobHandle BackgroundJobs::start(Work work, JobReceiver<Result> receiver)
{
    // Named, not a structured binding: clang 14 (the sanitizer builds) cannot capture a binding.
    auto registered = registerJob(std::move(receiver));
    const std::uint64_t id = registered.first;
    std::stop_source stop = std::move(registered.second);
    post([this, id, token = stop.get_token(), work = std::move(work)]() mutable {
        if (token.stop_requested()) {
            deliverStopped(id);
            return;
        }
        JobContext<Result> context(this, id, token);
        try {
            Result result = work(context);
            if (token.stop_requested())
                deliverStopped(id);
            else
                deliverResult(id, std::move(result), true);
        } catch (const engine::Stopped&) {
            deliverStopped(id);
        } catch (const std::exception& failure) {
            deliverError(id, QString::fromUtf8(failure.what()));
        }
    });
    return JobHandle(this, id, std::move(stop));
}

template <typename Result>
JobHandle BackgroundJobs::finished(Result result, JobReceiver<Result> receiver)
{
    auto [id, stop] = registerJob(std::move(receiver));
    deliverResult(id, std::move(result), true);
    return JobHandle(this, id, std::move(stop));
}

template <typename Result>
void BackgroundJobs::deliverResult(std::uint64_t job, Result result, bool ends)
{
    // The result is moved into the delivery here and out of it on the GUI thread.
    auto kept = std::make_shared<Result>(std::move(result));
    deliver(Delivery{job, false, 0.0, ends, [kept](JobCallbacks& receiver) {
                         auto& typed = static_cast<JobReceiver<Result>&>(receiver);
                         if (typed.result)
                             typed.result(std::move(*kept));
                     }});
}

} // namespace gui
