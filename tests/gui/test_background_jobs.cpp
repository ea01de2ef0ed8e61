// BackgroundJobs and JobHandle: the one way work runs off the GUI thread and
// its progress, results, errors and stops reach the GUI thread.

#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "gui/analysis/BackgroundJobs.h"

#include "engine/Error.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTest>
#include <QThread>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

// Named, not anonymous: the unity build puts this file beside test_job_thread.cpp.
namespace background_jobs_test {

// A gate a job waits at until the test opens it (no clocks involved).
class JobGate {
public:
    void open()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_open = true;
        }
        m_changed.notify_all();
    }
    void wait()
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_open; });
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_open = false;
};

// What a receiver heard, in order, each with the thread it heard it on.
struct Heard {
    std::vector<std::string> events;
    bool offGuiThread = false;

    gui::JobReceiver<int> receiver()
    {
        gui::JobReceiver<int> receiver;
        receiver.progress = [this](double fraction) { note("progress " + std::to_string(int(fraction * 100))); };
        receiver.result = [this](int result) { note("result " + std::to_string(result)); };
        receiver.error = [this](const QString& message) { note("error " + message.toStdString()); };
        receiver.stopped = [this] { note("stopped"); };
        return receiver;
    }
    void note(std::string event)
    {
        offGuiThread = offGuiThread || QThread::currentThread() != QCoreApplication::instance()->thread();
        events.push_back(std::move(event));
    }
};

// An owner as the GUI's are: a handle, what it heard, and last (so destroyed
// first, stopping and joining before the rest goes) its jobs object.
class Owner : public QObject {
public:
    gui::JobHandle handle;
    Heard heard;
    gui::BackgroundJobs jobs{this};
};

// Waits until `heard` has `count` events.
inline bool waitFor(const Heard& heard, std::size_t count)
{
    return QTest::qWaitFor([&] { return heard.events.size() >= count; }, testsupport::scaled(10000));
}

} // namespace background_jobs_test

using background_jobs_test::Heard;
using background_jobs_test::JobGate;
using background_jobs_test::Owner;
using background_jobs_test::waitFor;

class TestBackgroundJobs : public QObject {
    Q_OBJECT

private slots:
    void deliversProgressEarlyResultsAndTheEndInOrder()
    {
        Owner owner;
        JobGate reported;
        JobGate goOn;
        owner.handle = owner.jobs.start<int>(
            [&](gui::JobContext<int>& context) {
                context.reportProgress(0.25);
                context.reportProgress(0.5);
                reported.open();
                goOn.wait();
                context.handOver(1);
                context.reportProgress(0.75);
                return 2;
            },
            owner.heard.receiver());
        QVERIFY(owner.handle.isActive());
        reported.wait();
        QVERIFY(owner.heard.events.empty()); // nothing arrives without the event loop
        goOn.open();
        QVERIFY(waitFor(owner.heard, 4));
        QTest::qWait(20);
        // Progress steps not yet taken in collapse into the latest one.
        const std::vector<std::string> expected{"progress 50", "result 1", "progress 75", "result 2"};
        QCOMPARE(owner.heard.events, expected);
        QVERIFY(!owner.heard.offGuiThread);
        QVERIFY(!owner.handle.isActive());
    }

    void cancelDropsEverythingStillToCome()
    {
        Owner owner;
        JobGate started;
        JobGate goOn;
        std::atomic<bool> sawStop{false};
        owner.handle = owner.jobs.start<int>(
            [&](gui::JobContext<int>& context) {
                context.reportProgress(0.5);
                started.open();
                goOn.wait();
                sawStop = context.stopRequested();
                context.handOver(7);
                return 8; // ignores the stop: its results are dropped all the same
            },
            owner.heard.receiver());
        started.wait();
        owner.handle.cancel();
        QVERIFY(!owner.handle.isActive());
        goOn.open();
        // A job started after it delivers after it: by then everything of the first was handed over.
        Heard later;
        gui::JobHandle next = owner.jobs.start<int>([](gui::JobContext<int>&) { return 9; }, later.receiver());
        QVERIFY(waitFor(later, 1));
        QVERIFY(sawStop);
        QVERIFY(owner.heard.events.empty());
        QCOMPARE(later.events, std::vector<std::string>{"result 9"});
    }

    void aSupersededJobDeliversNothing()
    {
        Owner owner;
        JobGate goOn;
        owner.handle = owner.jobs.start<int>(
            [&](gui::JobContext<int>&) {
                goOn.wait();
                return 1;
            },
            owner.heard.receiver());
        // Replacing the handle cancels the job it held.
        owner.handle = owner.jobs.start<int>([](gui::JobContext<int>&) { return 2; }, owner.heard.receiver());
        goOn.open();
        QVERIFY(waitFor(owner.heard, 1));
        QTest::qWait(20);
        QCOMPARE(owner.heard.events, std::vector<std::string>{"result 2"});
    }

