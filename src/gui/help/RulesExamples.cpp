#include "gui/help/RulesExamples.h"

#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

namespace gui {

using engine::Board;
using engine::CellKind;

std::vector<RulesPicture> RulesExamples::forGame(const engine::Game& game)
{
    return GameLooks::find(game.id()).rulesPage().pictures;
}

RulesPicture RulesExamples::grundyValues()
{
    const Board bar = RulesPicture::boardFrom({"P...", "....", "...."}, 'P', CellKind::Poison);
    return RulesPicture(bar, tr("Grundy values on a 3 × 4 chomp bar: each piece shows the value *n of the position "
                                "its bite leaves. The winning bites leave *0."))
        .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::GrundyValues});
}

RulesPicture RulesExamples::shading()
{
    const Board bar = RulesPicture::boardFrom({"P....", ".....", ".....", "....."}, 'P', CellKind::Poison);
    return RulesPicture(bar, tr("Shaded marks of a chomp bar after three bites: the stronger ring wins in 7 moves, "
                                "the paler ones in 9; the strong red disks lose within 2 moves, the palest hold out "
                                "for 8."))
        .after({engine::Move::at({3, 4}), engine::Move::at({1, 4}), engine::Move::at({2, 1})})
        .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::Shading});
}

RulesPicture RulesExamples::decomposition()
{
    const Board tiles = RulesPicture::boardFrom({"11001", "10011", "00000", "11101"}, '1', CellKind::Filled);
    return RulesPicture(tiles, tr("Four groups of tiles that cannot share a move: each is outlined in its own colour "
                                  "and labelled with its value."))
        .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::Parts});
}

} // namespace gui
