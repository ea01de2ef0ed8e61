#include "gui/help/RulesTextPuzzles.h"

namespace gui {

RulesSection RulesTextPuzzles::section()
{
    return {tr("Puzzles"),
            tr("<p>Game ▸ Puzzles ▸ New Puzzle sets up a position of the game you choose in which exactly one "
               "move wins: find it and play it. The solver generated the puzzle and checked it, and nothing on "
               "the screen tells the answer until you have answered: the marks, the analysis, the value history "
               "and the best line stay hidden. A right answer says so; a wrong one says why, in words first: the "
               "reply with which your opponent wins, outlined on the board; then in numbers: the value the move "
               "leaves and the sum of the parts where the position splits. From there you may play on, try "
               "again, see the answer or go to the next puzzle.</p>"
               "<ul><li><b>Levels</b>: Easy, Medium and Hard puzzles differ in how far the win lies ahead, the "
               "number of legal moves and, where the game splits, the number of parts to add up; their boards "
               "stay tidy, with a few short walls, gaps or poisoned pieces. Each level allows at most so many "
               "winning moves (a pawn has at most two).</li>"
               "<li><b>Find all</b>: ask for more than one winning move and the position has exactly that many; "
               "each one you find is counted and the position returns for the next.</li>"
               "<li><b>Seed</b>: the same game, level and seed always give the same puzzle, also in "
               "<tt>grundygrid-cli puzzle</tt>, so a puzzle can be shared by its seed.</li>"
               "<li><b>Puzzle of the Day</b>: a medium puzzle of the current game seeded by today's date, the "
               "same for everyone on that day (<tt>grundygrid-cli puzzle GAME --day</tt>).</li>"
               "<li><b>Score</b>: the Puzzle dock counts, per game, the puzzles you solved at the first try and "
               "your streak of them; a wrong answer or a shown answer ends the streak.</li></ul>")};
}

} // namespace gui
