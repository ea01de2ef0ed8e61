// The rules page of Chomp (Help ▸ Rules): the rules, how to play them here, pictures.
#include "gui/games/chomp/ChompLook.h"

namespace gui {

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;

QString ChompLook::rulesText() const
{
    return tr("<p>The board is a bar of chocolate, rows of pieces counted from the top and columns from the "
              "left. Some pieces are poisoned.</p>"
              "<p><b>A move</b> is a bite: pick a piece that is still there; it is eaten together with every "
              "piece below it and to its right, so the rest of the bar always keeps a staircase shape. A bite "
              "may never swallow a poisoned piece, so poison stays on the bar for ever.</p>"
              "<p><b>Who wins:</b> the player who finds no safe bite left loses. With a single poisoned piece "
              "in the top-left corner this is classic Chomp.</p>");
}

QString ChompLook::howToPlayText() const
{
    return tr("In play mode, click a piece to take your bite there. In edit mode, the Poison tool poisons "
              "a piece or makes it chocolate again.");
}

std::vector<RulesPicture> ChompLook::rulesPictures() const
{
    const Board bar = RulesPicture::boardFrom({"P....", ".....", ".P...", "....."}, 'P', CellKind::Poison);
    return {
        {bar, {}, false, false, false, false, 0, 0,
         tr("A bar of 4 × 5 pieces; the pieces at (0, 0) and (2, 1) are poisoned.")},
        {bar, {Move::at(Cell{1, 2})}, false, false, false, false, 0, 0,
         tr("A bite at (1, 2) eats that piece and every piece below it and to its right.")},
        {bar, {Move::at(Cell{1, 2})}, true, false, false, false, 0, 0,
         tr("The same bar with the analysis shown: a ring with a tick marks a winning bite, "
            "a small cross a losing one.")},
    };
}

} // namespace gui
