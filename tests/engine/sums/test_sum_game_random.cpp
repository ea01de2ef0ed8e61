// A sum as one engine::Game on one combined board (SumGame, issue 25): the
// conformance idea applied to it. Random SumGames of 2 to 4 small boards of
// random games of engine::gameModules() are played at random to their end; at
// every position the SumGame's solver must agree with a brute force of the
// combined board searched as ONE game through SumGame::legalMoves and play
// alone (mex over the children, never XOR): outcome, Grundy value, every
// move's verdict and value, remoteness where given; the parts and boards must
// XOR to the value, and engine::perfectMove of the analysis must be
// perfectSumMove's move. Some sums are played out by engine::bestLine; the
// layout's coordinates are checked on each sum.
//
// GRUNDYGRID_SUM_GAME_TRIALS (default 600 sums) and GRUNDYGRID_SUM_SEED
// (default 25) change the run. A failure prints the sum.

#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "sums/RandomSums.h"

#include "engine/BestLine.h"
#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/ParseError.h"
#include "engine/games/pawn/PawnExactTable.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumSolver.h"
#include "engine/sums/SumText.h"

#include <QTest>

#include <algorithm>
#include <climits>
#include <map>
#include <random>
#include <set>
#include <string>
#include <thread>

using engine::Analysis;
using engine::Board;
using engine::Cell;
using engine::GameSum;
using engine::Move;
using engine::MoveVerdict;
using engine::Nimber;
using engine::Outcome;
using engine::SumComponent;
using engine::SumGame;
using engine::SumLayout;
using engine::SumMove;

using sums_test::setupsOf;

