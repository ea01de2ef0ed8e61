#include "gui/help/RulesText.h"

#include "engine/BestLine.h"

namespace gui {

QString RulesText::commonRules()
{
    return tr("<p>Two players take turns and always have the same moves to choose from. Every game ends after "
              "finitely many moves, and the player who cannot move any more loses: whoever makes the last move "
              "wins.</p>");
}

QString RulesText::howToPlay(const QString& gameText)
{
    if (gameText.isEmpty())
        return {};
    return tr("<p>%1</p><p>Switch between the modes with Game ▸ Edit Mode (Ctrl+E) and Play Mode (Ctrl+P). "
              "Choose an opponent in the Game menu; Game ▸ Hint shows a good move, and undo takes moves "
              "back.</p>")
        .arg(gameText);
}

GamePageHeadings RulesText::gameHeadings()
{
    return {tr("Rules"), tr("Examples"), tr("Playing in GrundyGrid")};
}

LegendText RulesText::legend(const QString& equation)
{
    return {
        .title = tr("How to Read the Marks"),
        .intro = tr("<p>While you edit or play, GrundyGrid analyses the position on the board and shows what it "
                    "found right on the cells. A <b>winning move</b> leaves the opponent a position they lose with "
                    "best play; a <b>losing move</b> leaves them one they can win. View ▸ Show Marks turns the "
                    "marks on and off.</p>"),
        .marks = {tr("Winning and losing moves"),
                  tr("<p>With View ▸ Colour-Blind Safe Colours the ring turns blue and the cross vermillion, "
                     "colours that stay apart for every kind of colour vision. In both schemes the shapes alone "
                     "tell the marks apart. In the rectangles game a tile is marked winning when some winning "
                     "rectangle has its top-left corner there; resting the mouse on it outlines those "
                     "rectangles.</p>")},
        .winningMark = tr("A ring with a tick, in the usual colours and in the colour-blind safe ones: playing here "
                          "wins."),
        .losingMark = tr("A small cross on a white disk, in both colour schemes: playing here loses against best "
                         "play."),
        .shading = {tr("Shading by remoteness"),
                    tr("<p>View ▸ Shade Moves by Remoteness colours each mark by how soon the game ends after "
                       "that move when both players play their best, the move itself counted. The sooner the game "
                       "ends, the stronger the colour: the strongest rings are the quickest wins, and among the "
                       "losing moves the palest disks hold out longest, the ones to choose when every move loses. "
                       "The shape of a mark still tells a winning move from a losing one. The steps double: 1, "
                       "2–3, 4–7, 8–15 and 16 or more moves. While the option is on, a legend under the board "
                       "shows the steps with the number of moves of the position in each. A move whose remoteness "
                       "the solver does not know (on large boards) keeps its plain mark.</p>")},
        .shadingSteps = tr("Moves to the end"),
        .usualColours = tr("Usual colours"),
        .safeColours = tr("Colour-blind safe"),
        .grundy = {tr("Grundy values"),
                   tr("<p>View ▸ Show Grundy Values writes a value *n on each cell where a move can be played: the "
                      "Grundy value of the position that move leaves. In the rectangles game many rectangles start "
                      "at one tile, and the tile shows the smallest value among the rectangles whose top-left "
                      "corner it is. A position of value *0 is lost for the player who has to move in it, so the "
                      "cells showing *0 are exactly the cells with a winning move.</p>")},
        .decomposition = {tr("Independent parts"),
                          tr("<p>Many positions fall apart into parts that no move can affect together: the "
                             "rectangles between lava lines, groups of tiles that do not touch, the regions of a "
                             "park. View ▸ Show Decomposition outlines each part and labels it with its Grundy "
                             "value, and the analysis panel adds the values up with ⊕, the nim-sum (binary addition "
                             "without carries). Here the sum reads <b>%1</b>. The player to move loses exactly when "
                             "the sum is *0; otherwise a winning move changes one part so that the sum becomes "
                             "*0.</p>")
                              .arg(equation.toHtmlEscaped())},
        .history = {tr("Value history"),
                    tr("<p>The Value History dock draws the value of every position of the game so far, one point "
                       "per position, with the board's marks: a ring where the player to move can win, a cross "
                       "where they cannot. A triangle above a move shows that it threw a win away. Click a point to "
                       "go back to that position.</p>")},
        .bestLine = {tr("Best line"),
                     tr("<p>The Best Line tab, beside the moves played, lists the <b>best line</b>: how the game goes on "
                        "when both players play perfectly, the winner taking the fastest win and the loser holding "
                        "out as long as possible, move by move to the end of the game or for its first %1 moves. "
                        "Point at a move to see the position after it faintly over the board; click it to explore "
                        "that position with its own marks, without playing anything. Back to the Game, Escape or a "
                        "click on the board return to the game. Where the solver does not know how many moves are "
                        "left, the line still keeps every verdict, but it need not be the fastest. View ▸ Show Best "
                        "Line hides it.</p>")
                         .arg(engine::kBestLineMaxMoves)},
    };
}

} // namespace gui
