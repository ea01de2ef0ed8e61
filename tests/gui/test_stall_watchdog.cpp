// The stall watchdog every GUI test runs under (tests/StallWatchdog.h): an event
// whose handling burns the GUI thread's CPU past the limit fails the test and
// names the event; the test's own work between its waits, a handler that waits
// without working (a loaded machine) and a declared long operation do not. A stall
// fails the run only when its function stalls again on a second run.
#include "TestRegistry.h"
#include "TestSlowdown.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTest>
#include <QTimer>

#include <thread>
#include <utility>

namespace {

// Works on the calling thread for `ms` of its CPU time.
void burnCpu(int ms)
{
    timespec start{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
    volatile unsigned sink = 0;
    for (;;) {
        for (int i = 0; i < 10000; ++i)
            sink = sink + static_cast<unsigned>(i);
        timespec now{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        if ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1'000'000 >= ms)
            return;
    }
}

// Beyond the limit, whatever the slowdown.
int overLimitMs()
{
    return static_cast<int>(testsupport::StallWatchdog::kStallLimitMs) * testsupport::slowdown() * 3 / 2;
}

// Runs one of the probes below as ctest runs a test (gui_tests NAME, no other
// argument); returns its exit code and what it wrote.
std::pair<int, QString> runProbe(const QString& name)
{
    QProcess probe;
    probe.setProcessChannelMode(QProcess::MergedChannels);
    probe.start(QCoreApplication::applicationFilePath(), {name});
    if (!probe.waitForFinished(testsupport::scaled(60'000)))
        return {-1, QStringLiteral("the probe did not finish")};
    return {probe.exitStatus() == QProcess::NormalExit ? probe.exitCode() : -1,
            QString::fromLocal8Bit(probe.readAll())};
}

} // namespace

class TestStallWatchdog : public QObject {
    Q_OBJECT

private slots:
    void aBusyHandlerFailsTheTest()
    {
        testsupport::StallWatchdog* watchdog = testsupport::StallWatchdog::instance();
        QVERIFY(watchdog != nullptr);
        const int before = watchdog->stalls();
        QEXPECT_FAIL("", "the watchdog reports the stall this test makes", Continue);
        QTimer::singleShot(0, this, [] { burnCpu(overLimitMs()); });
        QTest::qWait(3 * testsupport::StallWatchdog::kTickMs);
        QCOMPARE(watchdog->stalls(), before + 1);
    }

    void manySmallHandlersWithoutATickAlsoStall()
    {
        // Posted events are delivered in one go, the tick waits behind all of them.
        testsupport::StallWatchdog* watchdog = testsupport::StallWatchdog::instance();
        const int before = watchdog->stalls();
        QEXPECT_FAIL("", "the watchdog reports the stall this test makes", Continue);
        for (int i = 0; i < 20; ++i)
            QMetaObject::invokeMethod(this, [] { burnCpu(overLimitMs() / 10); }, Qt::QueuedConnection);
        QTest::qWait(3 * testsupport::StallWatchdog::kTickMs);
        QCOMPARE(watchdog->stalls(), before + 1);
    }

    void theTestsOwnWorkDoesNotCount()
    {
        testsupport::StallWatchdog* watchdog = testsupport::StallWatchdog::instance();
        const int before = watchdog->stalls();
        burnCpu(overLimitMs()); // as a test computing the engine's answer does
        QTest::qWait(3 * testsupport::StallWatchdog::kTickMs);
        QCOMPARE(watchdog->stalls(), before);
    }

    void waitingWithoutWorkDoesNotCount()
    {
        // A loaded machine: the GUI thread waits for its core, its CPU time does not grow.
        testsupport::StallWatchdog* watchdog = testsupport::StallWatchdog::instance();
        const int before = watchdog->stalls();
        QTimer::singleShot(0, this, [] { std::this_thread::sleep_for(std::chrono::milliseconds(overLimitMs())); });
        QTest::qWait(3 * testsupport::StallWatchdog::kTickMs);
        QCOMPARE(watchdog->stalls(), before);
    }

    void aDeclaredLongOperationDoesNotCount()
    {
        testsupport::StallWatchdog* watchdog = testsupport::StallWatchdog::instance();
        const int before = watchdog->stalls();
        {
            testsupport::ExpectedGuiWork allowed("this test's subject");
            QTimer::singleShot(0, this, [] { burnCpu(overLimitMs()); });
            QTest::qWait(3 * testsupport::StallWatchdog::kTickMs);
        }
        QTest::qWait(3 * testsupport::StallWatchdog::kTickMs);
        QCOMPARE(watchdog->stalls(), before);
    }

    void theTicksKeepComingInsideANestedLoop()
    {
        // A modal dialog's loop turns: its handler's time is not one long delivery.
        testsupport::StallWatchdog* watchdog = testsupport::StallWatchdog::instance();
        const int before = watchdog->stalls();
        QTimer::singleShot(0, this, [] {
            QElapsedTimer clock;
            clock.start();
            while (clock.elapsed() < overLimitMs() * 2) {
                burnCpu(5);
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
                std::this_thread::sleep_for(std::chrono::milliseconds(testsupport::StallWatchdog::kTickMs));
                QCoreApplication::processEvents();
            }
        });
        QTest::qWait(overLimitMs() * 3);
        QCOMPARE(watchdog->stalls(), before);
    }

    void aStallThatDoesNotRepeatIsTheMachines()
    {
        const auto [exitCode, output] = runProbe(QStringLiteral("stall_watchdog_probe_once"));
        QVERIFY2(output.contains(QStringLiteral("GUI thread stalled")), qPrintable(output));
        QVERIFY2(output.contains(QStringLiteral("no stall on the second run")), qPrintable(output));
        QCOMPARE(exitCode, 0);
    }

    void aStallThatRepeatsFailsTheRun()
    {
        const auto [exitCode, output] = runProbe(QStringLiteral("stall_watchdog_probe_always"));
        QVERIFY2(output.contains(QStringLiteral("running stallsEveryTime again")), qPrintable(output));
        QCOMPARE(exitCode, 1);
    }
};

// The probes of the two tests above: test classes run in a process of their own
// (registered by name, not ctest tests).
class StallWatchdogProbeOnce : public QObject {
    Q_OBJECT

private slots:
    void passes() { QVERIFY(true); }

    void stallsTheFirstTimeOnly()
    {
        static bool first = true;
        if (std::exchange(first, false))
            QTimer::singleShot(0, this, [] { burnCpu(overLimitMs()); });
        QTest::qWait(3 * testsupport::StallWatchdog::kTickMs);
    }
};

class StallWatchdogProbeAlways : public QObject {
    Q_OBJECT

private slots:
    void stallsEveryTime()
    {
        QTimer::singleShot(0, this, [] { burnCpu(overLimitMs()); });
        QTest::qWait(3 * testsupport::StallWatchdog::kTickMs);
    }
};

GRUNDYGRID_TEST_MAIN(test_stall_watchdog, TestStallWatchdog)
GRUNDYGRID_TEST_MAIN(stall_watchdog_probe_once, StallWatchdogProbeOnce)
GRUNDYGRID_TEST_MAIN(stall_watchdog_probe_always, StallWatchdogProbeAlways)
#include "test_stall_watchdog.moc"
