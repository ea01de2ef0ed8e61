#include "gui/games/chomp/ChompRules.h"

#include "gui/looks/RulesPage.h"

#include <QCoreApplication>

namespace gui {

namespace {

// The page's texts keep the translation context of the look they were first written in.
struct Words {
    Q_DECLARE_TR_FUNCTIONS(gui::ChompLook)
};

// The legend's Grundy values (and value history) and shading examples.
std::map<LegendExample, RulesPicture> legendPictures()
{
    using engine::CellKind;
    const engine::Board small = RulesPicture::boardFrom({"P...", "....", "...."}, 'P', CellKind::Poison);
    const engine::Board large = RulesPicture::boardFrom({"P....", ".....", ".....", "....."}, 'P', CellKind::Poison);
    return {
        {LegendExample::GrundyValues,
         RulesPicture(small, Words::tr("Grundy values on a 3 × 4 chomp bar: each piece shows the value *n of the "
                                       "position its bite leaves. The winning bites leave *0."))
             .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::GrundyValues})},
        {LegendExample::Shading,
         RulesPicture(large, Words::tr("Shaded marks of a chomp bar after three bites: the stronger ring wins in 7 "
                                       "moves, the paler ones in 9; the strong red disks lose within 2 moves, the "
                                       "palest hold out for 8."))
             .after({engine::Move::at({3, 4}), engine::Move::at({1, 4}), engine::Move::at({2, 1})})
             .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::Shading})},
    };
}

} // namespace

RulesPage chompRulesPage()
{
    using engine::CellKind;
    const engine::Board bar = RulesPicture::boardFrom({"P....", ".....", ".P...", "....."}, 'P', CellKind::Poison);
    const engine::Move bite = engine::Move::at(engine::Cell{1, 2});
    RulesPage page{
        Words::tr("<p>The board is a bar of chocolate, rows of pieces counted from the top and columns from the "
                  "left. Some pieces are poisoned.</p>"
                  "<p><b>A move</b> is a bite: pick a piece that is still there; it is eaten together with every "
                  "piece below it and to its right, so the rest of the bar always keeps a staircase shape. A bite "
                  "may never swallow a poisoned piece, so poison stays on the bar for ever.</p>"
                  "<p><b>Who wins:</b> the player who finds no safe bite left loses. With a single poisoned piece "
                  "in the top-left corner this is classic Chomp.</p>"),
        Words::tr("In play mode, click a piece to take your bite there. In edit mode, the Poison tool poisons "
                  "a piece or makes it chocolate again."),
        {RulesPicture(bar, Words::tr("A bar of 4 × 5 pieces; the pieces at (0, 0) and (2, 1) are poisoned.")),
         RulesPicture(bar, Words::tr("A bite at (1, 2) eats that piece and every piece below it and to its right."))
             .after({bite}),
         RulesPicture(bar, Words::tr("The same bar with the analysis shown: a ring with a tick marks a winning bite, "
                                     "a small cross a losing one."))
             .after({bite})
             .showing({RulesPicture::Overlay::Marks})},
        legendPictures(),
    };
    // Its verdict flips under the misère rule (the last move loses).
    page.misereExample = RulesPicture(RulesPicture::boardFrom({"P.", ".."}, 'P', CellKind::Poison),
                                       Words::tr("A 2 × 2 bar after the bite at (1, 1): two pieces of chocolate "
                                                 "are left beside the poisoned one."))
                              .after({engine::Move::at(engine::Cell{1, 1})});
    return page;
}

} // namespace gui
