// TimeLeftEstimate with a fake clock: no estimate in the first second, while
// the rate is unsteady or the progress stalls; a steady rate's estimate; the
// rough words of a time left.
#ifndef Q_MOC_RUN // moc cannot read <chrono>
#include "engine/TimeLeftEstimate.h"
#endif

#include <QTest>

using engine::RoughDuration;
using engine::TimeLeftEstimate;
using Seconds = TimeLeftEstimate::Seconds;

class TestTimeLeft : public QObject {
    Q_OBJECT

private:
    // Feeds progress at `rate` (fraction per second) every `step` seconds from `from` to `to`.
    static void feed(TimeLeftEstimate& estimate, double& fraction, double rate, double from, double to,
                     double step = 0.1)
    {
        for (double time = from + step; time <= to + 1e-9; time += step) {
            fraction += rate * step;
            estimate.update(fraction, Seconds(time));
        }
    }

private slots:
    void steadyRateGivesTheRemainingTime()
    {
        TimeLeftEstimate estimate;
        estimate.start(Seconds(100.0));
        double fraction = 0.0;
        feed(estimate, fraction, 0.01, 100.0, 110.0); // 1 % a second: 10 % after 10 s
        const auto left = estimate.timeLeft(Seconds(110.0));
        QVERIFY(left.has_value());
        QVERIFY2(std::abs(left->count() - 90.0) < 1.0, qPrintable(QString::number(left->count())));
    }

    void nothingInTheFirstSecond()
    {
        TimeLeftEstimate estimate;
        estimate.start(Seconds(0.0));
        double fraction = 0.0;
        feed(estimate, fraction, 0.05, 0.0, 0.9);
        QVERIFY(!estimate.timeLeft(Seconds(0.9)).has_value());
        feed(estimate, fraction, 0.05, 0.9, 1.5);
        QVERIFY(estimate.timeLeft(Seconds(1.5)).has_value());
    }

    void nothingWhileTheRateChanges()
    {
        TimeLeftEstimate estimate;
        estimate.start(Seconds(0.0));
        double fraction = 0.0;
        feed(estimate, fraction, 0.001, 0.0, 4.0);
        QVERIFY(estimate.timeLeft(Seconds(4.0)).has_value());
        // Ten times faster: the window's halves disagree until the slow part leaves it.
        feed(estimate, fraction, 0.01, 4.0, 6.0);
        QVERIFY(!estimate.timeLeft(Seconds(6.0)).has_value());
        feed(estimate, fraction, 0.01, 6.0, 12.0);
        const auto left = estimate.timeLeft(Seconds(12.0));
        QVERIFY(left.has_value());
        QVERIFY(std::abs(left->count() - (1.0 - fraction) / 0.01) < 1.0);
    }

    void nothingWhenTheProgressStalls()
    {
        TimeLeftEstimate estimate;
        estimate.start(Seconds(0.0));
        double fraction = 0.0;
        feed(estimate, fraction, 0.02, 0.0, 5.0);
        QVERIFY(estimate.timeLeft(Seconds(5.0)).has_value());
        QVERIFY(!estimate.timeLeft(Seconds(9.0)).has_value()); // four seconds without progress
        QVERIFY(!TimeLeftEstimate().timeLeft(Seconds(50.0)).has_value());
    }

    void progressGoingBackStartsAgain()
    {
        TimeLeftEstimate estimate;
        estimate.start(Seconds(0.0));
        double fraction = 0.0;
        feed(estimate, fraction, 0.02, 0.0, 5.0);
        fraction = 0.0;
        estimate.update(fraction, Seconds(5.0)); // a new stage starts from nothing
        QVERIFY(!estimate.timeLeft(Seconds(5.5)).has_value());
        feed(estimate, fraction, 0.05, 5.0, 8.0);
        const auto left = estimate.timeLeft(Seconds(8.0));
        QVERIFY(left.has_value());
        QVERIFY(std::abs(left->count() - (1.0 - fraction) / 0.05) < 0.5);
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

QTEST_APPLESS_MAIN(TestTimeLeft)
#include "test_time_left.moc"
