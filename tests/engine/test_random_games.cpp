// Random games of every game in the registry (issue 6). Seeded random setups
// from engine::RandomBoard are played to their end with random legal moves, and
// at every position the rules and the solver must agree with themselves: every
// listed move is legal and playable, sampled other moves are not, the game ends
// exactly when no move is left, and the Analysis obeys normal play's recursions
// (outcome, mex, remoteness) over the re-analysed children, its verdicts and its
// parts. Each setup is also compared with the game's brute-force search from
// tests/engine (a game without one fails: add it when adding a game).
//
// GRUNDYGRID_STRESS_GAMES (games per game, default 2000) and
// GRUNDYGRID_STRESS_SEED (default 6) change the run. A failure prints the seed,
// the setup and the moves played.

#include "ChompBruteForce.h"
#include "attractions/AttractionsBruteForce.h"
#include "pawn/PawnBruteForce.h"
#include "rectangles/RectanglesBruteForce.h"
#include "volcano/VolcanoBruteForce.h"

#include "engine/GameModules.h"
#include "engine/RandomBoard.h"
#include "engine/games/pawn/PawnGame.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <array>
#include <climits>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

using engine::Analysis;
using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Coord;
using engine::Game;
using engine::Move;
using engine::Nimber;
using engine::Outcome;

