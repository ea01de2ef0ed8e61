#include "engine/sums/SumPuzzle.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/RandomBoard.h"
#include "engine/puzzles/PuzzleBoard.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumLayout.h"
#include "engine/sums/SumSolver.h"

#include <algorithm>
#include <random>
#include <string>

namespace engine {

namespace {

// Random moves played on a board's setup at most: the puzzle is a position of
// a game, not always its start.
constexpr int kMaxWalk = 4;
// Progress after `tried` sums: it approaches 1 and reaches it with the puzzle.
double progressAfter(int tried)
{
    return 1.0 - 1.0 / (1.0 + tried / 32.0);
}

std::mt19937_64 sumPuzzleRandom(const PuzzleRequest& request)
{
    std::vector<std::uint32_t> seeds{static_cast<std::uint32_t>(request.seed),
                                     static_cast<std::uint32_t>(request.seed >> 32),
                                     static_cast<std::uint32_t>(request.level),
                                     static_cast<std::uint32_t>(request.winningMoves),
                                     0x73756d73U}; // "sums": not the seed of any one game's puzzle
    // Only a misère request adds its rule, so every normal seed keeps its puzzle.
    if (request.rule == PlayRule::Misere)
        seeds.push_back(0x6d697365U); // "mise"
    std::seed_seq sequence(seeds.begin(), seeds.end());
    return std::mt19937_64(sequence);
}

std::size_t boardCountOf(int level)
{
    return level == 1 ? 2 : 3;
}

// The games a sum puzzle of `level` draws its boards from: every game, or
// under misère those whose board of that level is within their misère promise.
std::vector<const GameModule*> gamesFor(int level, PlayRule rule)
{
    std::vector<const GameModule*> games;
    for (const GameModule* module : gameModules()) {
        const PuzzleLevel& measures = module->puzzles.levels[static_cast<std::size_t>(level - 1)];
        if (rule == PlayRule::Normal || module->game.takesSizeForMisere(measures.rows, measures.cols))
            games.push_back(module);
    }
    return games;
}

// `count` different games of `games`, in a random order.
std::vector<const GameModule*> differentGames(std::vector<const GameModule*> games, std::size_t count,
                                              std::mt19937_64& random)
{
    for (std::size_t i = 0; i < count && i < games.size(); ++i)
        std::swap(games[i], games[i + randomIndex(random, games.size() - i)]);
    games.resize(std::min(count, games.size()));
    return games;
}

// The number of winning moves of the sum of `puzzle`'s positions under the
// misère rule, by its SumGame's misère solver on the combined board; nothing
// when its verdict is not known or a board has no moves left.
std::optional<std::size_t> misereWinningMoves(const SumPuzzle& puzzle, const SolveContext& outcomes)
{
    std::vector<Board> setups;
    std::vector<Board> positions;
    for (const SumComponent& board : puzzle.boards) {
        if (board.module->game.legalMoves(board.position).empty())
            return std::nullopt;
        setups.push_back(board.setup);
        positions.push_back(board.position);
    }
    const SumLayout layout = SumLayout::of(puzzle.boards);
    const Game& game = sumGameOf(layout);
    const std::unique_ptr<Solver> solver = game.solverFor(layout.combinedBoard(setups), PlayRule::Misere);
    const Analysis analysis = solver->analyse(layout.combinedBoard(positions), outcomes);
    if (!analysis.known())
        return std::nullopt;
    return static_cast<std::size_t>(std::count_if(analysis.moves.begin(), analysis.moves.end(),
                                                  [](const MoveVerdict& verdict) { return verdict.wins(); }));
}

} // namespace

std::optional<std::string> misereSumLevelProblem(int level)
{
    if (level < 1 || level > PuzzleRecipe::kLevels)
        return std::nullopt; // generateSumPuzzle says what a level is
    const std::size_t games = gamesFor(level, PlayRule::Misere).size();
    if (games >= boardCountOf(level))
        return std::nullopt;
    return "a sum puzzle of level " + std::to_string(level) + " has " + std::to_string(boardCountOf(level))
        + " boards of different games, and under the misère rule only " + std::to_string(games)
        + " games decide a board of that level";
}

SumPuzzle generateSumPuzzle(const PuzzleRequest& request, const SolveContext& context)
{
    if (request.level < 1 || request.level > PuzzleRecipe::kLevels)
        throw InvalidArgument("a puzzle's level is 1 to " + std::to_string(PuzzleRecipe::kLevels) + ", not "
                              + std::to_string(request.level));
    if (request.winningMoves < 1 || request.winningMoves > kMaxSumPuzzleWinningMoves)
        throw InvalidArgument("a sum puzzle has 1 to " + std::to_string(kMaxSumPuzzleWinningMoves)
                              + " winning moves, not " + std::to_string(request.winningMoves));
    if (request.rule == PlayRule::Misere)
        if (std::optional<std::string> problem = misereSumLevelProblem(request.level))
            throw InvalidArgument(*problem);
    std::mt19937_64 random = sumPuzzleRandom(request);
    const std::size_t boardCount = boardCountOf(request.level);
    const std::vector<const GameModule*> games = gamesFor(request.level, request.rule);
    SolveContext outcomes{context.stopToken, {}, true};
    // A sum tried: random walks of at most kMaxWalk moves on puzzle-sized
    // boards, then the sum's analysis, whose solvers check the stop by work done.
    for (int tried = 0;; ++tried) {
        context.throwIfStopped();
        if (request.rule == PlayRule::Misere && tried == PuzzleSearch::kMisereBoards)
            throw Error("no misère sum with exactly " + std::to_string(request.winningMoves) + " winning move"
                        + (request.winningMoves == 1 ? "" : "s") + " was found in "
                        + std::to_string(PuzzleSearch::kMisereBoards) + " sums of level "
                        + std::to_string(request.level));
        context.report(progressAfter(tried));
        SumPuzzle puzzle;
        for (const GameModule* module : differentGames(games, boardCount, random)) {
            const Board setup = puzzleBoard(*module, module->puzzles.levels[request.level - 1], random);
            Board position = setup;
            const int walk = static_cast<int>(randomIndex(random, kMaxWalk + 1));
            for (int k = 0; k < walk; ++k) {
                const std::vector<Move> moves = module->game.legalMoves(position);
                if (moves.size() < 2) // keep moves for the puzzle
                    break;
                const Move move = moves[randomIndex(random, moves.size())];
                position = module->game.play(position, move);
                puzzle.moves.push_back({puzzle.boards.size(), move});
            }
            puzzle.boards.push_back({module, setup, position});
        }
        if (request.rule == PlayRule::Misere) {
            const std::optional<std::size_t> winning = misereWinningMoves(puzzle, outcomes);
            if (winning == static_cast<std::size_t>(request.winningMoves)) {
                context.report(1.0);
                return puzzle;
            }
            continue;
        }
        const GameSum sum(puzzle.boards);
        SumSolver solver;
        const SumAnalysis analysis = solver.analyse(sum, outcomes);
        const bool everyBoardMoves = std::all_of(analysis.boards.begin(), analysis.boards.end(),
                                                 [](const SumBoardAnalysis& b) { return b.analysis.legalMoveCount() > 0; });
        if (analysis.value && everyBoardMoves
            && analysis.winningMoves().size() == static_cast<std::size_t>(request.winningMoves)) {
            context.report(1.0);
            return puzzle;
        }
    }
}

} // namespace engine
