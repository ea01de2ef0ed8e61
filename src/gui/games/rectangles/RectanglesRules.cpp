#include "gui/games/rectangles/RectanglesRules.h"

#include "gui/looks/RulesPage.h"

#include <QCoreApplication>

namespace gui {

namespace {

// The page's texts keep the translation context of the look they were first written in.
struct Words {
    Q_DECLARE_TR_FUNCTIONS(gui::RectanglesLook)
};

} // namespace

RulesPage rectanglesRulesPage()
{
    const engine::Board tiles
        = RulesPicture::boardFrom({"1101", "1101", "0011", "1011"}, '1', engine::CellKind::Filled);
    RulesPage page{
        Words::tr("<p>The board is a grid of cells, each holding a tile (1) or nothing (0).</p>"
                  "<p><b>A move</b> clears a rectangle, lined up with the grid, that is completely covered with "
                  "tiles: every cell inside it must hold a tile. A single tile is a rectangle too.</p>"
                  "<p><b>Who wins:</b> the player who clears the last tile, since the other one has no move "
                  "left. Groups of tiles that do not touch along a side never share a rectangle, so they are "
                  "independent games side by side.</p>"),
        Words::tr("In play mode, click a tile to clear it alone, or press on one corner of a rectangle and drag "
                  "to the opposite corner; the band shows whether the rectangle wins, Escape cancels. With the "
                  "keyboard, Enter anchors a corner at the cursor, the arrow keys stretch the rectangle and "
                  "Enter plays it. In edit mode, paint filled and empty cells."),
        {RulesPicture(tiles, Words::tr("A 4 × 4 board: the tiles are the filled cells (1), the gaps are empty (0).")),
         RulesPicture(tiles, Words::tr("A move cleared the 2 × 2 square from (2, 2) to (3, 3)."))
             .after({engine::Move{engine::Cell{2, 2}, engine::Cell{3, 3}}}),
         RulesPicture(tiles, Words::tr("The analysis: a tile is marked winning when a winning rectangle has its "
                                       "top-left corner there; groups of tiles that do not touch are outlined as "
                                       "independent parts."))
             .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::Parts})},
        {{LegendExample::Decomposition,
          RulesPicture(RulesPicture::boardFrom({"11001", "10011", "00000", "11101"}, '1', engine::CellKind::Filled),
                       Words::tr("Four groups of tiles that cannot share a move: each is outlined in its own colour "
                                 "and labelled with its value."))
              .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::Parts})}},
    };
    // Its verdict flips under the misère rule (the last move loses).
    page.misereExample = RulesPicture(RulesPicture::boardFrom({"110", "011"}, '1', engine::CellKind::Filled),
                                       Words::tr("Four tiles in a zigzag."));
    return page;
}

} // namespace gui
