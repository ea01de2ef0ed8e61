// JobThread: the analysis controller's worker thread of our own.

#include "TestRegistry.h"
#include "gui/analysis/JobThread.h"

#include <QTest>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace {

// A gate a job waits at until the test opens it (no clocks involved).
class Gate {
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

} // namespace

class TestJobThread : public QObject {
    Q_OBJECT

private slots:
    void runsJobsInOrderOnAnotherThread()
    {
        std::mutex mutex;
        std::vector<int> order;
        std::vector<std::thread::id> threads;
        Gate done;
        {
            gui::JobThread thread;
            for (int i = 0; i < 100; ++i) {
                thread.post([&, i] {
                    const std::lock_guard lock(mutex);
                    order.push_back(i);
                    threads.push_back(std::this_thread::get_id());
                });
            }
            thread.post([&done] { done.open(); });
            done.wait();
        }
        QCOMPARE(order.size(), std::size_t(100));
        for (int i = 0; i < 100; ++i)
            QCOMPARE(order[std::size_t(i)], i);
        for (const std::thread::id id : threads) {
            QVERIFY(id != std::this_thread::get_id());
            QVERIFY(id == threads.front());
        }
    }

    void postNeverWaitsForARunningJob()
    {
        Gate release;
        Gate started;
        std::atomic<int> ran{0};
        {
            gui::JobThread thread;
            thread.post([&] {
                started.open();
                release.wait();
                ++ran;
            });
            started.wait();
            // The first job blocks the thread; posting more still returns at once.
            for (int i = 0; i < 10; ++i)
                thread.post([&ran] { ++ran; });
            QCOMPARE(ran.load(), 0);
            release.open();
            Gate done;
            thread.post([&done] { done.open(); });
            done.wait();
        }
        QCOMPARE(ran.load(), 11);
    }

    void destructionDropsJobsNotStarted()
    {
        Gate release;
        Gate started;
        std::atomic<int> ran{0};
        auto thread = std::make_unique<gui::JobThread>();
        thread->post([&] {
            started.open();
            release.wait();
        });
        started.wait();
        for (int i = 0; i < 1000; ++i)
            thread->post([&ran] { ++ran; });
        thread->stop();
        release.open();
        thread.reset();
        QCOMPARE(ran.load(), 0);
    }
};

GRUNDYGRID_TEST_GUILESS_MAIN(test_job_thread, TestJobThread)
#include "test_job_thread.moc"
