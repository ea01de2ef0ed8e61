#include "engine/puzzles/PuzzleGenerator.h"

#include "engine/Error.h"
#include "engine/RandomBoard.h"
#include "engine/puzzles/PuzzleBoard.h"

#include <algorithm>
#include <array>
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
    std::vector<std::uint32_t> seeds{static_cast<std::uint32_t>(request.seed),
                                     static_cast<std::uint32_t>(request.seed >> 32),
                                     static_cast<std::uint32_t>(hash), static_cast<std::uint32_t>(hash >> 32),
                                     static_cast<std::uint32_t>(request.level),
                                     static_cast<std::uint32_t>(request.winningMoves)};
    // Only a misère request adds its rule, so every normal seed keeps its puzzle.
    if (request.rule == PlayRule::Misere)
        seeds.push_back(0x6d697365U); // "mise"
    std::seed_seq sequence(seeds.begin(), seeds.end());
    return std::mt19937_64(sequence);
}

bool fits(const Analysis& analysis, const PuzzleLevel& level, int winningMoves)
{
    if (!analysis.known())
        return false; // a misère search out of reach: its verdicts are not known, never guessed
    const auto parts = static_cast<std::int64_t>(std::max<std::size_t>(analysis.parts.size(), 1));
    if (!level.legalMoves.contains(analysis.legalMoveCount())
        || !level.remoteness.contains(analysis.remoteness.value_or(0)) || !level.parts.contains(parts))
        return false;
    int winning = 0;
    for (const MoveVerdict& verdict : analysis.moves)
        winning += verdict.wins() ? 1 : 0;
    return winning == winningMoves;
}

// One random game from a tidy board of `level`; a fitting position of it drawn
// at random, or nothing.
std::optional<Puzzle> tryBoard(const GameModule& module, const PuzzleLevel& level, const PuzzleRequest& request,
                               std::mt19937_64& random, const SolveContext& solving)
{
    const Game& game = module.game;
    const int winningMoves = request.winningMoves;
    const Board setup = puzzleBoard(module, level, random);
    const std::unique_ptr<Solver> solver = game.solverFor(setup, request.rule);
    std::vector<Puzzle> candidates;
    Puzzle walk{setup, {}, setup};
    for (int step = 0; step < PuzzleSearch::kMaxWalk; ++step) {
        const Analysis analysis = solver->analyse(walk.position, solving);
        walk.remoteness = analysis.remoteness.value_or(0);
        walk.legalMoves = analysis.legalMoveCount();
        walk.parts = static_cast<int>(std::max<std::size_t>(analysis.parts.size(), 1));
        if (fits(analysis, level, winningMoves))
            candidates.push_back(walk);
        if (walk.legalMoves == 0 || !analysis.known())
            break; // the game's end, or a misère search out of reach from here on
        const auto index = static_cast<std::int64_t>(random() % static_cast<std::uint64_t>(walk.legalMoves));
        const Move move = analysis.legalMoveAt(index);
        walk.moves.push_back(move);
        walk.position = game.play(walk.position, move);
    }
    if (candidates.empty())
        return std::nullopt;
    return candidates[randomIndex(random, candidates.size())];
}

const char* levelName(int level)
{
    static constexpr std::array<const char*, PuzzleRecipe::kLevels> kNames{"an easy", "a medium", "a hard"};
    return kNames[static_cast<std::size_t>(level - 1)];
}

} // namespace

std::optional<std::string> misereLevelProblem(const GameModule& module, int level)
{
    const PuzzleLevel& measures = module.puzzles.levels[static_cast<std::size_t>(std::clamp(level, 1, 3) - 1)];
    if (module.game.takesSizeForMisere(measures.rows, measures.cols))
        return std::nullopt;
    return std::string(levelName(level)) + " " + std::string(module.id()) + " puzzle has a "
        + std::to_string(measures.rows) + " x " + std::to_string(measures.cols)
        + " board, and the misère verdicts are decided for " + module.game.misereLimitsText();
}

PuzzleLevel widenedLevel(PuzzleLevel level, int step)
{
    const int left = PuzzleSearch::kRelaxations - step;
    const auto widen = [&](MeasureRange& range) {
        range.min = range.min * left / PuzzleSearch::kRelaxations;
        if (left == 0 || range.max > MeasureRange::kUnbounded / (1 + step))
            range.max = MeasureRange::kUnbounded;
        else
            range.max *= 1 + step;
    };
    widen(level.remoteness);
    widen(level.legalMoves);
    widen(level.parts);
    return level;
}

Puzzle generatePuzzle(const GameModule& module, const PuzzleRequest& request, const SolveContext& context)
{
    if (request.level < 1 || request.level > PuzzleRecipe::kLevels)
        throw InvalidArgument("a puzzle level is 1, 2 or 3, not " + std::to_string(request.level));
    if (request.winningMoves < 1 || request.winningMoves > PuzzleRequest::kMaxWinningMoves)
        throw InvalidArgument("a puzzle has 1 to " + std::to_string(PuzzleRequest::kMaxWinningMoves)
                              + " winning moves, not " + std::to_string(request.winningMoves));
    const PuzzleLevel& level = module.puzzles.levels[static_cast<std::size_t>(request.level - 1)];
    if (request.winningMoves > level.maxWinningMoves)
        throw InvalidArgument(std::string(levelName(request.level)) + " " + std::string(module.id())
                              + " puzzle has at most " + std::to_string(level.maxWinningMoves) + " winning move"
                              + (level.maxWinningMoves == 1 ? "" : "s") + ", not "
                              + std::to_string(request.winningMoves));
    if (request.rule == PlayRule::Misere)
        if (std::optional<std::string> problem = misereLevelProblem(module, request.level))
            throw InvalidArgument(*problem);
    std::mt19937_64 random = puzzleRandom(module.id(), request);
    const SolveContext solving{context.stopToken, {}};
    // A board tried: a puzzle-sized board made and analysed by the game's
    // solver, which checks the stop by work done.
    for (std::int64_t board = 0;; ++board) {
        context.throwIfStopped();
        if (request.rule == PlayRule::Misere && board == PuzzleSearch::kMisereBoards)
            throw Error("no misère position with exactly " + std::to_string(request.winningMoves) + " winning move"
                        + (request.winningMoves == 1 ? "" : "s") + " was found on "
                        + std::to_string(PuzzleSearch::kMisereBoards) + " boards of " + levelName(request.level)
                        + " " + std::string(module.id()) + " puzzle");
        // Grows with the boards tried, towards 1: half way after the first widening.
        context.report(static_cast<double>(board) / static_cast<double>(board + PuzzleSearch::kBoardsPerStep));
        const int step = static_cast<int>(std::min<std::int64_t>(board / PuzzleSearch::kBoardsPerStep,
                                                                 PuzzleSearch::kRelaxations));
        if (auto puzzle = tryBoard(module, widenedLevel(level, step), request, random, solving)) {
            puzzle->relaxation = step;
            context.report(1.0);
            return std::move(*puzzle);
        }
    }
}

} // namespace engine
