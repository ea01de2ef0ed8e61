#pragma once

// Checks of a solver's stopping and progress that the engine tests of every
// game share.

#include "SolveContexts.h"

#include "engine/Solver.h"

#include <QTest>

#include <algorithm>
#include <stop_token>
#include <vector>

namespace testsupport {

// The analysis of `position` stops at the `stopAt`-th progress report and gives nothing.
inline void expectStopsAtReport(engine::Solver& solver, const engine::Board& position, int stopAt)
{
    std::stop_source stop;
    int reports = 0;
    QVERIFY(!solver.analyse(position, stoppingAtReport(stop, stopAt, reports)).has_value());
    QCOMPARE(reports, stopAt);
}

// A whole run's progress: more than ten reports, never falling, from at least 0
// to at most 1 and past `lastAbove` at the end.
inline void expectRisingProgress(const std::vector<double>& progress, double lastAbove)
{
    QVERIFY(progress.size() > 10);
    QVERIFY(std::is_sorted(progress.begin(), progress.end()));
    QVERIFY(progress.front() >= 0.0 && progress.back() <= 1.0 && progress.back() > lastAbove);
}

// A solver that was told to stop before the analysis of `position` began gives
// nothing; asked again, it gives the analysis with its remoteness.
inline void expectStoppedThenAnalysed(engine::Solver& solver, const engine::Board& position)
{
    QVERIFY(!solver.analyse(position, alreadyStopped()).has_value());
    const auto analysis = solver.analyse(position, {});
    QVERIFY(analysis.has_value());
    QVERIFY(analysis->remoteness.has_value());
}

} // namespace testsupport
