// TimeLeftEstimate with a fake clock: no estimate in the first second, while
// the rate is unsteady or the progress stalls; a steady rate's estimate; the
// rough words of a time left.
#ifndef Q_MOC_RUN // moc cannot read <chrono>
#include "TestRegistry.h"
#include "engine/TimeLeftEstimate.h"
#endif

#include <QTest>

using engine::RoughDuration;
using engine::TimeLeftEstimate;
using Seconds = TimeLeftEstimate::Seconds;

class TestTimeLeft : public QObject {
    Q_OBJECT

private:
    // A computation started at a time, fed with progress by a fake clock.
    struct Run {
        TimeLeftEstimate estimate;
        double fraction = 0.0;

        explicit Run(double start) { estimate.start(Seconds(start)); }
        // Progress at `rate` (fraction per second) every 0.1 s from `from` to `to`.
        void feed(double rate, double from, double to)
        {
            constexpr double kStep = 0.1;
            for (double time = from + kStep; time <= to + 1e-9; time += kStep) {
                fraction += rate * kStep;
                estimate.update(fraction, Seconds(time));
            }
        }
        [[nodiscard]] bool hasEstimate(double now) const { return estimate.timeLeft(Seconds(now)).has_value(); }
    };

    // Whether the estimate at `now` is `expected` seconds, give or take one.
    static bool estimates(const TimeLeftEstimate& estimate, double now, double expected)
    {
        const auto left = estimate.timeLeft(Seconds(now));
        return left.has_value() && std::abs(left->count() - expected) < 1.0;
    }

private slots:
    void steadyRateGivesTheRemainingTime()
    {
        Run run(100.0);
        run.feed(0.01, 100.0, 110.0); // 1 % a second: 10 % after 10 s
        QVERIFY(estimates(run.estimate, 110.0, 90.0));
    }

    void nothingInTheFirstSecond()
    {
        Run run(0.0);
        run.feed(0.05, 0.0, 0.9);
        QVERIFY(!run.hasEstimate(0.9));
        run.feed(0.05, 0.9, 1.5);
        QVERIFY(run.hasEstimate(1.5));
    }

    void nothingWhileTheRateChanges()
    {
        Run run(0.0);
        run.feed(0.001, 0.0, 4.0);
        QVERIFY(!run.hasEstimate(4.0)); // steady, but 0.4 % done says too little
        run.feed(0.005, 4.0, 12.0);
        QVERIFY(estimates(run.estimate, 12.0, (1.0 - run.fraction) / 0.005));
        // Ten times faster: the window's halves disagree until the slow part leaves it;
        // the estimate shown stays meanwhile (the average since the start), shorter than before.
        run.feed(0.05, 12.0, 14.0);
        QVERIFY(run.hasEstimate(14.0));
        QVERIFY(run.estimate.timeLeft(Seconds(14.0))->count() < (1.0 - 0.044) / 0.005);
        run.feed(0.05, 14.0, 20.0);
        QVERIFY(estimates(run.estimate, 20.0, (1.0 - run.fraction) / 0.05));
    }

    void nothingWhenTheProgressStallsBeforeAnEstimate()
    {
        Run run(0.0);
        run.feed(0.02, 0.0, 0.9);
        QVERIFY(!run.hasEstimate(5.0)); // four seconds without progress, never steady
        QVERIFY(!TimeLeftEstimate().timeLeft(Seconds(50.0)).has_value()); // never started
    }

    void anEstimateOnceShownIsNeverWithdrawn()
    {
        // 1 % a second, then stalls and bursts (one loss marking a billion parents, then quick runs).
        Run run(0.0);
        run.feed(0.01, 0.0, 3.0);
        QVERIFY(run.hasEstimate(3.0));
        double time = 3.0;
        for (int round = 0; round < 5; ++round) {
            for (double stall = 0.5; stall <= 4.0; stall += 0.5) // no progress for 4 s
                QVERIFY2(run.hasEstimate(time + stall), std::to_string(time + stall).c_str());
            // A long stall makes the wait longer: the average rate since the start.
            const double stalled = run.estimate.timeLeft(Seconds(time + 4.0))->count();
            QVERIFY(stalled > (1.0 - run.fraction) * (time + 4.0) / run.fraction - 1.0);
            time += 4.0;
            run.feed(0.05, time, time + 1.0); // then a burst
            time += 1.0;
            QVERIFY(run.hasEstimate(time));
        }
    }

    void progressGoingBackStartsAgain()
    {
        Run run(0.0);
        run.feed(0.02, 0.0, 5.0);
        run.fraction = 0.0;
        run.estimate.update(run.fraction, Seconds(5.0)); // a new stage starts from nothing
        QVERIFY(!run.hasEstimate(5.5));
        run.feed(0.05, 5.0, 8.0);
        QVERIFY(estimates(run.estimate, 8.0, (1.0 - run.fraction) / 0.05));
    }

    void roughWords()
    {
        using Unit = RoughDuration::Unit;
        QCOMPARE(RoughDuration::of(Seconds(1.0)), (RoughDuration{Unit::Seconds, 5}));
        QCOMPARE(RoughDuration::of(Seconds(23.0)), (RoughDuration{Unit::Seconds, 25}));
        QCOMPARE(RoughDuration::of(Seconds(58.0)), (RoughDuration{Unit::Minutes, 1}));
        QCOMPARE(RoughDuration::of(Seconds(130.0)), (RoughDuration{Unit::Minutes, 2}));
        QCOMPARE(RoughDuration::of(Seconds(89.0 * 60)), (RoughDuration{Unit::Minutes, 89}));
        QCOMPARE(RoughDuration::of(Seconds(100.0 * 60)), (RoughDuration{Unit::Hours, 2}));
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_time_left, TestTimeLeft)
#include "test_time_left.moc"
