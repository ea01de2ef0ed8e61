#include "conformance/PositionChecks.h"

#include "conformance/BruteForces.h"

#include <QTest>

#include <algorithm>
#include <climits>
#include <optional>
#include <set>
#include <stdexcept>

using engine::Analysis;
using engine::Board;
using engine::Cell;
using engine::Coord;
using engine::Game;
using engine::Move;
using engine::Nimber;
using engine::Outcome;

namespace conformance {

namespace {

std::string compactCellText(Cell cell)
{
    return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

// A random rectangle near the board (a few cells beyond its edges; the top-left
// 16 x 16 cells of a huge board), a single cell half of the time.
Move randomMove(const Board& board, std::mt19937_64& random)
{
    const Coord rows = std::min<Coord>(board.rows(), 16);
    const Coord cols = std::min<Coord>(board.cols(), 16);
    auto coordinate = [&random](Coord size) { return std::uniform_int_distribution<Coord>(-1, size)(random); };
    const Cell topLeft{coordinate(rows), coordinate(cols)};
    if (random() % 2 == 0)
        return Move::at(topLeft);
    return Move{topLeft, {topLeft.row + coordinate(2), topLeft.col + coordinate(2)}};
}

std::string describeRemoteness(const std::optional<int>& remoteness)
{
    return remoteness ? std::to_string(*remoteness) : "none";
}

// The recursions of normal play: `analysis` of `position` against the
// analyses of the positions after its moves (`children`, in move order).
void checkAgainstChildren(const Board& position, const Analysis& analysis, const std::vector<Analysis>& children,
                          Counts& counts)
{
    // Outcome: a win exactly when some move leaves the opponent a loss, by the
    // re-analysed children and by the verdicts.
    const bool someChildLoses = std::any_of(children.begin(), children.end(),
                                            [](const Analysis& child) { return child.outcome == Outcome::Loss; });
    QCOMPARE(analysis.outcome == Outcome::Win, someChildLoses);
    QCOMPARE(analysis.outcome == Outcome::Win, !analysis.winningMoves().empty());

    // Every verdict is what the child's own analysis says.
    for (std::size_t i = 0; i < children.size(); ++i) {
        const engine::MoveVerdict& verdict = analysis.moves[i];
        const std::string where = "verdict of " + describeMove(verdict.move);
        QVERIFY2(verdict.resultOutcome == children[i].outcome, where.c_str());
        QVERIFY2(verdict.resultGrundy == children[i].grundy, where.c_str());
        // A verdict has a remoteness exactly when the child's analysis has one, and the same.
        QVERIFY2(verdict.resultRemoteness == children[i].remoteness,
                 (where + ": remoteness " + describeRemoteness(verdict.resultRemoteness) + ", the position after it "
                  + describeRemoteness(children[i].remoteness))
                     .c_str());
        if (verdict.resultRemoteness)
            ++counts.verdictRemotenessChecks;
    }

    // Grundy value: the mex of the children's, zero exactly for a loss.
    if (analysis.grundy) {
        std::vector<Nimber> values;
        for (const Analysis& child : children) {
            QVERIFY2(child.grundy.has_value(), "a position with a Grundy value has a child without one");
            values.push_back(*child.grundy);
        }
        QCOMPARE(*analysis.grundy, engine::mex(values));
        QCOMPARE(engine::outcomeOfGrundy(*analysis.grundy), analysis.outcome);
        ++counts.grundyChecks;
    }

    // Remoteness: a win's is 1 + the least of its losing children's, a loss's
    // 1 + the largest of all its children's (0 at the end); parity is the outcome.
    if (analysis.remoteness) {
        int fastestWin = INT_MAX;
        int slowestLoss = -1;
        for (const Analysis& child : children) {
            QVERIFY2(child.remoteness.has_value(), "a position with a remoteness has a child without one");
            if (child.outcome == Outcome::Loss)
                fastestWin = std::min(fastestWin, *child.remoteness);
            slowestLoss = std::max(slowestLoss, *child.remoteness);
        }
        QCOMPARE(*analysis.remoteness, someChildLoses ? fastestWin + 1 : slowestLoss + 1);
        QCOMPARE(engine::outcomeOfRemoteness(*analysis.remoteness), analysis.outcome);
        ++counts.remotenessChecks;
    }

    // Parts: independent games on the board whose values XOR to the position's.
    if (!analysis.parts.empty()) {
        QVERIFY2(analysis.grundy.has_value(), "parts without a Grundy value of the whole");
        Nimber sum = 0;
        for (const engine::Part& part : analysis.parts) {
            sum ^= part.grundy;
            for (const Cell cell : part.cells)
                QVERIFY2(position.contains(cell) && part.bounds.contains(cell), compactCellText(cell).c_str());
        }
        QCOMPARE(sum, *analysis.grundy);
        ++counts.partChecks;
    }

    // The end: no move, a loss at remoteness 0 and value 0.
    if (children.empty()) {
        QCOMPARE(analysis.outcome, Outcome::Loss);
        QVERIFY(analysis.grundy.value_or(0) == 0);
        QVERIFY(analysis.remoteness.value_or(0) == 0);
    }
}

} // namespace

std::string describeMove(const Move& move)
{
    return move.isSingleCell() ? compactCellText(move.topLeft) : compactCellText(move.topLeft) + "-" + compactCellText(move.bottomRight);
}

// The setup as its size and marked cells with their CellKind numbers.
std::string describeBoard(const Board& board)
{
    std::string text = std::to_string(board.rows()) + " x " + std::to_string(board.cols()) + ":";
    for (const auto& [cell, kind] : board.markedCells())
        text += " " + compactCellText(cell) + "=" + std::to_string(static_cast<int>(kind));
    return text;
}

void checkPosition(const Game& game, engine::Solver& solver, const Board& position, std::mt19937_64& random,
                   Counts& counts, std::vector<Move>& moves)
{
    moves = game.legalMoves(position);
    const Analysis analysis = solver.analyse(position, {});
    QCOMPARE(analysis.moves.size(), moves.size());
    ++counts.positions;

    // Every listed move is legal and playable; the children as the solver sees them.
    std::vector<Analysis> children;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& move = moves[i];
        QVERIFY2(analysis.moves[i].move == move, ("verdict out of order at " + describeMove(move)).c_str());
        QVERIFY2(game.isLegal(position, move), ("listed but not legal: " + describeMove(move)).c_str());
        std::optional<Analysis> child;
        try {
            child = solver.analyse(game.play(position, move), {});
        } catch (const std::exception& error) {
            QFAIL(("playing " + describeMove(move) + " threw: " + error.what()).c_str());
        }
        QVERIFY(child.has_value());
        children.push_back(std::move(*child));
    }
    counts.children += static_cast<long long>(children.size());

