#include "cli/PuzzleCommand.h"

#include "cli/CommandOptions.h"
#include "cli/MovesCommand.h"
#include "cli/UsageError.h"
#include "engine/GameModules.h"
#include "engine/puzzles/PuzzleGenerator.h"

#include <cstdint>
#include <limits>
#include <sstream>

namespace cli {

std::string runPuzzle(std::span<const std::string> args, TerminalProgress& progress)
{
    if (args.empty())
        throw UsageError("puzzle needs a game");
    const engine::GameModule* module = engine::findGameModule(args[0]);
    if (!module)
        throw UsageError("unknown game '" + args[0] + "'");

    engine::PuzzleRequest request;
    bool withAnswer = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (isOption(args[i], "--level"))
            request.level = optionValue(args, i, "--level", 1, engine::PuzzleRecipe::kLevels);
        else if (isOption(args[i], "--seed"))
            request.seed = optionValue<std::uint64_t>(args, i, "--seed", 0,
                                                      std::numeric_limits<std::uint64_t>::max());
        else if (isOption(args[i], "--winning"))
            request.winningMoves = optionValue(args, i, "--winning", 1, engine::PuzzleRequest::kMaxWinningMoves);
        else if (args[i] == "--answer")
            withAnswer = true;
        else
            throw UsageError("unknown puzzle option '" + args[i] + "'");
    }

    const engine::Puzzle puzzle = engine::generatePuzzle(*module, request, progress.context("generating"));
    std::string query = module->text.positionText(puzzle.setup, puzzle.moves);
    if (!withAnswer)
        return query;
    std::istringstream in(query);
    return query + runMoves(module->game, module->text, in, progress.context("solving"));
}

} // namespace cli
