#include "cli/Cli.h"

#include "cli/BenchCommand.h"
#include "cli/ContestCommand.h"
#include "cli/Help.h"
#include "cli/MovesCommand.h"
#include "cli/PuzzleCommand.h"
#include "cli/SumCommand.h"
#include "cli/TerminalProgress.h"
#include "cli/UsageError.h"
#include "cli/ValueCommand.h"
#include "engine/GameModules.h"
#include "engine/ParseError.h"

#include <istream>
#include <new>
#include <ostream>
#include <vector>

namespace cli {

namespace {

constexpr std::string_view kProgram = "grundygrid-cli";
// What `moves` and `value` take instead of a game to read a sum of boards.
constexpr std::string_view kSum = "sum";
// The option that shows progress also when standard error is not a terminal.
constexpr std::string_view kProgressOption = "--progress";
// The option that asks for the misère rule (the last move loses).
constexpr std::string_view kMisereOption = "--misere";

// What the command line asks besides its command: the options taken out
// wherever they stand.
struct CommandRule {
    engine::PlayRule rule = engine::PlayRule::Normal;
    engine::misere::SearchBudget sumBudget;
};

// --misere with a command that has no misère form.
void refuseMisere(const CommandRule& rule, const std::string& command)
{
    if (rule.rule == engine::PlayRule::Misere)
        throw UsageError("option --misere applies to 'moves GAME', 'moves sum', 'puzzle' and a game's contest text, not to '"
                         + command + "'");
}

const engine::GameModule& moduleOf(const std::string& id)
{
    const engine::GameModule* module = engine::findGameModule(id);
    if (!module)
        throw UsageError("unknown game '" + id + "'");
    return *module;
}

void expectArgumentCount(std::span<const std::string> args, std::size_t count)
{
    if (args.size() > count)
        throw UsageError("unexpected argument '" + args[count] + "' after '" + args[count - 1] + "'");
}

// Runs the command and returns everything it prints on success.
std::string dispatch(std::span<const std::string> args, std::istream& in, TerminalProgress& progress,
                     const CommandRule& rule)
{
    if (args.empty())
        throw UsageError("no command given");
    const std::string& command = args[0];
    if (command == "help" || command == "--help" || command == "-h") {
        expectArgumentCount(args, 1);
        return helpText();
    }
    if (command == "--version") {
        expectArgumentCount(args, 1);
        return versionText();
    }
    if (command == "value" && rule.rule == engine::PlayRule::Misere)
        throw UsageError("value has no misère form: no Grundy value decides a game whose last move loses; "
                         "'moves --misere' gives its winner and winning moves");
    if (command == "moves" || command == "value") {
        if (args.size() < 2)
            throw UsageError(command + " needs a game");
        expectArgumentCount(args, 2);
        const bool moves = command == "moves";
        if (args[1] == kSum)
            return moves ? runSumMoves(in, progress.context("solving"), rule.rule, rule.sumBudget)
                         : runSumValue(in, progress.context("solving"));
        const engine::GameModule& module = moduleOf(args[1]);
        return moves ? runMoves(module.game, module.text, in, progress.context("solving"), rule.rule)
                     : runValue(module.game, module.text, in, progress.context("solving"));
    }
    if (command == "puzzle") {
        // A misère puzzle: the option goes back to the puzzle's own options.
        std::vector<std::string> puzzleArgs(args.begin() + 1, args.end());
        if (rule.rule == engine::PlayRule::Misere)
            puzzleArgs.emplace_back(kMisereOption);
        return runPuzzle(puzzleArgs, progress);
    }
    if (command == "bench") {
        refuseMisere(rule, command);
        return runBench(args.subspan(1), progress);
    }
    if (!command.empty() && command.front() == '-')
        throw UsageError("unknown option '" + command + "'");
    if (!engine::findGameModule(command))
        throw UsageError("unknown command or game '" + command + "'");
    expectArgumentCount(args, 1);
    return runContest(moduleOf(command).text, in, progress.context("solving"), rule.rule);
}

} // namespace

int run(std::span<const std::string> args, std::istream& in, std::ostream& out, std::ostream& err,
        const RunOptions& options)
{
    // --progress and --misere belong to no one place: taken out wherever they stand.
    std::vector<std::string> commandArgs;
    bool progressAsked = false;
    CommandRule rule{engine::PlayRule::Normal, options.sumMisereBudget};
    for (const std::string& arg : args) {
        if (arg == kProgressOption)
            progressAsked = true;
        else if (arg == kMisereOption)
            rule.rule = engine::PlayRule::Misere;
        else
            commandArgs.push_back(arg);
    }
    using Style = TerminalProgress::Style;
    const Style style = options.showProgress ? Style::Overwrite : progressAsked ? Style::Lines : Style::Hidden;
    std::string output;
    try {
        TerminalProgress progress(err, style, options.stopToken, options.onLongComputation);
        output = dispatch(commandArgs, in, progress, rule);
    } catch (const engine::Stopped&) {
        err << kProgram << ": interrupted\n";
        return kExitInterrupted;
    } catch (const UsageError& error) {
        err << kProgram << ": " << error.what() << '\n' << usageHint() << '\n';
        return kExitError;
    } catch (const engine::ParseError& error) {
        err << kProgram << ": " << error.what() << '\n';
        return kExitError;
    } catch (const std::bad_alloc&) {
        err << kProgram << ": out of memory\n";
        return kExitError;
    } catch (const std::exception& error) {
        err << kProgram << ": " << error.what() << '\n';
        return kExitError;
    }
    out << output;
    out.flush();
    return kExitSuccess;
}

} // namespace cli
