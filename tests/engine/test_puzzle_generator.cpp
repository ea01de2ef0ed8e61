// The puzzle generator (engine/puzzles/): for every game and level, puzzles whose
// positions are reached from their setups by their moves and have exactly the
// requested winning moves by a fresh solver and, at level 1, by the game's brute
// force; the same request gives the same puzzle, different seeds different ones,
// level 3 is harder than level 1 by the recipe's measures; bad requests, stops,
// progress; the puzzle of the day's seed.

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
    // winning moves (volcano's), so those are asked of levels 2 and 3.
    void exactWinningMoves_data() { gameRows_data(); }
    void exactWinningMoves()
    {
        QFETCH(QString, gameId);
        const GameModule& module = moduleNamed(gameId);
        for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level)
            for (int seed = 1; seed <= kSeeds; ++seed)
                for (int winning = 1; winning <= (level == 1 ? 1 : 2); ++winning) {
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

    // A pawn has at most two winning moves: the bounded search gives up.
    void impossibleRequestGivesUp()
    {
        const GameModule& pawn = *engine::findGameModule("pawn");
        QVERIFY_THROWS_EXCEPTION(engine::Error, puzzleOf(pawn, 2, 1, 3));
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
