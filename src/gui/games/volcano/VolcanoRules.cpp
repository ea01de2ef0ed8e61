#include "gui/games/volcano/VolcanoRules.h"

#include "gui/looks/RulesPage.h"

#include "engine/games/volcano/PrimeCross.h"

#include <QCoreApplication>

namespace gui {

namespace {

// The page's texts keep the translation context of the look they were first written in.
struct Words {
    Q_DECLARE_TR_FUNCTIONS(gui::VolcanoLook)
};

} // namespace

RulesPage volcanoRulesPage()
{
    const engine::Board field = engine::withPrimeCrossMonsters(RulesPicture::boardFrom(
        {"^^^#^^^", "^^^^^^^", "^^^^^^^", "^^^^^^^", "^^^^^^#", "^^^^^^^", "^^^^^^^"}, '#', engine::CellKind::Wall));
    const std::vector<engine::Move> eruption{engine::Move::at(engine::Cell{3, 3})};
    RulesPage page{
        Words::tr("<p>The board is a field of walls and open ground. Monsters live on some open cells: in the "
                  "usual setup on every open cell from which at least two open cells stretch without a break "
                  "to the left, to the right, upwards and downwards (the prime-cross rule); they may also be "
                  "placed by hand.</p>"
                  "<p><b>A move</b> wakes a monster that lava has not reached yet: its cell becomes a volcano, "
                  "and lava runs from it along its row and its column in all four directions until it meets "
                  "lava that is already there. Walls do not hold it back. Every monster the lava reaches is "
                  "gone.</p>"
                  "<p><b>Who wins:</b> the player who makes the last eruption. The lava lines cut the field into "
                  "rectangles that no longer affect each other.</p>"),
        Words::tr("In play mode, click a monster to make it erupt. In edit mode, paint walls and open ground; "
                  "Derive Monsters places the monsters by the prime-cross rule, and with Monsters Follow Walls "
                  "switched on they follow every change of the walls."),
        {RulesPicture(field, Words::tr("A 7 × 7 field with two walls. Monsters live where open ground reaches at "
                                       "least two cells in all four directions.")),
         RulesPicture(field, Words::tr("The monster at (3, 3) erupted: lava fills its row and its column and buries "
                                       "the monsters on them."))
             .after(eruption),
         RulesPicture(field, Words::tr("The lava cuts the field into independent parts, each outlined with its "
                                       "value; the marks tell which eruptions win."))
             .after(eruption)
             .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::Parts})},
    };
    // Its verdict flips under the misère rule (the last move loses).
    page.misereExample = RulesPicture(engine::withPrimeCrossMonsters(engine::Board(6, 6)),
                                       Words::tr("A 6 × 6 field without walls: four monsters in the middle, and "
                                                 "each eruption buries two of them."));
    return page;
}

} // namespace gui
