// The puzzle generator (engine/puzzles/): for every game and level, puzzles whose
// positions are reached from their setups by their moves and have exactly the
// requested winning moves by a fresh solver and, at level 1, by the game's brute
// force; every request a level may have gives a puzzle, others are refused up
// front; tidy boards with the level's measures; the same request gives the same
// puzzle, different seeds different ones, level 3 is harder than level 1 by the
// recipe's measures; bad requests, stops, progress; the puzzle of the day's seed.

#include "TestRegistry.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/puzzles/PuzzleGenerator.h"
#include "engine/puzzles/PuzzleOfTheDay.h"

#include "SolveContexts.h"
#include "conformance/BruteForces.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <string>

using engine::Board;
using engine::GameModule;
using engine::Move;
using engine::Puzzle;
using engine::PuzzleRequest;

namespace {

constexpr int kSeeds = 6;

const GameModule& moduleNamed(const QString& id)
{
    return *engine::findGameModule(id.toStdString());
}

Puzzle puzzleOf(const GameModule& module, int level, std::uint64_t seed, int winning = 1)
{
    return engine::generatePuzzle(module, PuzzleRequest{level, seed, winning}, {});
}

std::set<Move> winningSet(const engine::Analysis& analysis)
{
    const std::vector<Move> moves = analysis.winningMoves();
    return {moves.begin(), moves.end()};
}

// `puzzle` is reached from its setup by its moves and has exactly `winning`
// winning moves by a fresh solver (and by the brute force when `bruteForce`).
void checkPuzzle(const GameModule& module, const Puzzle& puzzle, int winning, bool bruteForce)
{
    const engine::Game& game = module.game;
    QVERIFY(!game.setupProblem(puzzle.setup));
    Board position = puzzle.setup;
    for (const Move& move : puzzle.moves) {
        QVERIFY(game.isLegal(position, move));
        position = game.play(position, move);
    }
    QVERIFY(position == puzzle.position);

    const engine::Analysis analysis = game.createSolver(puzzle.setup)->analyse(position, {});
    QCOMPARE(static_cast<int>(analysis.winningMoves().size()), winning);
    QCOMPARE(analysis.outcome, engine::Outcome::Win);
    QCOMPARE(analysis.remoteness.value_or(0), puzzle.remoteness);
    QCOMPARE(analysis.legalMoveCount(), puzzle.legalMoves);
    if (!bruteForce)
        return;
    const auto brute = conformance::bruteForceVerdict(game.id(), position);
    QVERIFY(brute);
    QVERIFY(brute->win);
    QCOMPARE(static_cast<int>(brute->winningMoves.size()), winning);
    QVERIFY(brute->winningMoves == winningSet(analysis));
}

struct Measures {
    double cells = 0;
    double remoteness = 0;
    double legalMoves = 0;
};

Measures meanMeasures(const GameModule& module, int level)
{
    Measures sum;
    for (int seed = 1; seed <= kSeeds; ++seed) {
        const Puzzle puzzle = puzzleOf(module, level, static_cast<std::uint64_t>(seed));
        sum.cells += static_cast<double>(puzzle.setup.rows()) * static_cast<double>(puzzle.setup.cols());
        sum.remoteness += puzzle.remoteness;
        sum.legalMoves += static_cast<double>(puzzle.legalMoves);
    }
    return {sum.cells / kSeeds, sum.remoteness / kSeeds, sum.legalMoves / kSeeds};
}

// The 8-connected groups of `kind` cells in the top-left rows x cols of `board`.
std::vector<std::vector<engine::Cell>> featureGroups(const Board& board, engine::CellKind kind, engine::Coord rows,
                                                     engine::Coord cols)
{
    std::vector<std::vector<engine::Cell>> groups;
    std::set<std::pair<engine::Coord, engine::Coord>> seen;
    for (engine::Coord r = 0; r < rows; ++r)
        for (engine::Coord c = 0; c < cols; ++c) {
            if (board.cellAt({r, c}) != kind || seen.contains({r, c}))
                continue;
            std::vector<engine::Cell> group{{r, c}};
            seen.insert({r, c});
            for (std::size_t next = 0; next < group.size(); ++next)
                for (engine::Coord dr = -1; dr <= 1; ++dr)
                    for (engine::Coord dc = -1; dc <= 1; ++dc) {
                        const engine::Cell near{group[next].row + dr, group[next].col + dc};
                        if (near.row >= 0 && near.row < rows && near.col >= 0 && near.col < cols
                            && board.cellAt(near) == kind && seen.insert({near.row, near.col}).second)
                            group.push_back(near);
                    }
            groups.push_back(std::move(group));
        }
    return groups;
}

// Whether `cells` lie in one row or one column, without a gap.
bool isStraightRun(const std::vector<engine::Cell>& cells)
{
    const auto [rowLow, rowHigh] = std::minmax_element(cells.begin(), cells.end(),
                                                       [](const auto& a, const auto& b) { return a.row < b.row; });
    const auto [colLow, colHigh] = std::minmax_element(cells.begin(), cells.end(),
                                                       [](const auto& a, const auto& b) { return a.col < b.col; });
    const auto rows = rowHigh->row - rowLow->row + 1;
    const auto cols = colHigh->col - colLow->col + 1;
    return (rows == 1 || cols == 1) && rows * cols == static_cast<engine::Coord>(cells.size());
}

} // namespace

