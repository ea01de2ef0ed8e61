#include "gui/looks/GameLooks.h"

#include "gui/looks/GameLook.h"

#include "gui/games/attractions/AttractionsLook.h"
#include "gui/games/chomp/ChompLook.h"
#include "gui/games/nim/NimLook.h"
#include "gui/games/pawn/PawnLook.h"
#include "gui/games/rectangles/RectanglesLook.h"
#include "gui/games/sum/SumLook.h"
#include "gui/games/volcano/VolcanoLook.h"

#include "engine/sums/SumGame.h"

#include <array>
#include <utility>

namespace gui {

namespace {

// The games with a look of their own, one line each.
const GameLook* ownLook(std::string_view id)
{
    static const std::array<std::pair<std::string_view, const GameLook*>, 6> looks{{
        {"chomp", &chompLook()},
        {"volcano", &volcanoLook()},
        {"pawn", &pawnLook()},
        {"rectangles", &rectanglesLook()},
        {"attractions", &attractionsLook()},
        {"nim", &nimLook()},
    }};
    for (const auto& [lookId, look] : looks)
        if (lookId == id)
            return look;
    return nullptr;
}

} // namespace

const GameLook& GameLooks::find(std::string_view id)
{
    static const GameLook plain;
    const GameLook* look = ownLook(id);
    return look != nullptr ? *look : plain;
}

const GameLook& GameLooks::find(const engine::Game& game)
{
    if (const engine::SumGame* sum = engine::asSumGame(game))
        return sumLookOf(*sum);
    return find(game.id());
}

bool GameLooks::isSupported(std::string_view id)
{
    return ownLook(id) != nullptr;
}

bool GameLooks::isSupported(const engine::Game& game)
{
    const engine::SumGame* sum = engine::asSumGame(game);
    if (sum == nullptr)
        return isSupported(game.id());
    for (std::size_t i = 0; i < sum->layout().size(); ++i)
        if (!isSupported(sum->layout().game(i).id()))
            return false;
    return true;
}

} // namespace gui
