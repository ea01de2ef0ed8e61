#include "engine/puzzles/PuzzleGenerator.h"

#include "engine/Error.h"
#include "engine/RandomBoard.h"

#include <optional>
#include <random>
#include <string>

namespace engine {

namespace {

// FNV-1a of the game id: its share of the seed.
std::uint64_t idHash(std::string_view id)
{
    std::uint64_t hash = 0xCBF29CE484222325ULL;
    for (const char c : id) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001B3ULL;
    }
    return hash;
}

std::mt19937_64 puzzleRandom(std::string_view gameId, const PuzzleRequest& request)
{
    const std::uint64_t hash = idHash(gameId);
    std::seed_seq seeds{static_cast<std::uint32_t>(request.seed), static_cast<std::uint32_t>(request.seed >> 32),
                        static_cast<std::uint32_t>(hash), static_cast<std::uint32_t>(hash >> 32),
                        static_cast<std::uint32_t>(request.level),
                        static_cast<std::uint32_t>(request.winningMoves)};
    return std::mt19937_64(seeds);
}

// The level's least values after `step` relaxations.
PuzzleLevel relaxed(PuzzleLevel level, int step)
{
    const int left = PuzzleSearch::kRelaxations - step;
    level.minRemoteness = level.minRemoteness * left / PuzzleSearch::kRelaxations;
    level.minLegalMoves = level.minLegalMoves * left / PuzzleSearch::kRelaxations;
    return level;
}

bool fits(const Analysis& analysis, const PuzzleLevel& level, int winningMoves)
{
    if (analysis.legalMoveCount() < level.minLegalMoves || analysis.remoteness.value_or(0) < level.minRemoteness)
        return false;
    int winning = 0;
    for (const MoveVerdict& verdict : analysis.moves)
        winning += verdict.wins() ? 1 : 0;
    return winning == winningMoves;
}

// One random game from a random board of `level`; a fitting position of it drawn
// at random, or nothing.
std::optional<Puzzle> tryBoard(const Game& game, const PuzzleLevel& level, int winningMoves, std::mt19937_64& random,
                               const SolveContext& solving)
{
    const Board setup = RandomBoard::generate(game, level.rows, level.cols, level.density, random);
    const std::unique_ptr<Solver> solver = game.createSolver(setup);
    std::vector<Puzzle> candidates;
    Puzzle walk{setup, {}, setup};
    for (int step = 0; step < PuzzleSearch::kMaxWalk; ++step) {
        const Analysis analysis = solver->analyse(walk.position, solving);
        walk.remoteness = analysis.remoteness.value_or(0);
        walk.legalMoves = analysis.legalMoveCount();
        if (fits(analysis, level, winningMoves))
            candidates.push_back(walk);
        if (walk.legalMoves == 0)
            break;
        const auto index = static_cast<std::int64_t>(random() % static_cast<std::uint64_t>(walk.legalMoves));
        const Move move = analysis.legalMoveAt(index);
        walk.moves.push_back(move);
        walk.position = game.play(walk.position, move);
    }
    if (candidates.empty())
        return std::nullopt;
    return candidates[randomIndex(random, candidates.size())];
}

} // namespace

Puzzle generatePuzzle(const GameModule& module, const PuzzleRequest& request, const SolveContext& context)
{
    if (request.level < 1 || request.level > PuzzleRecipe::kLevels)
        throw InvalidArgument("a puzzle level is 1, 2 or 3, not " + std::to_string(request.level));
    if (request.winningMoves < 1 || request.winningMoves > PuzzleRequest::kMaxWinningMoves)
        throw InvalidArgument("a puzzle has 1 to " + std::to_string(PuzzleRequest::kMaxWinningMoves)
                              + " winning moves, not " + std::to_string(request.winningMoves));
    const PuzzleLevel& level = module.puzzles.levels[static_cast<std::size_t>(request.level - 1)];
    std::mt19937_64 random = puzzleRandom(module.id(), request);
    const SolveContext solving{context.stopToken, {}};
    constexpr int kMaxBoards = (PuzzleSearch::kRelaxations + 1) * PuzzleSearch::kBoardsPerStep;
    for (int board = 0; board < kMaxBoards; ++board) {
        context.throwIfStopped();
        context.report(static_cast<double>(board) / kMaxBoards);
        const int step = board / PuzzleSearch::kBoardsPerStep;
        if (auto puzzle = tryBoard(module.game, relaxed(level, step), request.winningMoves, random, solving)) {
            puzzle->relaxation = step;
            context.report(1.0);
            return std::move(*puzzle);
        }
    }
    throw Error("no " + std::string(module.id()) + " puzzle of level " + std::to_string(request.level) + " with "
                + std::to_string(request.winningMoves) + " winning moves found in "
                + std::to_string(kMaxBoards) + " boards");
}

} // namespace engine