namespace {

// The random setups of a game: minSide to maxRows x minSide to maxCols cells
// (within the game's size limits), at most maxDensity of the scattered kind;
// small enough for the brute force.
struct Plan {
    std::string_view gameId;
    Coord minSide;
    Coord maxRows;
    Coord maxCols;
    double maxDensity;
};

constexpr std::array kPlans{
    Plan{"chomp", 1, 6, 6, 0.3},
    Plan{"volcano", 5, 9, 9, 0.25},
    Plan{"pawn", 1, engine::PawnGame::kSide, engine::PawnGame::kSide, 0.5},
    Plan{"rectangles", 1, 4, 4, 1.0},
    Plan{"attractions", 1, 5, 5, 0.8},
};

const Plan* planFor(std::string_view gameId)
{
    for (const Plan& plan : kPlans)
        if (plan.gameId == gameId)
            return &plan;
    return nullptr;
}

int environmentNumber(const char* name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

std::string compactCellText(Cell cell)
{
    return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

std::string moveText(const Move& move)
{
    return move.isSingleCell() ? compactCellText(move.topLeft) : compactCellText(move.topLeft) + "-" + compactCellText(move.bottomRight);
}

// The setup as its size and marked cells with their CellKind numbers.
std::string boardText(const Board& board)
{
    std::string text = std::to_string(board.rows()) + " x " + std::to_string(board.cols()) + ":";
    for (const auto& [cell, kind] : board.markedCells())
        text += " " + compactCellText(cell) + "=" + std::to_string(static_cast<int>(kind));
    return text;
}

// What a brute-force search says about a position.
struct Expected {
    bool win = false;
    int remoteness = 0;
    Nimber grundy = 0;
    std::set<Move> winningMoves;
};

template <typename Result, typename Moves, typename ToMove>
Expected expectedOf(const Result& result, const Moves& winning, ToMove toMove)
{
    Expected expected{result.win, result.remoteness, result.grundy, {}};
    for (const auto& move : winning)
        expected.winningMoves.insert(toMove(move));
    return expected;
}

Move rowColMove(const std::pair<int, int>& cell)
{
    return Move::at({cell.first, cell.second});
}

// The brute force of tests/engine for `position`, or nothing for a game without one.
std::optional<Expected> bruteForce(const Game& game, const Board& position)
{
    const std::string_view id = game.id();
    const int rows = static_cast<int>(std::min<Coord>(position.rows(), INT_MAX)); // pawn's are huge, unused
    const int cols = static_cast<int>(std::min<Coord>(position.cols(), INT_MAX));
    if (id == "chomp") {
        ChompBruteForce brute(position);
        return expectedOf(brute.solve(), brute.winningMoves(), rowColMove);
    }
    if (id == "volcano") {
        VolcanoBruteForce brute(rows, cols);
        const std::string state = VolcanoBruteForce::stateOf(position);
        return expectedOf(brute.solve(state), brute.winningMoves(state), rowColMove);
    }
    if (id == "pawn") {
        std::set<std::pair<int, int>> impassable; // (x, y) = (col, row)
        Cell pawn;
        for (const auto& [cell, kind] : position.markedCells()) {
            if (kind == CellKind::Impassable)
                impassable.insert({static_cast<int>(cell.col), static_cast<int>(cell.row)});
            if (kind == CellKind::Pawn)
                pawn = cell;
        }
        PawnBruteForce brute(impassable);
        const auto [x, y] = std::pair(static_cast<int>(pawn.col), static_cast<int>(pawn.row));
        return expectedOf(brute.solve(x, y), brute.winningMoves(x, y),
                          [](const std::pair<int, int>& xy) { return Move::at({xy.second, xy.first}); });
    }
    if (id == "rectangles") {
        RectanglesBruteForce brute(position);
        return expectedOf(brute.solve(), brute.winningMoves(), [](const RectanglesBruteForce::Rect& rect) {
            return Move{{std::get<0>(rect), std::get<1>(rect)}, {std::get<2>(rect), std::get<3>(rect)}};
        });
    }
    if (id == "attractions") {
        AttractionsBruteForce brute(rows, cols);
        const std::string state = brute.stateOf(position);
        return expectedOf(brute.solve(state), brute.winningMoves(state), rowColMove);
    }
    return std::nullopt;
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

struct Counts {
    int games = 0;
    long long positions = 0;
    long long children = 0;
    long long illegal = 0;
    long long grundyChecks = 0;
    long long remotenessChecks = 0;
    long long partChecks = 0;
    long long verdictsWithoutRemoteness = 0;
};

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
        const std::string where = "verdict of " + moveText(verdict.move);
        QVERIFY2(verdict.resultOutcome == children[i].outcome, where.c_str());
        QVERIFY2(verdict.resultGrundy == children[i].grundy, where.c_str());
        // A verdict may lack a remoteness its child's analysis has (the solver
        // searched the smaller child only); one it gives must be the child's.
        if (verdict.resultRemoteness)
            QVERIFY2(verdict.resultRemoteness == children[i].remoteness, where.c_str());
        else if (children[i].remoteness)
            ++counts.verdictsWithoutRemoteness;
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

// Checks one position: the rules, and the solver's analysis against the
// analyses of its children. Sets `moves` to the legal moves (QVERIFY: check
// QTest::currentTestFailed() afterwards).
void checkPosition(const Game& game, engine::Solver& solver, const Board& position, std::mt19937_64& random,
                   Counts& counts, std::vector<Move>& moves)
{
    moves = game.legalMoves(position);
    const std::optional<Analysis> analysis = solver.analyse(position, {});
    QVERIFY(analysis.has_value());
    QCOMPARE(analysis->moves.size(), moves.size());
    ++counts.positions;

    // Every listed move is legal and playable; the children as the solver sees them.
    std::vector<Analysis> children;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& move = moves[i];
        QVERIFY2(analysis->moves[i].move == move, ("verdict out of order at " + moveText(move)).c_str());
        QVERIFY2(game.isLegal(position, move), ("listed but not legal: " + moveText(move)).c_str());
        std::optional<Analysis> child;
        try {
            child = solver.analyse(game.play(position, move), {});
        } catch (const std::exception& error) {
            QFAIL(("playing " + moveText(move) + " threw: " + error.what()).c_str());
        }
        QVERIFY(child.has_value());
        children.push_back(std::move(*child));
    }
    counts.children += static_cast<long long>(children.size());

    // Sampled moves that are not listed are not legal.
    const std::set<Move> legal(moves.begin(), moves.end());
    for (int sample = 0; sample < 4; ++sample) {
        const Move move = randomMove(position, random);
        if (legal.count(move) != 0)
            continue;
        QVERIFY2(!game.isLegal(position, move), ("legal but not listed: " + moveText(move)).c_str());
        ++counts.illegal;
    }

    checkAgainstChildren(position, *analysis, children, counts);
}

// The solver's analysis of `setup` against the brute force.
void compareSetupWithBruteForce(const Game& game, engine::Solver& solver, const Board& setup)
{
    const std::optional<Expected> expected = bruteForce(game, setup);
    QVERIFY2(expected.has_value(),
             ("no brute-force search for " + std::string(game.id()) + ": add one to bruteForce()").c_str());
    const std::optional<Analysis> analysis = solver.analyse(setup, {});
    QVERIFY(analysis.has_value());
    QCOMPARE(analysis->outcome == Outcome::Win, expected->win);
    if (analysis->grundy)
        QCOMPARE(*analysis->grundy, expected->grundy);
    if (analysis->remoteness)
        QCOMPARE(*analysis->remoteness, expected->remoteness);
    const std::vector<Move> winning = analysis->winningMoves();
    QVERIFY2(std::set<Move>(winning.begin(), winning.end()) == expected->winningMoves, "winning moves differ");
}

// One random game from a random setup, every position checked.
void playOneRandomGame(const Game& game, const Plan& plan, std::mt19937_64& random, Counts& counts)
{
    const engine::SizeLimits limits = game.sizeLimits();
    auto side = [&random, &plan](Coord min, Coord max, Coord planMax) {
        return std::uniform_int_distribution<Coord>(std::max(min, plan.minSide), std::min(max, planMax))(random);
    };
    const Coord rows = side(limits.minRows, limits.maxRows, plan.maxRows);
    const Coord cols = side(limits.minCols, limits.maxCols, plan.maxCols);
    const double density = std::uniform_real_distribution(0.0, plan.maxDensity)(random);
    Board setup;
    try {
        setup = engine::RandomBoard::generate(game, rows, cols, density, random);
    } catch (const std::exception& error) {
        QFAIL((std::string("RandomBoard threw: ") + error.what()).c_str());
    }

    std::vector<Move> played;
    auto report = [&] {
        if (!QTest::currentTestFailed())
            return false;
        std::string line = "setup " + boardText(setup) + "; moves";
        for (const Move& move : played)
            line += " " + moveText(move);
        qWarning("%s game %d: %s", std::string(game.id()).c_str(), counts.games, line.c_str());
        return true;
    };

    QVERIFY2(!game.setupProblem(setup), "RandomBoard made an invalid setup");
    const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
    compareSetupWithBruteForce(game, *solver, setup);
    if (report())
        return;
    Board position = setup;
    std::vector<Move> moves;
    for (;;) {
        checkPosition(game, *solver, position, random, counts, moves);
        if (report() || moves.empty())
            break;
        const Move move = moves[random() % moves.size()];
        played.push_back(move);
        position = game.play(position, move);
        QVERIFY2(played.size() <= 10'000, "a game that does not end");
    }
    ++counts.games;
}

} // namespace

class TestRandomGames : public QObject {
    Q_OBJECT

private slots:
    // One row per registered game: it needs a RandomBoard recipe, a Plan and a brute force.
    void randomGames_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const Game* game : engine::allGames()) {
            const QString id = QString::fromUtf8(game->id().data(), static_cast<qsizetype>(game->id().size()));
            QTest::newRow(qPrintable(id)) << id;
        }
    }

    void randomGames()
    {
        QFETCH(QString, gameId);
        const Game* game = engine::findGame(gameId.toStdString());
        QVERIFY(game != nullptr);
        const Plan* plan = planFor(game->id());
        QVERIFY(plan != nullptr && engine::RandomBoard::supports(game->id()));
        const int games = environmentNumber("GRUNDYGRID_STRESS_GAMES", 2000);
        const int seed = environmentNumber("GRUNDYGRID_STRESS_SEED", 6);
        // One stream per game and seed, so a game's run does not depend on the others.
        const std::string id = gameId.toStdString();
        std::vector<unsigned> seedWords(id.begin(), id.end());
        seedWords.push_back(static_cast<unsigned>(seed));
        std::seed_seq seeds(seedWords.begin(), seedWords.end());
        std::mt19937_64 random(seeds);

        QElapsedTimer clock;
        clock.start();
        Counts counts;
        for (int i = 0; i < games; ++i) {
            playOneRandomGame(*game, *plan, random, counts);
            if (QTest::currentTestFailed()) {
                qWarning("seed %d", seed);
                return;
            }
        }
        qInfo("%-12s %5d games, %7lld positions, %8lld children re-analysed, %7lld illegal moves rejected; "
              "checked: %lld Grundy, %lld remoteness, %lld parts; "
              "%lld verdicts without the child's remoteness; %.1f s",
              qPrintable(gameId), counts.games, counts.positions, counts.children, counts.illegal,
              counts.grundyChecks, counts.remotenessChecks, counts.partChecks, counts.verdictsWithoutRemoteness,
              clock.elapsed() / 1000.0);
        QCOMPARE(counts.games, games);
        QVERIFY(counts.positions > games);
    }
};

QTEST_APPLESS_MAIN(TestRandomGames)
#include "test_random_games.moc"
