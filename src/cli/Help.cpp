#include "cli/Help.h"

#include "engine/GameModules.h"

#include <sstream>
#include <string_view>

namespace cli {

namespace {

constexpr std::size_t kLineWidth = 79;

// `text` as lines of at most kLineWidth characters, the first starting with
// `first`, the others indented by `indent` spaces.
std::string wrapped(std::string_view first, std::size_t indent, std::string_view text)
{
    std::string result(first);
    std::size_t lineLength = result.size();
    bool lineEmpty = true;
    std::istringstream words{std::string(text)};
    std::string word;
    while (words >> word) {
        if (!lineEmpty && lineLength + 1 + word.size() > kLineWidth) {
            result += '\n' + std::string(indent, ' ');
            lineLength = indent;
            lineEmpty = true;
        }
        if (!lineEmpty) {
            result += ' ';
            ++lineLength;
        }
        result += word;
        lineLength += word.size();
        lineEmpty = false;
    }
    return result + '\n';
}

std::string padded(std::string_view text, std::size_t width)
{
    std::string result(text);
    if (result.size() < width)
        result.append(width - result.size(), ' ');
    return result;
}

} // namespace

std::string helpText()
{
    std::string help = "Usage: grundygrid-cli COMMAND [ARGUMENTS] < FILE\n\n";
    help += wrapped("", 0,
                    "Answers questions about the impartial grid games of GrundyGrid. Input is read from standard "
                    "input; rows and columns count from 0 at the top left.");
    help += "\nCommands:\n";
    help += "  GAME < FILE\n" + wrapped("        ", 8,
                    "Read GAME's contest text and print exactly the published answer.");
    help += "  moves GAME < FILE\n" + wrapped("        ", 8,
                    "Read GAME's board text, then a line K, then K moves played from the start, one per "
                    "line. Replay them and print 'win' or 'loss' for the player to move, then every winning move "
                    "(a move that leaves the opponent a loss), one per line, in ascending numeric order.");
    help += "  value GAME < FILE\n" + wrapped("        ", 8,
                    "Read the input of 'moves GAME' and print the Grundy value of the position after the moves "
                    "as a decimal number on one line. A position whose value the solver does not give (a pawn "
                    "beyond its exact table) is an error.");
    help += "  moves sum < FILE, value sum < FILE\n" + wrapped("        ", 8,
                    "Read a sum of boards of any games played as one game: a line N (1 to 8); N times a line "
                    "with a game's id followed by that game's board text as in its 'moves' input (it may also "
                    "start on the id's line); a line K; K moves, each a line 'i' and the move's numbers as in "
                    "'moves GAME' (i: the board, counting from 0; the numbers may also start on the next line). "
                    "'moves sum' prints 'win' or 'loss' for the player to move, then every winning move (one "
                    "that leaves the sum at *0) as 'i' and the move's numbers, sorted by board and then as "
                    "'moves GAME' sorts; 'value sum' prints the XOR of the boards' Grundy values. A board whose "
                    "value is not known (and is needed) is an error naming it.");
    help += "  moves --misere GAME < FILE, moves --misere sum < FILE, GAME --misere < FILE\n"
        + wrapped("        ", 8,
                  "The same questions under the misère rule: the player who makes the last move loses (a "
                  "position without moves is a win for the player to move). 'moves' prints 'win' or 'loss' and "
                  "every winning move in the same format and order; a contest text gets its answer for the game "
                  "played misère. The option may stand anywhere on the command line. No Grundy value decides a "
                  "misère game, so 'value' refuses it. A sum is decided by one search over the parts of all its "
                  "boards (no XOR). Each game's reach is stated below ('misère:'); beyond it, or beyond 2000000 "
                  "sets of parts searched, the verdict is not known: an error naming the reason, never a guess.");
    help += "  puzzle GAME [--level 1|2|3] [--seed S|--day [DATE]] [--winning N]\n"
            "         [--misere] [--answer]\n" + wrapped("        ", 8,
                    "Print a puzzle of GAME as the input of 'moves': a position with exactly N winning moves "
                    "(default 1), of level 1 (easy) to 3 (hard, default 2), the same for the same seed (default "
                    "1); the search goes on until it finds one. Each level allows at most so many winning moves "
                    "(a pawn has at most 2): asking for more is an error, given before any search. "
                    "--day takes the seed of the puzzle of the day of DATE, written YYYY-MM-DD (today, UTC, "
                    "without one): the desktop program's Puzzle of the Day. With --answer, print the output of "
                    "'moves' for it after it. 'puzzle sum' prints a sum of 2 boards (level 1) or 3 boards (levels 2 "
                    "and 3) of different games with exactly N winning moves (at most 3) as the input of 'moves "
                    "sum'. With --misere the puzzle is one of misère play (the last move loses), its winning "
                    "moves and --answer by that rule; a level whose board is beyond the game's misère limit "
                    "(below) is an error, given before any search.");
    help += "  bench GAME [--size N] [--repeat N] [--board ROWSxCOLS]\n" + wrapped("        ", 8,
                    "Time GAME's solver (see the games below); --board times one board of its own where a "
                    "game's benchmark says so.");
    help += "  help, --help, -h\n        Print this text.\n";
    help += "  --version\n        Print the version.\n";

    help += "\nGames:\n";
    for (const engine::GameModule* module : engine::gameModules()) {
        help += "  " + std::string(module->id()) + " (" + std::string(module->game.displayName()) + ")\n";
        const engine::GameText::Formats formats = module->text.formats();
        help += wrapped("    " + padded("contest:", 9), 13, formats.contest);
        help += wrapped("    " + padded("board:", 9), 13, formats.board);
        help += wrapped("    " + padded("move:", 9), 13, formats.move);
        help += wrapped("    " + padded("bench:", 9), 13, module->benchmark.description);
        const bool misereEverywhere = module->game.sizeLimits().misereCells == 0;
        help += wrapped("    " + padded("misère:", 10) /* è is two bytes */, 13,
                        misereEverywhere ? "decided for " + module->game.misereLimitsText()
                                         : "decided within seconds for " + module->game.misereLimitsText()
                                               + "; beyond, a verdict may be 'not known', never a guess");
    }

    help += "\nExample:\n"
            "  printf '2 2 1\\n0 0\\n' | grundygrid-cli chomp          prints First\n"
            "  printf '2 2 1\\n0 0\\n0\\n' | grundygrid-cli moves chomp  prints win, 1 1\n"
            "  printf '2 2 1\\n0 0\\n0\\n' | grundygrid-cli value chomp  prints 2\n"
            "  printf '2 2 1\\n0 0\\n0\\n' | grundygrid-cli moves --misere chomp\n"
            "                                                   prints win, 0 1, 1 0\n"
            "  (misère: the bite (1, 1) leaves two cells, so the biter would take the last)\n"
            "  printf '2\\nchomp\\n2 2 1\\n0 0\\nchomp\\n1 3 1\\n0 0\\n1\\n0 1 1\\n' |\n"
            "      grundygrid-cli moves sum                               prints win, 1 0 1\n"
            "  (a 2 x 2 chomp board and a row of two cells, *2 + *2; after board 0's bite\n"
            "  (1, 1) the only winning move is board 1's bite (0, 1))\n";
    help += "\nErrors:\n";
    help += wrapped("  ", 2,
                    "Malformed text, values out of range, an illegal move or a bad command line print one "
                    "message on standard error naming the line (and column) of the problem, nothing on standard "
                    "output, and exit with status 2. Success exits with status 0. Progress of long computations, "
                    "with the time left, is shown on standard error when it is a terminal, or as a line per "
                    "change with the option --progress (anywhere on the command line). Ctrl-C stops a "
                    "computation: 'interrupted' on standard error, nothing on standard output, status 130.");
    return help;
}

std::string usageHint()
{
    return "Try 'grundygrid-cli --help' for the commands, games and formats.";
}

std::string versionText()
{
    return "grundygrid-cli " GRUNDYGRID_VERSION "\n";
}

} // namespace cli
