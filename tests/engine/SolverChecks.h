#pragma once

// Checks of a solver's stopping and progress that the engine tests of every
// game share.

#include "SolveContexts.h"

#include "engine/Error.h"
#include "engine/Solver.h"

#include <QTest>

#include <algorithm>
#include <stop_token>
#include <vector>

namespace testsupport {

// The analysis of `position` stops at the `stopAt`-th progress report: it throws Stopped.
inline void expectStopsAtReport(engine::Solver& solver, const engine::Board& position, int stopAt)
{
    std::stop_source stop;
    int reports = 0;
    QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver.analyse(position, stoppingAtReport(stop, stopAt, reports)));
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

// A solver that was told to stop before the analysis of `position` began throws
// Stopped; asked again, it gives the analysis with its remoteness.
inline void expectStoppedThenAnalysed(engine::Solver& solver, const engine::Board& position)
{
    QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver.analyse(position, alreadyStopped()));
    engine::Analysis analysis;
    QVERIFY_THROWS_NO_EXCEPTION(analysis = solver.analyse(position, {}));
    QVERIFY(analysis.remoteness.has_value());
}

} // namespace testsupport
