#pragma once

// Checks of a solver's analysis against a brute force's results, shared by the
// engine tests of the games whose solver gives every value exactly.

#include "BruteForceResult.h"

#include "engine/Analysis.h"

#include <QTest>

namespace testsupport {

// The analysis' verdict on its position: the brute force's `expected`.
inline void expectAnalysisAgrees(const engine::Analysis& analysis, const BruteForceResult& expected)
{
    QCOMPARE(analysis.outcome == engine::Outcome::Win, expected.win);
    QCOMPARE(analysis.remoteness.value(), expected.remoteness);
    QCOMPARE(analysis.grundy.value(), expected.grundy);
}

// The verdict on a move: the brute force's result `after` of the position it leaves.
inline void expectVerdictAgrees(const engine::MoveVerdict& verdict, const BruteForceResult& after)
{
    QCOMPARE(verdict.resultOutcome == engine::Outcome::Win, after.win);
    QCOMPARE(verdict.resultRemoteness.value(), after.remoteness);
    QCOMPARE(verdict.resultGrundy.value(), after.grundy);
}

} // namespace testsupport