namespace sum_game_random_test {

int environmentNumber(const char* name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

// The combined board searched as one game: its moves and positions from
// SumGame::legalMoves and SumGame::play alone.
class CombinedBruteForce {
public:
    struct Verdict {
        bool win = false;
        int remoteness = 0;
        Nimber grundy = 0;
    };

    explicit CombinedBruteForce(const SumGame& game)
        : m_game(game)
    {
    }

    Verdict solve(const Board& position)
    {
        auto key = position.markedCells();
        if (const auto it = m_memo.find(key); it != m_memo.end())
            return it->second;
        std::set<Nimber> seen;
        Verdict verdict;
        int quickestWin = INT_MAX;
        int longestLoss = 0;
        for (const Move& move : m_game.legalMoves(position)) {
            const Verdict child = solve(m_game.play(position, move));
            seen.insert(child.grundy);
            if (!child.win) {
                verdict.win = true;
                quickestWin = std::min(quickestWin, child.remoteness + 1);
            } else {
                longestLoss = std::max(longestLoss, child.remoteness + 1);
            }
        }
        while (seen.count(verdict.grundy) == 1)
            ++verdict.grundy;
        verdict.remoteness = verdict.win ? quickestWin : longestLoss;
        m_memo.emplace(std::move(key), verdict);
        return verdict;
    }

private:
    const SumGame& m_game;
    std::map<std::vector<std::pair<Cell, engine::CellKind>>, Verdict> m_memo;
};

std::string describe(const GameSum& sum)
{
    std::string text;
    for (std::size_t b = 0; b < sum.size(); ++b) {
        const Board& position = sum.board(b).setup;
        text += sum.boardName(b) + " " + std::to_string(position.rows()) + "x" + std::to_string(position.cols()) + ":";
        for (const auto& [cell, kind] : position.markedCells())
            text += " " + engine::cellText(cell) + "=" + std::to_string(static_cast<int>(kind));
        text += "; ";
    }
    return text;
}

struct Counts {
    long long positions = 0;
    long long moveVerdicts = 0;
    long long remoteness = 0;
    long long lines = 0;
    std::map<std::string, int> boardsPerGame;
};

// The SumGame's analysis of `position` against the brute force, its parts and
// boards, and its perfect move against perfectSumMove's.
void checkPosition(const SumGame& game, engine::Solver& solver, const Board& setup, const Board& position,
                   CombinedBruteForce& brute, Counts& counts)
{
    const SumLayout& layout = game.layout();
    const Analysis analysis = solver.analyse(position, {});
    const CombinedBruteForce::Verdict expected = brute.solve(position);
    QVERIFY2(analysis.known(), analysis.unknownReason.value_or("").c_str());
    QCOMPARE(analysis.outcome == Outcome::Win, expected.win);
    QCOMPARE(analysis.grundy.value(), expected.grundy);
    if (analysis.remoteness) {
        QCOMPARE(*analysis.remoteness, expected.remoteness);
        ++counts.remoteness;
    }
    QVERIFY(analysis.listsEveryMove());
    const std::vector<Move> legal = game.legalMoves(position);
    QCOMPARE(analysis.moves.size(), legal.size());
    for (std::size_t k = 0; k < legal.size(); ++k) {
        const MoveVerdict& verdict = analysis.moves[k];
        QCOMPARE(verdict.move, legal[k]);
        QVERIFY(game.isLegal(position, verdict.move));
        const CombinedBruteForce::Verdict child = brute.solve(game.play(position, verdict.move));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, child.win);
        QCOMPARE(verdict.resultGrundy.value(), child.grundy);
        if (verdict.resultRemoteness)
            QCOMPARE(*verdict.resultRemoteness, child.remoteness);
        // The move's board and local move lead back to it.
        const std::optional<SumMove> local = layout.toLocal(verdict.move);
        QVERIFY(local.has_value());
        QCOMPARE(layout.toCombined(*local), verdict.move);
        ++counts.moveVerdicts;
    }
    // Each board's summary and the parts XOR to the sum's value.
    QCOMPARE(analysis.boards.size(), layout.size());
    Nimber boards = 0;
    std::size_t ownMoves = 0;
    for (std::size_t i = 0; i < layout.size(); ++i) {
        QCOMPARE(analysis.boards[i].bounds, layout.area(i));
        boards ^= analysis.boards[i].grundy.value();
        ownMoves += analysis.boards[i].ownMoves.size();
        for (const MoveVerdict& own : analysis.boards[i].ownMoves)
            QCOMPARE(layout.toLocal(own.move)->board, i);
    }
    QCOMPARE(boards, expected.grundy);
    QCOMPARE(ownMoves, legal.size());
    Nimber parts = 0;
    for (const engine::Part& part : analysis.parts) {
        parts ^= part.grundy;
        for (const Cell& cell : part.cells)
            QVERIFY(layout.boardAt(cell).has_value());
    }
    QCOMPARE(parts, expected.grundy);
    // The perfect move: perfectSumMove's, winning from a win.
    const std::optional<Move> perfect = engine::perfectMove(analysis);
    engine::SumSolver sumSolver;
    const std::optional<SumMove> sumPerfect = engine::perfectSumMove(sumSolver.analyse(game.sumOf(setup, position), {}));
    QCOMPARE(perfect.has_value(), !legal.empty());
    QCOMPARE(sumPerfect.has_value(), !legal.empty());
    if (perfect) {
        QCOMPARE(*perfect, layout.toCombined(*sumPerfect));
        if (expected.win)
            QVERIFY(!brute.solve(game.play(position, *perfect)).win);
    }
    ++counts.positions;
}

// The layout's coordinates and boards of a sum: every cell of the combined
// board to its board and back, the boards cut and put together again.
void checkCoordinates(const SumGame& game, const GameSum& sum)
{
    const SumLayout& layout = game.layout();
    const Board combined = game.combinedOf(sum);
    QCOMPARE(combined.rows(), layout.rows());
    QCOMPARE(combined.cols(), layout.cols());
    const std::vector<Board> boards = layout.componentBoards(combined);
    for (std::size_t i = 0; i < sum.size(); ++i)
        QVERIFY(boards[i] == sum.board(i).position);
    QVERIFY(layout.combinedBoard(boards) == combined);
    for (engine::Coord row = 0; row < std::min<engine::Coord>(layout.rows(), 64); ++row)
        for (engine::Coord col = 0; col < layout.cols(); ++col) {
            const auto local = layout.toLocal(Cell{row, col});
            QCOMPARE(local.has_value(), layout.boardAt(Cell{row, col}).has_value());
            if (local) {
                QCOMPARE(layout.toCombined(local->first, local->second), (Cell{row, col}));
                QCOMPARE(combined.cellAt(Cell{row, col}), boards[local->first].cellAt(local->second));
            } else {
                QCOMPARE(combined.cellAt(Cell{row, col}), engine::CellKind::Empty);
            }
        }
    // Boards lie left to right, top-aligned, one column apart.
    for (std::size_t i = 0; i < layout.size(); ++i) {
        QCOMPARE(layout.area(i).topLeft.row, 0);
        if (i > 0)
            QCOMPARE(layout.area(i).topLeft.col, layout.area(i - 1).bottomRight.col + 1 + SumLayout::kGap);
    }
}

// A board of game `id` read from its board text, as its own setup and position.
class TestSumGameRandom : public QObject {
    Q_OBJECT

private slots:
    void randomSumGamesAgreeWithTheBruteForce()
    {
        const int trials = testsupport::trials(environmentNumber("GRUNDYGRID_SUM_GAME_TRIALS", 600));
        const int seed = environmentNumber("GRUNDYGRID_SUM_SEED", 25);
        std::mt19937_64 random(static_cast<std::uint64_t>(seed));
        Counts counts;
        for (int t = 0; t < trials; ++t) {
            const GameSum sum = sums_test::randomSmallSum(random, 1000);
            const SumGame& game = engine::sumGameOf(SumLayout::of(sum.boards()));
            const Board setup = game.layout().combinedBoard(setupsOf(sum));
            QVERIFY2(!game.setupProblem(setup), game.setupProblem(setup).value_or("").c_str());
            checkCoordinates(game, sum);
            const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
            CombinedBruteForce brute(game);
            Board position = game.combinedOf(sum);
            for (;;) {
                checkPosition(game, *solver, setup, position, brute, counts);
                const std::vector<Move> legal = game.legalMoves(position);
                if (QTest::currentTestFailed() || legal.empty())
                    break;
                position = game.play(position, legal[random() % legal.size()]);
            }
            // The best line from the start ends the game with the sum's perfect moves.
            if (!QTest::currentTestFailed() && t % 4 == 0) {
                const Board start = game.combinedOf(sum);
                const engine::BestLine line = engine::bestLine(game, start, *solver, {}, 1000);
                QVERIFY(line.complete);
                Board at = start;
                Analysis analysis = solver->analyse(at, {});
                bool winner = analysis.outcome == Outcome::Win;
                for (const engine::BestLineStep& step : line.steps) {
                    QCOMPARE(step.move, engine::perfectMove(analysis).value());
                    QCOMPARE(brute.solve(at).win, winner);
                    at = game.play(at, step.move);
                    QVERIFY(step.position == at);
                    analysis = step.analysis;
                    winner = !winner;
                }
                QVERIFY(game.legalMoves(at).empty());
                const CombinedBruteForce::Verdict expected = brute.solve(start);
                if (line.exact)
                    QCOMPARE(static_cast<int>(line.steps.size()), expected.remoteness);
                ++counts.lines;
            }
            for (const SumComponent& board : sum.boards())
                ++counts.boardsPerGame[std::string(board.module->id())];
            if (QTest::currentTestFailed()) {
                qWarning("seed %d, sum %d: %s", seed, t, describe(sum).c_str());
                return;
            }
        }
        qInfo("%d sum games, %lld positions, %lld move verdicts, remoteness at %lld positions, %lld best lines",
              trials, counts.positions, counts.moveVerdicts, counts.remoteness, counts.lines);
        for (const engine::GameModule* module : engine::gameModules())
            QVERIFY2(counts.boardsPerGame.count(std::string(module->id())) == 1, std::string(module->id()).c_str());
        QVERIFY(counts.remoteness * 10 > counts.positions * 9);
    }

};

} // namespace sum_game_random_test

GRUNDYGRID_TEST_APPLESS_MAIN(test_sum_game_random, sum_game_random_test::TestSumGameRandom)
#include "test_sum_game_random.moc"
