#include "gui/games/attractions/AttractionsRules.h"

#include "gui/looks/RulesPage.h"

#include <QCoreApplication>

namespace gui {

namespace {

// The page's texts keep the translation context of the look they were first written in.
struct Words {
    Q_DECLARE_TR_FUNCTIONS(gui::AttractionsLook)
};

} // namespace

RulesPage attractionsRulesPage()
{
    const engine::Board park
        = RulesPicture::boardFrom({"XXXXX", "X.X.X", "XXXXX", "X.X.X", "XXXXX"}, 'X', engine::CellKind::Spot);
    RulesPage page{
        Words::tr("<p>The board is a park: some cells are spots where an attraction may be built, the rest is "
                  "plain lawn where nothing may be built.</p>"
                  "<p><b>A move</b> builds an attraction on a free spot. From it, signs run along the four "
                  "diagonals, cell by cell, until they reach the edge of the park or a cell already taken by an "
                  "attraction or a sign; they cover lawn as well as spots. A spot under a sign can no longer be "
                  "built on.</p>"
                  "<p><b>Who wins:</b> the player who cannot build any more loses. Cells of the two chessboard "
                  "colours never meet along a diagonal, so they form separate games.</p>"),
        Words::tr("In play mode, click a free spot to build there. In edit mode, paint spots and plain lawn."),
        {RulesPicture(park, Words::tr("A 5 × 5 park with four patches of plain lawn: attractions may be built on "
                                      "the spots, never on the lawn.")),
         RulesPicture(park, Words::tr("An attraction built at (2, 2): its signs run diagonally to the edges and "
                                      "cover every spot on the way. This first move wins."))
             .after({engine::Move::at(engine::Cell{2, 2})}),
         RulesPicture(park, Words::tr("The analysis of the empty park: a ring with a tick marks each spot where the "
                                      "first attraction wins (the corners and the centre), a small cross each one "
                                      "where it loses."))
             .showing({RulesPicture::Overlay::Marks})},
    };
    // Its verdict flips under the misère rule (the last move loses).
    page.misereExample = RulesPicture(RulesPicture::boardFrom({"..X", "XXX", "X.."}, 'X', engine::CellKind::Spot),
                                       Words::tr("A 3 × 3 park with five spots."));
    return page;
}

} // namespace gui
