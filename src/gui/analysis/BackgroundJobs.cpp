#include "gui/analysis/BackgroundJobs.h"

#include "gui/analysis/JobThread.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>

namespace gui {

namespace {

// A worker left something in the inbox (posted from the worker's thread).
const QEvent::Type kInboxFilled = static_cast<QEvent::Type>(QEvent::registerEventType());

} // namespace

BackgroundJobs::BackgroundJobs(QObject* parent)
    : QObject(parent)
    , m_thread(std::make_unique<JobThread>())
{
}

BackgroundJobs::~BackgroundJobs()
{
    // No job starts any more; the running one notices its stop at its next check,
    // and the thread ends with it.
    m_thread->stop();
    for (auto& [id, registered] : m_receivers)
        registered.stop.request_stop();
    m_receivers.clear();
    m_thread.reset();
    // What is left in the inbox goes with it, on this thread; ~QObject removes the posted wake.
}

void BackgroundJobs::post(std::function<void()> task)
{
    m_thread->post(std::move(task));
}

void BackgroundJobs::forget(std::uint64_t id)
{
    m_receivers.erase(id);
}

void BackgroundJobs::deliver(Delivery delivery)
{
    bool wake = false;
    {
        const std::lock_guard lock(m_mutex);
        m_inbox.push_back(std::move(delivery));
        wake = !std::exchange(m_wakePending, true);
    }
    // Posted at low priority, as repaints are: what the user did and the paint it
    // caused go first (see the class comment).
    if (wake)
        QCoreApplication::postEvent(this, new QEvent(kInboxFilled), Qt::LowEventPriority);
}

void BackgroundJobs::deliverProgress(std::uint64_t job, double fraction)
{
    {
        const std::lock_guard lock(m_mutex);
        if (!m_inbox.empty() && m_inbox.back().job == job && m_inbox.back().progress) {
            m_inbox.back().fraction = fraction; // the same job's progress, not yet taken in: the latest only
            return;
        }
    }
    deliver(Delivery{job, true, fraction, false, {}});
}

void BackgroundJobs::deliverError(std::uint64_t job, QString message)
{
    deliver(Delivery{job, false, 0.0, true, [message = std::move(message)](JobCallbacks& receiver) {
                         if (receiver.error)
                             receiver.error(message);
                     }});
}

void BackgroundJobs::deliverStopped(std::uint64_t job)
{
    deliver(Delivery{job, false, 0.0, true, [](JobCallbacks& receiver) {
                         if (receiver.stopped)
                             receiver.stopped();
                     }});
}

bool BackgroundJobs::event(QEvent* event)
{
    if (event->type() != kInboxFilled)
        return QObject::event(event);
    takeInbox();
    return true;
}

void BackgroundJobs::takeInbox()
{
    // A receiver may run a nested event loop (a modal QProgressDialog's setValue
    // does): a wake-up taken in there leaves the deliveries to this loop, so they
    // keep their order.
    if (m_taking) {
        m_wokenInside = true;
        return;
    }
    m_taking = true;
    // A receiver may cancel jobs, start new ones or destroy this object's owner (and this object).
    const QPointer<BackgroundJobs> alive(this);
    do {
        m_wokenInside = false;
        std::vector<Delivery> inbox;
        {
            const std::lock_guard lock(m_mutex);
            inbox.swap(m_inbox);
            m_wakePending = false;
        }
        for (Delivery& delivery : inbox) {
            const auto found = m_receivers.find(delivery.job);
            if (found == m_receivers.end())
                continue; // cancelled or superseded: dropped
            const std::shared_ptr<JobCallbacks> receiver = found->second.receiver; // alive while it runs
            if (delivery.ends)
                m_receivers.erase(found);
            if (!delivery.progress)
                delivery.run(*receiver);
            else if (receiver->progress)
                receiver->progress(delivery.fraction);
            if (!alive)
                return;
        }
    } while (m_wokenInside);
    m_taking = false;
}

} // namespace gui