    void errorsAndStopsEndTheJob()
    {
        Owner owner;
        gui::JobHandle failing = owner.jobs.start<int>(
            [](gui::JobContext<int>&) -> int { throw engine::InvalidArgument("no such board"); },
            owner.heard.receiver());
        gui::JobHandle stopping = owner.jobs.start<int>(
            [](gui::JobContext<int>&) -> int { throw engine::Stopped(); }, owner.heard.receiver());
        JobGate started;
        gui::JobHandle stopped = owner.jobs.start<int>(
            [&](gui::JobContext<int>& context) {
                started.open();
                while (!context.stopRequested())
                    std::this_thread::yield();
                return 3; // returned after a stop: "stopped", not a result
            },
            owner.heard.receiver());
        started.wait();
        stopped.stop();
        QVERIFY(stopped.isActive()); // it still ends with a delivery
        QVERIFY(waitFor(owner.heard, 3));
        const std::vector<std::string> expected{"error no such board", "stopped", "stopped"};
        QCOMPARE(owner.heard.events, expected);
        QVERIFY(!failing.isActive() && !stopping.isActive() && !stopped.isActive());
    }

    void aFinishedJobIsDeliveredLaterAndCanBeCancelled()
    {
        Owner owner;
        owner.handle = owner.jobs.finished(5, owner.heard.receiver());
        QVERIFY(owner.heard.events.empty()); // not at once: at a later turn of the event loop
        QVERIFY(waitFor(owner.heard, 1));
        QCOMPARE(owner.heard.events, std::vector<std::string>{"result 5"});
        owner.handle = owner.jobs.finished(6, owner.heard.receiver());
        owner.handle.cancel();
        Heard later;
        gui::JobHandle next = owner.jobs.finished(7, later.receiver());
        QVERIFY(waitFor(later, 1));
        QCOMPARE(owner.heard.events.size(), std::size_t(1));
    }

    void deliveriesComeAfterEventsOfNormalPriority()
    {
        // A played move's board is painted before the analysis of the next position is taken in.
        Owner owner;
        std::vector<std::string> order;
        gui::JobReceiver<int> receiver;
        receiver.result = [&order](int) { order.emplace_back("delivery"); };
        owner.handle = owner.jobs.start<int>([](gui::JobContext<int>&) { return 1; }, receiver);
        // A task after the job runs once the job's delivery (and its wake) is posted.
        std::atomic<bool> posted{false};
        owner.jobs.post([&posted] { posted = true; });
        while (!posted)
            std::this_thread::yield(); // no event processed meanwhile
        QObject other;
        QMetaObject::invokeMethod(&other, [&order] { order.emplace_back("normal"); }, Qt::QueuedConnection);
        QVERIFY(QTest::qWaitFor([&] { return order.size() == 2; }, testsupport::scaled(10000)));
        QCOMPARE(order, (std::vector<std::string>{"normal", "delivery"}));
    }

    void aNestedEventLoopInAReceiverKeepsTheOrder()
    {
        // A modal progress dialog's setValue runs the event loop inside the progress callback:
        // what arrives meanwhile waits until the callback returns.
        Owner owner;
        JobGate goOn;
        std::atomic<bool> posted{false};
        std::vector<std::string> events;
        gui::JobReceiver<int> receiver;
        receiver.progress = [&](double) {
            events.emplace_back("progress");
            goOn.open();
            while (!posted)
                std::this_thread::yield();
            QCoreApplication::processEvents();
            events.emplace_back("progress end");
        };
        receiver.result = [&events](int result) { events.push_back("result " + std::to_string(result)); };
        owner.handle = owner.jobs.start<int>(
            [&goOn](gui::JobContext<int>& context) {
                context.reportProgress(0.5);
                goOn.wait();
                context.handOver(1);
                return 2;
            },
            receiver);
        owner.jobs.post([&posted] { posted = true; }); // after the job's deliveries
        QVERIFY(QTest::qWaitFor([&] { return events.size() == 4; }, testsupport::scaled(10000)));
        QCOMPARE(events, (std::vector<std::string>{"progress", "progress end", "result 1", "result 2"}));
    }

    void destroyingTheOwnerWhileAJobRunsStopsAndJoins()
    {
        for (int i = 0; i < 5; ++i) {
            auto owner = std::make_unique<Owner>();
            JobGate started;
            std::atomic<bool> ended{false};
            owner->handle = owner->jobs.start<int>(
                [&](gui::JobContext<int>& context) {
                    started.open();
                    while (!context.stopRequested())
                        context.reportProgress(0.5);
                    ended = true;
                    return 1;
                },
                owner->heard.receiver());
            // Queued behind it: never started.
            std::atomic<bool> ranSecond{false};
            gui::JobHandle second = owner->jobs.start<int>(
                [&](gui::JobContext<int>&) {
                    ranSecond = true;
                    return 2;
                },
                owner->heard.receiver());
            started.wait();
            owner.reset(); // returns once the job noticed its stop
            QVERIFY(ended);
            QVERIFY(!ranSecond);
            QVERIFY(!second.isActive());
            QTest::qWait(10); // and nothing is delivered to what is gone
        }
    }
};

GRUNDYGRID_TEST_MAIN(test_background_jobs, TestBackgroundJobs)
#include "test_background_jobs.moc"
