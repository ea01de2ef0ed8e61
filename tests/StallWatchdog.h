#pragma once

// The stall watchdog of every GUI test (GRUNDYGRID_TEST_MAIN in TestRegistry.h):
// the GUI thread must never stop turning its event loop, whatever the test does.
//
// A timer ticks every kTickMs; the CPU time the GUI thread spends delivering
// events between two ticks is summed, and more than kStallLimitMs × slowdown()
// of it (100 ms: the longest a user's window may stay frozen, one slow frame
// at most) fails the running test function, naming the event that took the most
// and its receiver. Only the GUI thread's own CPU time inside event deliveries counts
// (CLOCK_THREAD_CPUTIME_ID, read around QCoreApplication::notify): a slow or
// loaded machine delays the ticks but adds no CPU time (wall-clock time would:
// with other processes on every core the GUI thread waits for one, and a wall
// clock watchdog fires under load whatever the program does), and the test's own code
// between its waits (building boards, running a solver to compare with) runs
// outside any delivery and is not the program's. So is what a test calls
// directly (an action's trigger()): test_monkey posts its steps as events to
// have them timed. A mouse or key event that a test sends at the top level
// starts a new count, as a user's input comes only when the loop turns (tests
// click many times in a row without waiting).
//
// On a virtual machine the host may stop a virtual CPU while the GUI thread runs
// on it, and the guest kernel can charge that stolen time to the thread. The
// steal time the guest reports (/proc/stat) during a window that passes the
// limit is taken off before it counts as a stall: it is the host's, not the
// program's (a CI run failed on 423 ms inside one layout that takes 20 ms here).
#include "TestSlowdown.h"

#include <QCoreApplication>
#include <QEvent>
#include <QMetaEnum>
#include <QObject>
#include <QStringList>
#include <QTest>
#include <QThread>
#include <QTimerEvent>
#include <QtGlobal>

#include <time.h>
#include <unistd.h>

#include <cstdio>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace testsupport {

class StallWatchdog final : public QObject {
public:
    static constexpr int kTickMs = 20;
    static constexpr std::int64_t kStallLimitMs = 100;

    StallWatchdog()
    {
        s_instance = this;
        resetWindow();
        m_timer = startTimer(kTickMs, Qt::PreciseTimer);
    }
    ~StallWatchdog() override
    {
        s_instance = nullptr;
        // GRUNDYGRID_STALL_REPORT=1: how close the test came to the limit, and where.
        if (qEnvironmentVariableIsSet("GRUNDYGRID_STALL_REPORT"))
            qInfo("stall watchdog: the longest GUI-thread CPU time between two ticks was %.0f ms (%s), in %s",
                  longestMs(), qPrintable(m_longestWhat), qPrintable(m_longestWhere));
    }
    StallWatchdog(const StallWatchdog&) = delete;
    StallWatchdog& operator=(const StallWatchdog&) = delete;

    // The watchdog of this process, if a test main made one.
    [[nodiscard]] static StallWatchdog* instance() { return s_instance; }
    // How many stalls were reported so far.
    [[nodiscard]] int stalls() const { return m_stalls; }
    // The test functions in which a stall was reported, each once.
    [[nodiscard]] const QStringList& stalledFunctions() const { return m_stalledFunctions; }
    // The largest CPU time between two ticks seen so far (ms), for a test to report.
    [[nodiscard]] double longestMs() const { return static_cast<double>(m_longestNs) / 1e6; }

    // An event about to be delivered on the GUI thread; leave() follows it.
    void enter(const QObject* receiver, const QEvent* event)
    {
        const std::int64_t now = threadCpuNs();
        if (!m_frames.empty())
            account(m_frames.back(), now); // the delivery in progress pauses while a nested one runs
        else if (isUserInput(event->type()))
            resetWindow(); // a user's input comes when the loop turns (a test sends its clicks in a row)
        const QObject* parent = receiver->parent();
        m_frames.push_back({receiver->metaObject()->className(),
                            parent != nullptr ? parent->metaObject()->className() : nullptr, event->type(), 0});
        m_segmentStart = now;
    }
    void leave()
    {
        const std::int64_t now = threadCpuNs();
        account(m_frames.back(), now);
        m_frames.pop_back();
        m_segmentStart = now;
        if (m_frames.empty())
            check(); // a single delivery that never let a tick through
    }

