#include "cli/PuzzleCommand.h"

#include "cli/CommandOptions.h"
#include "cli/MovesCommand.h"
#include "cli/SumCommand.h"
#include "cli/UsageError.h"
#include "engine/GameModules.h"
#include "engine/Error.h"
#include "engine/puzzles/PuzzleGenerator.h"
#include "engine/puzzles/PuzzleOfTheDay.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumLayout.h"
#include "engine/sums/SumPuzzle.h"
#include "engine/sums/SumText.h"

#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <algorithm>
#include <regex>
#include <sstream>

namespace cli {

namespace {

// The seed of the puzzle of the day for `date` ("YYYY-MM-DD"), or for today (UTC) when it is empty.
std::uint64_t daySeed(const std::string& date)
{
    if (date.empty()) {
        const std::chrono::year_month_day today{
            std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
        return engine::puzzleOfTheDaySeed(static_cast<int>(today.year()), static_cast<unsigned>(today.month()),
                                          static_cast<unsigned>(today.day()));
    }
    std::smatch parts;
    if (!std::regex_match(date, parts, std::regex("([0-9]{4})-([0-9]{2})-([0-9]{2})")))
        throw UsageError("option --day expects a date YYYY-MM-DD, not '" + date + "'");
    try {
        return engine::puzzleOfTheDaySeed(std::stoi(parts[1].str()), static_cast<unsigned>(std::stoi(parts[2].str())),
                                          static_cast<unsigned>(std::stoi(parts[3].str())));
    } catch (const engine::InvalidArgument&) {
        throw UsageError("option --day expects a date YYYY-MM-DD, and there is no date " + date);
    }
}

// `puzzle sum`: a sum puzzle printed as the input of `moves sum`, with --answer its output after it.
std::string sumPuzzle(const engine::PuzzleRequest& request, bool withAnswer, TerminalProgress& progress)
{
    const engine::SumPuzzle puzzle = [&] {
        try {
            return engine::generateSumPuzzle(request, progress.context("generating"));
        } catch (const engine::InvalidArgument& error) { // a request no sum puzzle meets, refused before searching
            throw UsageError(error.what());
        }
    }();
    const std::string query = engine::sumQueryText(puzzle.boards, puzzle.moves);
    if (!withAnswer)
        return query;
    std::istringstream in(query);
    return query + runSumMoves(in, progress.context("solving"), request.rule);
}

} // namespace

std::string runPuzzle(std::span<const std::string> args, TerminalProgress& progress)
{
    if (args.empty())
        throw UsageError("puzzle needs a game");
    const bool sum = args[0] == "sum"; // a sum of boards of different games
    const engine::GameModule* module = engine::findGameModule(args[0]);
    if (!module && !sum)
        throw UsageError("unknown game '" + args[0] + "'");

    engine::PuzzleRequest request;
    bool withAnswer = false;
    bool seedGiven = false;
    std::optional<std::string> day; // --day: empty for today
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (isOption(args[i], "--level"))
            request.level = optionValue(args, i, "--level", 1, engine::PuzzleRecipe::kLevels);
        else if (isOption(args[i], "--seed")) {
            request.seed = optionValue<std::uint64_t>(args, i, "--seed", 0,
                                                      std::numeric_limits<std::uint64_t>::max());
            seedGiven = true;
        } else if (args[i] == "--day")
            // The date is optional: the next argument when it is not an option.
            day = i + 1 < args.size() && !args[i + 1].starts_with("--") ? args[++i] : std::string();
        else if (isOption(args[i], "--day"))
            day = std::string(optionText(args, i, "--day"));
        else if (isOption(args[i], "--winning"))
            request.winningMoves = optionValue(args, i, "--winning", 1, engine::PuzzleRequest::kMaxWinningMoves);
        else if (args[i] == "--answer")
            withAnswer = true;
        else if (args[i] == "--misere")
            request.rule = engine::PlayRule::Misere;
        else
            throw UsageError("unknown puzzle option '" + args[i] + "'");
    }

    if (day) {
        if (seedGiven)
            throw UsageError("options --day and --seed both choose the seed: give one of them");
        request.seed = daySeed(*day);
    }
    if (sum)
        return sumPuzzle(request, withAnswer, progress);
    const engine::Puzzle puzzle = [&] {
        try {
            return engine::generatePuzzle(*module, request, progress.context("generating"));
        } catch (const engine::InvalidArgument& error) { // a request the level cannot meet, refused before searching
            throw UsageError(error.what());
        }
    }();
    std::string query = module->text.positionText(puzzle.setup, puzzle.moves);
    if (!withAnswer)
        return query;
    std::istringstream in(query);
    return query + runMoves(module->game, module->text, in, progress.context("solving"), request.rule);
}

} // namespace cli
