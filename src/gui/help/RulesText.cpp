#include "gui/help/RulesText.h"

namespace gui {

QString RulesText::commonRules()
{
    return tr("<p>Two players take turns and always have the same moves to choose from. Every game ends after "
              "finitely many moves, and the player who cannot move any more loses: whoever makes the last move "
              "wins.</p>");
}

QString RulesText::rules(std::string_view gameId)
{
    if (gameId == "chomp")
        return tr("<p>The board is a bar of chocolate, rows of pieces counted from the top and columns from the "
                  "left. Some pieces are poisoned.</p>"
                  "<p><b>A move</b> is a bite: pick a piece that is still there; it is eaten together with every "
                  "piece below it and to its right, so the rest of the bar always keeps a staircase shape. A bite "
                  "may never swallow a poisoned piece, so poison stays on the bar for ever.</p>"
                  "<p><b>Who wins:</b> the player who finds no safe bite left loses. With a single poisoned piece "
                  "in the top-left corner this is classic Chomp.</p>");
    if (gameId == "volcano")
        return tr("<p>The board is a field of walls and open ground. Monsters live on some open cells: in the "
                  "usual setup on every open cell from which at least two open cells stretch without a break "
                  "to the left, to the right, upwards and downwards (the prime-cross rule); they may also be "
                  "placed by hand.</p>"
                  "<p><b>A move</b> wakes a monster that lava has not reached yet: its cell becomes a volcano, "
                  "and lava runs from it along its row and its column in all four directions until it meets "
                  "lava that is already there. Walls do not hold it back. Every monster the lava reaches is "
                  "gone.</p>"
                  "<p><b>Who wins:</b> the player who makes the last eruption. The lava lines cut the field into "
                  "rectangles that no longer affect each other.</p>");
    if (gameId == "pawn")
        return tr("<p>The board is a huge quarter plane: cells (X, Y) with X and Y from 0 up to one billion, "
                  "X growing to the right and Y downwards. Some cells are impassable; one pawn stands on a free "
                  "cell.</p>"
                  "<p><b>A move</b> slides the pawn one or more cells to the left (X gets smaller) or upwards "
                  "(Y gets smaller). It may neither stop on nor jump over an impassable cell, and it never "
                  "leaves the board.</p>"
                  "<p><b>Who wins:</b> the player who cannot move the pawn any more loses. On a board without "
                  "obstacles the losing cells are exactly those with X = Y; every obstacle bends that diagonal "
                  "into pieces.</p>");
    if (gameId == "rectangles")
        return tr("<p>The board is a grid of cells, each holding a tile (1) or nothing (0).</p>"
                  "<p><b>A move</b> clears a rectangle, lined up with the grid, that is completely covered with "
                  "tiles: every cell inside it must hold a tile. A single tile is a rectangle too.</p>"
                  "<p><b>Who wins:</b> the player who clears the last tile, since the other one has no move "
                  "left. Groups of tiles that do not touch along a side never share a rectangle, so they are "
                  "independent games side by side.</p>");
    if (gameId == "attractions")
        return tr("<p>The board is a park: some cells are spots where an attraction may be built, the rest is "
                  "plain lawn where nothing may be built.</p>"
                  "<p><b>A move</b> builds an attraction on a free spot. From it, signs run along the four "
                  "diagonals, cell by cell, until they reach the edge of the park or a cell already taken by an "
                  "attraction or a sign; they cover lawn as well as spots. A spot under a sign can no longer be "
                  "built on.</p>"
                  "<p><b>Who wins:</b> the player who cannot build any more loses. Cells of the two chessboard "
                  "colours never meet along a diagonal, so they form separate games.</p>");
    return {};
}

QString RulesText::howToPlay(std::string_view gameId)
{
    QString game;
    if (gameId == "chomp")
        game = tr("In play mode, click a piece to take your bite there. In edit mode, the Poison tool poisons "
                  "a piece or makes it chocolate again.");
    else if (gameId == "volcano")
        game = tr("In play mode, click a monster to make it erupt. In edit mode, paint walls and open ground; "
                  "Derive Monsters places the monsters by the prime-cross rule, and with Monsters Follow Walls "
                  "switched on they follow every change of the walls.");
    else if (gameId == "pawn")
        game = tr("In play mode, click a cell to the left of the pawn or above it. In edit mode, paint "
                  "impassable cells or put the pawn on another cell. Ctrl+wheel zooms, Ctrl+0 fits the marked "
                  "cells and View ▸ Go to Cell (Ctrl+G) jumps anywhere on the board.");
    else if (gameId == "rectangles")
        game = tr("In play mode, click a tile to clear it alone, or press on one corner of a rectangle and drag "
                  "to the opposite corner; the band shows whether the rectangle wins, Escape cancels. With the "
                  "keyboard, Enter anchors a corner at the cursor, the arrow keys stretch the rectangle and "
                  "Enter plays it. In edit mode, paint filled and empty cells.");
    else if (gameId == "attractions")
        game = tr("In play mode, click a free spot to build there. In edit mode, paint spots and plain lawn.");
    else
        return {};
    return tr("<p>%1</p><p>Switch between the modes with Game ▸ Edit Mode (Ctrl+E) and Play Mode (Ctrl+P). "
              "Choose an opponent in the Game menu; Game ▸ Hint shows a good move, and undo takes moves "
              "back.</p>")
        .arg(game);
}

QString RulesText::legendTitle()
{
    return tr("How to Read the Marks");
}

QString RulesText::legendIntro()
{
    return tr("<p>While you edit or play, GrundyGrid analyses the position on the board and shows what it "
              "found right on the cells. A <b>winning move</b> leaves the opponent a position they lose "
              "with best play; a <b>losing move</b> leaves them one they can win. View ▸ Show Marks turns the "
              "marks on and off.</p>");
}

QString RulesText::marksHeading()
{
    return tr("Winning and losing moves");
}

QString RulesText::winningMark()
{
    return tr("A ring with a tick, in the usual colours and in the colour-blind safe ones: playing here wins.");
}

QString RulesText::losingMark()
{
    return tr("A small cross on a white disk, in both colour schemes: playing here loses against best play.");
}

QString RulesText::colourBlindMarks()
{
    return tr("<p>With View ▸ Colour-Blind Safe Colours the ring turns blue and the cross vermillion, colours "
              "that stay apart for every kind of colour vision. In both schemes the shapes alone tell the "
              "marks apart. In the rectangles game a tile is marked winning when some winning rectangle has "
              "its top-left corner there; resting the mouse on it outlines those rectangles.</p>");
}

QString RulesText::grundyHeading()
{
    return tr("Grundy values");
}

QString RulesText::grundyText()
{
    return tr("<p>View ▸ Show Grundy Values writes a value *n on each cell where a move can be played: the "
              "Grundy value of the position that move leaves. A position of value *0 is lost for the player "
              "who has to move in it, so the cells showing *0 are exactly the winning moves.</p>");
}

QString RulesText::decompositionHeading()
{
    return tr("Independent parts");
}

QString RulesText::decompositionText(const QString& equation)
{
    return tr("<p>Many positions fall apart into parts that no move can affect together: the rectangles "
              "between lava lines, groups of tiles that do not touch, the regions of a park. View ▸ Show "
              "Decomposition outlines each part and labels it with its Grundy value, and the analysis panel "
              "adds the values up with ⊕, the nim-sum (binary addition without carries). Here the sum reads "
              "<b>%1</b>. The player to move loses exactly when the sum is *0; otherwise a winning move "
              "changes one part so that the sum becomes *0.</p>")
        .arg(equation.toHtmlEscaped());
}

QString RulesText::historyHeading()
{
    return tr("Value history");
}

QString RulesText::historyText()
{
    return tr("<p>The Value History dock draws the value of every position of the game so far, one point per "
              "position, with the board's marks: a ring where the player to move can win, a cross where they "
              "cannot. A triangle above a move shows that it threw a win away. Click a point to go back to "
              "that position.</p>");
}

QString RulesText::rulesHeading()
{
    return tr("Rules");
}

QString RulesText::playHeading()
{
    return tr("Playing in GrundyGrid");
}

QString RulesText::picturesHeading()
{
    return tr("Examples");
}

} // namespace gui
