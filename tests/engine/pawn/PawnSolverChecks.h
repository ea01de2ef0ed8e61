#pragma once

// Random pawn setups on the 10^9 board and the checks of PawnSolver against
// PawnBruteForce on their small square, under either rule (normal play and
// misère), shared by test_pawn_solver and test_pawn_misere.

#include "BruteForceChecks.h"
#include "PawnBruteForce.h"

#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnSolver.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <random>
#include <set>
#include <utility>
#include <vector>

namespace pawntests {

using engine::Analysis;
using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;
using engine::Outcome;
using engine::PawnGame;
using engine::PawnSolver;
using engine::PlayRule;

using XY = std::pair<int, int>;

struct RandomSetup {
    int size = 0; // cells with x, y < size are compared
    std::set<XY> impassable;
    XY pawn;
    Board board;
};

inline Board boardOf(const std::set<XY>& impassable, XY pawn)
{
    Board board = engine::rulesOf<PawnGame>().emptyBoard(PawnGame::kSide, PawnGame::kSide);
    for (const auto& [x, y] : impassable)
        board.setCell({y, x}, CellKind::Impassable);
    board.setCell({pawn.second, pawn.first}, CellKind::Pawn);
    return board;
}

// Impassable cells at random, denser near the diagonal x = y when `nearDiagonal`.
inline RandomSetup randomSetup(std::mt19937& rng, int minSize, int maxSize, double maxDensity,
                               bool nearDiagonal = false)
{
    RandomSetup setup;
    setup.size = std::uniform_int_distribution(minSize, maxSize)(rng);
    const double density = std::uniform_real_distribution(0.0, maxDensity)(rng);
    for (int y = 0; y < setup.size; ++y)
        for (int x = 0; x < setup.size; ++x) {
            const double p = nearDiagonal && std::abs(x - y) <= 2 ? std::min(1.0, 4 * density) : density;
            if (std::bernoulli_distribution(p)(rng))
                setup.impassable.insert({x, y});
        }
    do {
        setup.pawn = {std::uniform_int_distribution(0, setup.size - 1)(rng),
                      std::uniform_int_distribution(0, setup.size - 1)(rng)};
    } while (setup.impassable.count(setup.pawn) && setup.impassable.size() < std::size_t(setup.size * setup.size));
    if (setup.impassable.count(setup.pawn))
        setup.impassable.erase(setup.pawn);
    setup.board = boardOf(setup.impassable, setup.pawn);
    return setup;
}

inline std::vector<XY> xyOf(const std::vector<Cell>& cells)
{
    std::vector<XY> result;
    for (const Cell& cell : cells)
        result.emplace_back(static_cast<int>(cell.col), static_cast<int>(cell.row));
    return result;
}

inline std::vector<XY> xyOf(const std::vector<Move>& moves)
{
    std::vector<XY> result;
    for (const Move& move : moves)
        result.emplace_back(static_cast<int>(move.topLeft.col), static_cast<int>(move.topLeft.row));
    return result;
}

// The brute force's verdict and remoteness under `rule`.
inline bool winsUnder(const BruteForceResult& result, PlayRule rule)
{
    return rule == PlayRule::Misere ? result.misereWin : result.win;
}

inline int remotenessUnder(const BruteForceResult& result, PlayRule rule)
{
    return rule == PlayRule::Misere ? result.misereRemoteness : result.remoteness;
}

// The destinations of a pawn on `pawn` that leave the opponent a loss under `rule`, row-major.
inline std::vector<XY> winningMovesUnder(PawnBruteForce& brute, XY pawn, PlayRule rule)
{
    std::vector<XY> result;
    for (const auto& [x, y] : brute.moves(pawn.first, pawn.second))
        if (!winsUnder(brute.solve(x, y), rule))
            result.emplace_back(x, y);
    return result;
}

// Every passable cell of the setup's square on the map of the rule's solver:
// its verdict and winning destinations. The number of cells compared, -1 at a
// difference.
inline int compareEveryCell(const RandomSetup& setup, PawnBruteForce& brute, PlayRule rule)
{
    PawnSolver solver(setup.board, rule);
    solver.prepare({});
    const auto map = solver.map();
    if (map->rule() != rule)
        return -1;
    int compared = 0;
    for (int y = 0; y < setup.size; ++y)
        for (int x = 0; x < setup.size; ++x) {
            if (brute.isImpassable(x, y))
                continue;
            const Cell cell{y, x};
            if (map->isLosing(cell) == winsUnder(brute.solve(x, y), rule)
                || xyOf(map->winningDestinations(cell)) != winningMovesUnder(brute, {x, y}, rule)) {
                qWarning("cell (%d, %d) of a %d x %d board with %zu impassable cells", x, y, setup.size, setup.size,
                         setup.impassable.size());
                return -1;
            }
            ++compared;
        }
    return compared;
}

// What compareRandomBoards saw: cells compared (-1 at a difference), losses
// among them and cells without moves.
struct CellCounts {
    int cells = 0;
    int losses = 0;
    int deadEnds = 0;
};

// compareEveryCell on `trials` setups that `makeSetup` draws (given the trial's index).
inline CellCounts compareRandomBoards(unsigned seed, int trials, PlayRule rule,
                                      const std::function<RandomSetup(std::mt19937&, int)>& makeSetup)
{
    CellCounts counts;
    std::mt19937 rng(seed);
    for (int trial = 0; trial < trials; ++trial) {
        const RandomSetup setup = makeSetup(rng, trial);
        PawnBruteForce brute(setup.impassable);
        const int compared = compareEveryCell(setup, brute, rule);
        if (compared < 0)
            return CellCounts{-1, 0, 0};
        counts.cells += compared;
        for (int y = 0; y < setup.size; ++y)
            for (int x = 0; x < setup.size; ++x) {
                if (brute.isImpassable(x, y))
                    continue;
                counts.losses += winsUnder(brute.solve(x, y), rule) ? 0 : 1;
                counts.deadEnds += brute.moves(x, y).empty() ? 1 : 0;
            }
    }
    return counts;
}

// Everything an analysis under `rule` says about the position with the pawn on
// `pawn`: normal play with every Grundy value, misère without them but with
// the normal verdict and value beside.
inline void compareAnalysis(const Analysis& analysis, const Board& position, XY pawn, PawnBruteForce& brute,
                            PlayRule rule)
{
    const BruteForceResult expected = brute.solve(pawn.first, pawn.second);
    QCOMPARE(analysis.rule, rule);
    QVERIFY(analysis.known());
    QVERIFY(!analysis.stallingMove.has_value()); // remoteness is known here
    if (rule == PlayRule::Normal) {
        testsupport::expectAnalysisAgrees(analysis, expected);
    } else {
        QCOMPARE(analysis.outcome == Outcome::Win, expected.misereWin);
        QCOMPARE(analysis.remoteness.value(), expected.misereRemoteness);
        QVERIFY(!analysis.grundy.has_value());
        QCOMPARE(analysis.normalOutcome.value() == Outcome::Win, expected.win);
        QCOMPARE(analysis.normalGrundy.value(), expected.grundy);
    }
    std::vector<Move> listed;
    for (const auto& verdict : analysis.moves)
        listed.push_back(verdict.move);
    QCOMPARE(listed, engine::rulesOf<PawnGame>().legalMoves(position));
    QCOMPARE(xyOf(listed), brute.moves(pawn.first, pawn.second));
    QCOMPARE(xyOf(analysis.winningMoves()), winningMovesUnder(brute, pawn, rule));
    for (const auto& verdict : analysis.moves) {
        const BruteForceResult after = brute.solve(static_cast<int>(verdict.move.topLeft.col),
                                                   static_cast<int>(verdict.move.topLeft.row));
        if (rule == PlayRule::Normal) {
            testsupport::expectVerdictAgrees(verdict, after);
        } else {
            QCOMPARE(verdict.resultOutcome == Outcome::Win, after.misereWin);
            QCOMPARE(verdict.resultRemoteness.value(), after.misereRemoteness);
            QVERIFY(!verdict.resultGrundy.has_value());
        }
    }
}

// What walkRandomGames saw: positions compared, those with several winning
// moves and those without moves.
struct WalkCounts {
    int positions = 0;
    int severalWinning = 0;
    int withoutMoves = 0;
};

// `trials` random games from small random setups, each position's analysis by
// the rule's solver (`PawnGame::solverFor`) compared, each game stopping at a
// random move or its end. Stops at the first difference.
inline WalkCounts walkRandomGames(unsigned seed, int trials, PlayRule rule)
{
    const PawnGame& game = engine::rulesOf<PawnGame>();
    std::mt19937 rng(seed);
    WalkCounts counts;
    for (int trial = 0; trial < trials; ++trial) {
        const RandomSetup setup = randomSetup(rng, 1, 12, 0.35, trial % 3 == 0);
        PawnBruteForce brute(setup.impassable);
        const auto solver = game.solverFor(setup.board, rule);
        Board position = setup.board;
        XY pawn = setup.pawn;
        for (;;) {
            compareAnalysis(solver->analyse(position, {}), position, pawn, brute, rule);
            if (QTest::currentTestFailed()) {
                qWarning("pawn (%d, %d), %zu impassable cells", pawn.first, pawn.second, setup.impassable.size());
                return counts;
            }
            ++counts.positions;
            counts.severalWinning += winningMovesUnder(brute, pawn, rule).size() > 1 ? 1 : 0;
            const auto moves = game.legalMoves(position);
            counts.withoutMoves += moves.empty() ? 1 : 0;
            if (moves.empty() || rng() % 5 == 0)
                break;
            const Move move = moves[rng() % moves.size()];
            position = game.play(position, move);
            pawn = {static_cast<int>(move.topLeft.col), static_cast<int>(move.topLeft.row)};
        }
    }
    return counts;
}

// The remoteness (and under normal play the Grundy value) of 300 random cells
// of a 60 x 60 board, where the exact table reaches.
inline void compareExactValues(unsigned seed, PlayRule rule)
{
    std::mt19937 rng(seed);
    const RandomSetup setup = randomSetup(rng, 60, 60, 0.08);
    PawnBruteForce brute(setup.impassable);
    PawnSolver solver(setup.board, rule);
    for (int i = 0; i < 300; ++i) {
        const int x = std::uniform_int_distribution(0, 59)(rng);
        const int y = std::uniform_int_distribution(0, 59)(rng);
        if (brute.isImpassable(x, y))
            continue;
        const auto analysis = solver.analysePawnAt({y, x}, {});
        const BruteForceResult expected = brute.solve(x, y);
        QCOMPARE(analysis.outcome == Outcome::Win, winsUnder(expected, rule));
        QCOMPARE(analysis.remoteness.value(), remotenessUnder(expected, rule));
        QCOMPARE(engine::outcomeOfRemoteness(*analysis.remoteness, rule), analysis.outcome);
        if (rule == PlayRule::Normal)
            QCOMPARE(analysis.grundy.value(), expected.grundy);
    }
}

} // namespace pawntests