    // Sampled moves that are not listed are not legal, and play() refuses them.
    const std::set<Move> legal(moves.begin(), moves.end());
    for (int sample = 0; sample < 4; ++sample) {
        const Move move = randomMove(position, random);
        if (legal.count(move) != 0)
            continue;
        QVERIFY2(!game.isLegal(position, move), ("legal but not listed: " + describeMove(move)).c_str());
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)game.play(position, move));
        ++counts.illegal;
    }

    checkAgainstChildren(position, analysis, children, counts);
}

// The solver's analysis of `setup` against the brute force.
void compareSetupWithBruteForce(const Game& game, engine::Solver& solver, const Board& setup)
{
    const std::optional<BruteForceVerdict> expected = bruteForceVerdict(game.id(), setup);
    QVERIFY2(expected.has_value(),
             ("no brute-force search for " + std::string(game.id()) + ": add one to BruteForces.cpp").c_str());
    const Analysis analysis = solver.analyse(setup, {});
    QCOMPARE(analysis.outcome == Outcome::Win, expected->win);
    if (analysis.grundy)
        QCOMPARE(*analysis.grundy, expected->grundy);
    if (analysis.remoteness)
        QCOMPARE(*analysis.remoteness, expected->remoteness);
    const std::vector<Move> winning = analysis.winningMoves();
    QVERIFY2(std::set<Move>(winning.begin(), winning.end()) == expected->winningMoves, "winning moves differ");
}

} // namespace conformance