class TestPuzzleGenerator : public QObject {
    Q_OBJECT

private slots:
    void gameRows_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameModule* module : engine::gameModules())
            QTest::newRow(std::string(module->id()).c_str()) << QString::fromStdString(std::string(module->id()));
    }

    // Level 1's sizes are ones the brute forces search quickly (as the
    // conformance suite's random games); its small boards rarely have two
    // winning moves (volcano's), so those are asked of levels 2 and 3 where
    // the level allows two (a nim position's winning moves are odd in number).
    void exactWinningMoves_data() { gameRows_data(); }
    void exactWinningMoves()
    {
        QFETCH(QString, gameId);
        const GameModule& module = moduleNamed(gameId);
        for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level)
            for (int seed = 1; seed <= kSeeds; ++seed)
                for (int winning = 1;
                     winning <= (level == 1 ? 1 : std::min(2, module.puzzles.levels[level - 1].maxWinningMoves));
                     ++winning) {
                    const Puzzle puzzle = puzzleOf(module, level, static_cast<std::uint64_t>(seed), winning);
                    checkPuzzle(module, puzzle, winning, level == 1);
                    if (QTest::currentTestFailed())
                        qWarning("level %d seed %d winning %d", level, seed, winning);
                    QVERIFY(!QTest::currentTestFailed());
                }
    }

    void sameRequestSamePuzzle_data() { gameRows_data(); }
    void sameRequestSamePuzzle()
    {
        QFETCH(QString, gameId);
        const GameModule& module = moduleNamed(gameId);
        const Puzzle first = puzzleOf(module, 2, 77);
        const Puzzle again = puzzleOf(module, 2, 77);
        QVERIFY(first.setup == again.setup);
        QVERIFY(first.moves == again.moves);
        QVERIFY(first.position == again.position);
    }

    void differentSeedsDifferentPuzzles_data() { gameRows_data(); }
    void differentSeedsDifferentPuzzles()
    {
        QFETCH(QString, gameId);
        const GameModule& module = moduleNamed(gameId);
        const Puzzle first = puzzleOf(module, 2, 1);
        int different = 0;
        for (std::uint64_t seed = 2; seed <= 4; ++seed) {
            const Puzzle other = puzzleOf(module, 2, seed);
            different += other.setup == first.setup && other.moves == first.moves ? 0 : 1;
        }
        QVERIFY(different > 0);
    }

    void levelThreeHarderThanLevelOne_data() { gameRows_data(); }
    void levelThreeHarderThanLevelOne()
    {
        QFETCH(QString, gameId);
        const GameModule& module = moduleNamed(gameId);
        const Measures easy = meanMeasures(module, 1);
        const Measures hard = meanMeasures(module, 3);
        QVERIFY(hard.cells >= easy.cells);
        QVERIFY2(hard.remoteness > easy.remoteness,
                 qPrintable(QStringLiteral("%1 <= %2").arg(hard.remoteness).arg(easy.remoteness)));
        QVERIFY2(hard.legalMoves > easy.legalMoves,
                 qPrintable(QStringLiteral("%1 <= %2").arg(hard.legalMoves).arg(easy.legalMoves)));
    }

    void badRequestsThrow()
    {
        const GameModule& module = *engine::gameModules().front();
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, puzzleOf(module, 0, 1));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, puzzleOf(module, 4, 1));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, puzzleOf(module, 1, 1, 0));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument,
                                 puzzleOf(module, 1, 1, PuzzleRequest::kMaxWinningMoves + 1));
    }

    // A request the level cannot meet is refused before any search, saying what it can have
    // (a pawn has at most two winning moves); stopped at once, it still says so.
    void impossibleRequestIsRefusedUpFront()
    {
        const GameModule& pawn = *engine::findGameModule("pawn");
        QCOMPARE(pawn.puzzles.levels[1].maxWinningMoves, 2);
        try {
            (void)engine::generatePuzzle(pawn, {2, 1, 3}, testsupport::alreadyStopped());
            QFAIL("no error");
        } catch (const engine::InvalidArgument& error) {
            QCOMPARE(QString::fromStdString(error.what()),
                     QStringLiteral("a medium pawn puzzle has at most 2 winning moves, not 3"));
        }
    }

    // The search widens a level's ranges step by step; the last step asks for nothing but
    // the winning moves, and the search goes on with it (no board limit to give up at).
    void rangesWidenToNothing()
    {
        const engine::PuzzleLevel hard = engine::findGameModule("chomp")->puzzles.levels[2];
        const engine::PuzzleLevel first = engine::widenedLevel(hard, 1);
        QVERIFY(first.remoteness.min < hard.remoteness.min && first.legalMoves.min < hard.legalMoves.min);
        const engine::PuzzleLevel easy = engine::findGameModule("chomp")->puzzles.levels[0];
        QVERIFY(engine::widenedLevel(easy, 1).remoteness.max > easy.remoteness.max);
        for (const engine::PuzzleLevel& level : {hard, easy}) {
            const engine::PuzzleLevel last = engine::widenedLevel(level, engine::PuzzleSearch::kRelaxations);
            for (const engine::MeasureRange& range : {last.remoteness, last.legalMoves, last.parts}) {
                QCOMPARE(range.min, std::int64_t{0});
                QCOMPARE(range.max, engine::MeasureRange::kUnbounded);
            }
        }
    }

    // Every request a level may have gives a puzzle, however long the search:
    // each winning count up to the level's most, for the seeds that found none
    // in 64 boards before (chomp hard with 2, volcano easy with 2: seeds 11 and 14).
    void everyPossibleRequestGivesAPuzzle_data() { gameRows_data(); }
    void everyPossibleRequestGivesAPuzzle()
    {
        QFETCH(QString, gameId);
        const GameModule& module = moduleNamed(gameId);
        for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level) {
            const engine::PuzzleLevel& recipe = module.puzzles.levels[static_cast<std::size_t>(level - 1)];
            for (int winning = 1; winning <= recipe.maxWinningMoves; ++winning)
                for (const std::uint64_t seed : {11, 14}) {
                    const Puzzle puzzle = puzzleOf(module, level, seed, winning);
                    checkPuzzle(module, puzzle, winning, false);
                    if (QTest::currentTestFailed())
                        qWarning("level %d seed %d winning %d", level, static_cast<int>(seed), winning);
                    QVERIFY(!QTest::currentTestFailed());
                }
        }
    }

    // Boards a person takes in at a glance: at most the level's pieces of its
    // feature kind, each a straight run of at most maxPieceLength cells, apart
    // from each other (8-connected groups), and the puzzle's measures in the
    // level's ranges unless the search had to widen them.
    void boardsAreTidyAndMeasured_data() { gameRows_data(); }
    void boardsAreTidyAndMeasured()
    {
        QFETCH(QString, gameId);
        const GameModule& module = moduleNamed(gameId);
        for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level) {
            const engine::PuzzleLevel& recipe = module.puzzles.levels[static_cast<std::size_t>(level - 1)];
            int unrelaxed = 0;
            for (int seed = 1; seed <= kSeeds; ++seed) {
                const Puzzle puzzle = puzzleOf(module, level, static_cast<std::uint64_t>(seed));
                const std::vector<std::vector<engine::Cell>> pieces =
                    featureGroups(puzzle.setup, module.puzzles.feature, recipe.areaRows, recipe.areaCols);
                const QString where = QStringLiteral("level %1 seed %2: %3 pieces").arg(level).arg(seed).arg(pieces.size());
                QVERIFY2(static_cast<std::int64_t>(pieces.size()) <= recipe.pieces.max, qPrintable(where));
                for (const std::vector<engine::Cell>& piece : pieces) {
                    QVERIFY(static_cast<int>(piece.size()) <= recipe.maxPieceLength);
                    QVERIFY(isStraightRun(piece));
                }
                if (puzzle.relaxation > 0)
                    continue;
                ++unrelaxed;
                QVERIFY(recipe.remoteness.contains(puzzle.remoteness));
                QVERIFY(recipe.legalMoves.contains(puzzle.legalMoves));
                QVERIFY(recipe.parts.contains(puzzle.parts));
            }
            QVERIFY2(unrelaxed >= kSeeds / 2, qPrintable(QStringLiteral("level %1: %2 of %3 puzzles as asked")
                                                             .arg(level).arg(unrelaxed).arg(kSeeds)));
        }
    }

    void stopsAndReportsProgress()
    {
        const GameModule& module = *engine::gameModules().front();
        QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                 (void)engine::generatePuzzle(module, {}, testsupport::alreadyStopped()));
        std::vector<double> progress;
        (void)engine::generatePuzzle(module, {}, testsupport::recordingProgress(progress));
        QVERIFY(!progress.empty());
        QCOMPARE(progress.front(), 0.0);
        QCOMPARE(progress.back(), 1.0);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
    }

    void puzzleOfTheDaySeeds()
    {
        QCOMPARE(engine::puzzleOfTheDaySeed(2026, 11, 26), engine::puzzleOfTheDaySeed(2026, 11, 26));
        std::set<std::uint64_t> seeds;
        for (unsigned month = 1; month <= 12; ++month)
            for (unsigned day = 1; day <= 28; ++day)
                seeds.insert(engine::puzzleOfTheDaySeed(2026, month, day));
        QCOMPARE(seeds.size(), std::size_t{12 * 28});
        QVERIFY(engine::puzzleOfTheDaySeed(2024, 2, 29) != engine::puzzleOfTheDaySeed(2024, 3, 1));
        // Pinned, so that every build and front end keeps the day's puzzle.
        QCOMPARE(engine::puzzleOfTheDaySeed(1970, 1, 1), 0xE220A8397B1DCDAFULL);
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)engine::puzzleOfTheDaySeed(2026, 2, 30));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)engine::puzzleOfTheDaySeed(2026, 13, 1));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)engine::puzzleOfTheDaySeed(2026, 0, 1));
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_puzzle_generator, TestPuzzleGenerator)
#include "test_puzzle_generator.moc"
