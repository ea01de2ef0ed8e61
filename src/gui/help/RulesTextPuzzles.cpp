#include "gui/help/RulesTextPuzzles.h"

namespace gui {

RulesSection RulesTextPuzzles::section()
{
    return {tr("Puzzles"),
            tr("<p>Game ▸ Puzzles ▸ New Puzzle sets up a position of the game you choose in which exactly one "
               "move wins: find it and play it. The solver generated the puzzle and checked it, and the marks "
               "stay hidden until you have answered. A right answer says so; a wrong one says why: the value the "
               "move leaves to your opponent, the sum of the parts where the position splits, and the reply that "
               "refutes it, outlined on the board. From there you may play on, try again, see the answer or go "
               "to the next puzzle.</p>"
               "<ul><li><b>Levels</b>: Easy, Medium and Hard puzzles differ in the size of the board, the number "
               "of legal moves and how far the win lies ahead.</li>"
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
