#include "gui/files/MisereLimitsText.h"

#include "engine/Game.h"

namespace gui {

QString MisereLimitsText::of(const engine::Game& game)
{
    const engine::Coord cells = game.sizeLimits().misereCells;
    if (cells == 0)
        //: The boards whose misère verdicts are decided: all of them.
        return tr("every board this game takes");
    //: The boards whose misère verdicts are decided within seconds.
    return tr("boards of at most %1 cells").arg(cells);
}

QString MisereLimitsText::sentence(const engine::Game& game)
{
    if (game.sizeLimits().misereCells == 0)
        return tr("Misère play (the last move loses) is decided for every board this game takes.");
    //: %1 is the game's misère limit ("boards of at most 36 cells").
    return tr("Misère play (the last move loses) is decided within seconds for %1; beyond them a verdict may be "
              "“not known”, never a guess.")
        .arg(of(game));
}

} // namespace gui
