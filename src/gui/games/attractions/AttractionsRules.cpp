// The rules page of Attractions (Help ▸ Rules): the rules, how to play them here, pictures.
#include "gui/games/attractions/AttractionsLook.h"

namespace gui {

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;

QString AttractionsLook::rulesText() const
{
    return tr("<p>The board is a park: some cells are spots where an attraction may be built, the rest is "
              "plain lawn where nothing may be built.</p>"
              "<p><b>A move</b> builds an attraction on a free spot. From it, signs run along the four "
              "diagonals, cell by cell, until they reach the edge of the park or a cell already taken by an "
              "attraction or a sign; they cover lawn as well as spots. A spot under a sign can no longer be "
              "built on.</p>"
              "<p><b>Who wins:</b> the player who cannot build any more loses. Cells of the two chessboard "
              "colours never meet along a diagonal, so they form separate games.</p>");
}

QString AttractionsLook::howToPlayText() const
{
    return tr("In play mode, click a free spot to build there. In edit mode, paint spots and plain lawn.");
}

std::vector<RulesPicture> AttractionsLook::rulesPictures() const
{
    const Board park = RulesPicture::boardFrom({"XXXXX", "X.X.X", "XXXXX", "X.X.X", "XXXXX"}, 'X', CellKind::Spot);
    return {
        {park, {}, false, false, false, false, 0, 0,
         tr("A 5 × 5 park with four patches of plain lawn: attractions may be built on the spots, "
            "never on the lawn.")},
        {park, {Move::at(Cell{2, 2})}, false, false, false, false, 0, 0,
         tr("An attraction built at (2, 2): its signs run diagonally to the edges and cover "
            "every spot on the way. This first move wins.")},
        {park, {}, true, false, false, false, 0, 0,
         tr("The analysis of the empty park: a ring with a tick marks each spot where the first "
            "attraction wins (the corners and the centre), a small cross each one where it loses.")},
    };
}

} // namespace gui