    // Starts watching afresh, as at construction: for a second QTest::qExec, after
    // which the first one's timer does not tick again.
    void restart()
    {
        killTimer(m_timer);
        resetWindow();
        m_stalled = false;
        m_timer = startTimer(kTickMs, Qt::PreciseTimer);
    }

    // A test declares a long GUI-thread operation it expects (see ExpectedGuiWork).
    void allow(int delta)
    {
        m_allowed += delta;
        if (m_allowed == 0)
            resetWindow();
    }

protected:
    void timerEvent(QTimerEvent* event) override
    {
        if (event->timerId() != m_timer)
            return;
        // This tick's own frame is on the stack: what came before it is complete.
        check();
        resetWindow();
        m_stalled = false;
    }

private:
    struct Frame {
        const char* receiverClass;
        const char* parentClass; // a QTimer's or an action's owner says more than the receiver
        QEvent::Type type;
        std::int64_t cpuNs; // own CPU time of this delivery since the last tick
    };

    static bool isUserInput(QEvent::Type type)
    {
        switch (type) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
        case QEvent::MouseMove:
        case QEvent::KeyPress:
        case QEvent::KeyRelease:
        case QEvent::Wheel:
            return true;
        default:
            return false;
        }
    }

    // The time the host took from this machine's virtual CPUs, summed over all of
    // them (the "steal" column of /proc/stat's first line); 0 where not reported.
    static std::int64_t stealNs()
    {
        std::FILE* stat = std::fopen("/proc/stat", "r");
        if (stat == nullptr)
            return 0;
        unsigned long long fields[8] = {};
        const int read = std::fscanf(stat, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &fields[0], &fields[1],
                                     &fields[2], &fields[3], &fields[4], &fields[5], &fields[6], &fields[7]);
        std::fclose(stat);
        if (read != 8)
            return 0;
        static const long ticksPerSecond = sysconf(_SC_CLK_TCK);
        return static_cast<std::int64_t>(fields[7]) * (1'000'000'000 / std::max(1L, ticksPerSecond));
    }

    static std::int64_t threadCpuNs()
    {
        timespec now{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
    }

    void account(Frame& frame, std::int64_t now)
    {
        const std::int64_t spent = now - m_segmentStart;
        frame.cpuNs += spent;
        m_windowNs += spent;
        if (frame.cpuNs > m_worst.cpuNs)
            m_worst = frame;
    }

    void resetWindow()
    {
        m_windowNs = 0;
        m_windowStealStart = stealNs();
        m_worst = Frame{nullptr, nullptr, QEvent::None, 0};
        for (Frame& frame : m_frames)
            frame.cpuNs = 0;
    }

    void check()
    {
        if (m_allowed > 0)
            return;
        if (m_windowNs > m_longestNs) {
            m_longestNs = m_windowNs;
            m_longestWhat = worstText();
            m_longestWhere = QString::fromLatin1(QTest::currentTestFunction() != nullptr ? QTest::currentTestFunction()
                                                                                        : "no test function");
        }
        const std::int64_t limitNs = kStallLimitMs * slowdown() * 1'000'000;
        if (m_windowNs <= limitNs || m_stalled)
            return; // a stall is reported once, when it passes the limit
        const std::int64_t stolenNs = std::max<std::int64_t>(0, stealNs() - m_windowStealStart);
        if (m_windowNs - stolenNs <= limitNs)
            return; // the host's time, not the program's
        m_stalled = true;
        ++m_stalls;
        const QString message = QStringLiteral("GUI thread stalled: %1 ms of its CPU time without the event loop "
                                               "turning (limit %2 ms; %3 ms stolen by the host taken off); most of "
                                               "it in %4")
                                    .arg(m_windowNs / 1'000'000)
                                    .arg(limitNs / 1'000'000)
                                    .arg(stolenNs / 1'000'000)
                                    .arg(worstText());
        if (QTest::currentTestFunction() != nullptr) {
            const QString function = QString::fromLatin1(QTest::currentTestFunction());
            if (!m_stalledFunctions.contains(function))
                m_stalledFunctions.append(function);
            QTest::qFail(qPrintable(message), __FILE__, __LINE__);
        }
        else
            qCritical("%s (outside any test function)", qPrintable(message));
    }

    // The delivery that took most of the last window: "MouseButtonPress (2) to a gui::BoardView ..., 430 ms".
    [[nodiscard]] QString worstText() const
    {
        const char* type = QMetaEnum::fromType<QEvent::Type>().valueToKey(m_worst.type);
        return QStringLiteral("%1 (%2) to a %3%4, %5 ms")
            .arg(QString::fromLatin1(type != nullptr ? type : "an event"))
            .arg(static_cast<int>(m_worst.type))
            .arg(QString::fromLatin1(m_worst.receiverClass != nullptr ? m_worst.receiverClass : "?"))
            .arg(m_worst.parentClass != nullptr
                     ? QStringLiteral(" (child of a %1)").arg(QString::fromLatin1(m_worst.parentClass))
                     : QString())
            .arg(m_worst.cpuNs / 1'000'000);
    }

    inline static StallWatchdog* s_instance = nullptr;
    QString m_longestWhat;
    QString m_longestWhere;
    int m_timer = 0;
    std::vector<Frame> m_frames; // the deliveries in progress, innermost last
    std::int64_t m_segmentStart = 0;
    std::int64_t m_windowNs = 0; // CPU time in deliveries since the last tick
    std::int64_t m_windowStealStart = 0; // stealNs() when the window began
    std::int64_t m_longestNs = 0;
    Frame m_worst{nullptr, nullptr, QEvent::None, 0};
    int m_allowed = 0;
    bool m_stalled = false; // reported, and no tick since
    int m_stalls = 0;
    QStringList m_stalledFunctions;
};

// Runs the test object's functions as QTest::qExec does. A stall must happen
// twice to fail: when every failure of the run was a stall, the functions that
// stalled run once more, and the result is theirs. A stall of the program's
// comes back every time its operation runs; a one-off cost of the machine's
// (the first text in fonts a process has not loaded, a host that held the
// virtual CPU) does not. Only for a run with no arguments (as ctest runs them):
// one named by hand reports what it saw.
inline int execConfirmingStalls(QObject* testObject, int argc, char** argv)
{
    const int failures = QTest::qExec(testObject, argc, argv);
    StallWatchdog* watchdog = StallWatchdog::instance();
    if (failures == 0 || watchdog == nullptr || argc > 1 || watchdog->stalledFunctions().isEmpty()
        || failures > watchdog->stalls())
        return failures;
    const QStringList stalled = watchdog->stalledFunctions();
    qWarning("stall watchdog: every failure was a stall; running %s again to see whether it stalls again",
             qPrintable(stalled.join(QStringLiteral(", "))));
    const int stallsBefore = watchdog->stalls();
    watchdog->restart();
    const int again = QTest::qExec(testObject, QStringList{QString::fromLocal8Bit(argv[0])} + stalled);
    if (again == 0 && watchdog->stalls() == stallsBefore) {
        qWarning("stall watchdog: no stall on the second run: the first was the machine's, not the program's");
        return 0;
    }
    return failures;
}

// An application (QApplication in the GUI tests) whose GUI-thread event
// deliveries the watchdog times.
template <typename Base> class WatchedApplication final : public Base {
public:
    WatchedApplication(int& argc, char** argv) : Base(argc, argv) {}

    bool notify(QObject* receiver, QEvent* event) override
    {
        StallWatchdog* watchdog = StallWatchdog::instance();
        if (watchdog == nullptr || QThread::currentThread() != this->thread())
            return Base::notify(receiver, event);
        watchdog->enter(receiver, event);
        const bool result = Base::notify(receiver, event);
        watchdog->leave();
        return result;
    }
};

// While alive, the GUI thread may take as long as it needs: for the rare test
// whose subject is a long GUI-thread operation (state `why`), never to hide a
// stall of the program.
class ExpectedGuiWork {
public:
    explicit ExpectedGuiWork(const char* why)
    {
        Q_UNUSED(why); // said where it is used, for the reader
        if (StallWatchdog* watchdog = StallWatchdog::instance())
            watchdog->allow(1);
    }
    ~ExpectedGuiWork()
    {
        if (StallWatchdog* watchdog = StallWatchdog::instance())
            watchdog->allow(-1);
    }
    ExpectedGuiWork(const ExpectedGuiWork&) = delete;
    ExpectedGuiWork& operator=(const ExpectedGuiWork&) = delete;
};

} // namespace testsupport
