#pragma once

// The misère cross-check of a solver's analysis with a game's brute force
// (BruteForceResult's misereWin / misereRemoteness), shared by the tests of
// the games whose misère search runs over their parts.

#include "engine/Analysis.h"

#include <QTest>

#include <string>
#include <utility>
#include <vector>

namespace testsupport {

// Compares a misère `analysis` of the position `state` with `brute`: the rule,
// no Grundy value, the verdict and normal verdict, the remoteness (required
// when `remotenessRequired`, else compared when given), and every move's
// verdict in `brute.legalMoves(state)` order; `after(move)` is the state after
// a legal move. Moves are single cells (row, col).
template <typename Brute, typename After>
void compareMisere(const engine::Analysis& analysis, Brute& brute, const std::string& state, After after,
                   bool remotenessRequired)
{
    const auto expected = brute.solve(state);
    QVERIFY(analysis.rule == engine::PlayRule::Misere);
    QVERIFY(analysis.known());
    QVERIFY(!analysis.grundy.has_value());
    QCOMPARE(analysis.outcome == engine::Outcome::Win, expected.misereWin);
    QVERIFY(analysis.normalOutcome.has_value());
    QCOMPARE(*analysis.normalOutcome == engine::Outcome::Win, expected.win);
    QCOMPARE(analysis.remoteness.has_value() || !remotenessRequired, true);
    if (analysis.remoteness)
        QCOMPARE(*analysis.remoteness, expected.misereRemoteness);
    const std::vector<std::pair<int, int>> legal = brute.legalMoves(state);
    QCOMPARE(analysis.moves.size(), legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const engine::MoveVerdict& verdict = analysis.moves[i];
        QCOMPARE(verdict.move, engine::Move::at({legal[i].first, legal[i].second}));
        QVERIFY(!verdict.resultGrundy.has_value());
        const auto child = brute.solve(after(legal[i]));
        QCOMPARE(verdict.resultOutcome == engine::Outcome::Win, child.misereWin);
        QCOMPARE(verdict.resultRemoteness.has_value() || !remotenessRequired, true);
        if (verdict.resultRemoteness)
            QCOMPARE(*verdict.resultRemoteness, child.misereRemoteness);
    }
}

// Two misère analyses of one position by different routes agree: both known,
// the verdict, the remoteness and every move with its verdict and remoteness.
inline void compareMisereAnalyses(const engine::Analysis& actual, const engine::Analysis& expected)
{
    QVERIFY(actual.known() && expected.known());
    QCOMPARE(actual.outcome, expected.outcome);
    QCOMPARE(actual.remoteness, expected.remoteness);
    QCOMPARE(actual.moves.size(), expected.moves.size());
    for (std::size_t i = 0; i < actual.moves.size(); ++i) {
        QCOMPARE(actual.moves[i].move, expected.moves[i].move);
        QCOMPARE(actual.moves[i].resultOutcome, expected.moves[i].resultOutcome);
        QCOMPARE(actual.moves[i].resultRemoteness, expected.moves[i].resultRemoteness);
    }
}

} // namespace testsupport
