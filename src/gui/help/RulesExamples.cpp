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
    return RulesPicture(bar, tr("The marks of a 4 × 5 chomp bar shaded by remoteness: the strongest colours end "
                                "the game soonest."))
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
