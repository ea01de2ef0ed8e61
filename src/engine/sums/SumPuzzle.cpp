#include "engine/sums/SumPuzzle.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/RandomBoard.h"
#include "engine/puzzles/PuzzleBoard.h"
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
    std::seed_seq seeds{static_cast<std::uint32_t>(request.seed), static_cast<std::uint32_t>(request.seed >> 32),
                        static_cast<std::uint32_t>(request.level), static_cast<std::uint32_t>(request.winningMoves),
                        0x73756d73U}; // "sums": not the seed of any one game's puzzle
    return std::mt19937_64(seeds);
}

// `count` different games, in a random order.
std::vector<const GameModule*> differentGames(std::size_t count, std::mt19937_64& random)
{
    const auto modules = gameModules();
    std::vector<const GameModule*> games(modules.begin(), modules.end());
    for (std::size_t i = 0; i < count && i < games.size(); ++i)
        std::swap(games[i], games[i + randomIndex(random, games.size() - i)]);
    games.resize(std::min(count, games.size()));
    return games;
}

} // namespace

SumPuzzle generateSumPuzzle(const PuzzleRequest& request, const SolveContext& context)
{
    if (request.level < 1 || request.level > PuzzleRecipe::kLevels)
        throw InvalidArgument("a puzzle's level is 1 to " + std::to_string(PuzzleRecipe::kLevels) + ", not "
                              + std::to_string(request.level));
    if (request.winningMoves < 1 || request.winningMoves > kMaxSumPuzzleWinningMoves)
        throw InvalidArgument("a sum puzzle has 1 to " + std::to_string(kMaxSumPuzzleWinningMoves)
                              + " winning moves, not " + std::to_string(request.winningMoves));
    std::mt19937_64 random = sumPuzzleRandom(request);
    const std::size_t boardCount = request.level == 1 ? 2 : 3;
    SolveContext outcomes{context.stopToken, {}, true};
    for (int tried = 0;; ++tried) {
        context.throwIfStopped();
        context.report(progressAfter(tried));
        SumPuzzle puzzle;
        for (const GameModule* module : differentGames(boardCount, random)) {
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
