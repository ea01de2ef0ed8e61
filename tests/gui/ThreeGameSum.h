#pragma once
// A sum of three games (chomp, volcano, nim) for the tests of a sum's palette
// and of the board view's context menu (test_sum_palette, test_sum_context_menu).

#include "gui/board/BoardView.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QPoint>
#include <QPointF>

#include <vector>

namespace testsupport {

// Chomp 3 x 4 (poison in the corner), volcano's example and nim's example, in that order.
inline std::vector<engine::SumComponent> chompVolcanoNim()
{
    engine::Board chomp = engine::findGame("chomp")->emptyBoard(3, 4);
    chomp.setCell({0, 0}, engine::CellKind::Poison);
    std::vector<engine::SumComponent> boards{{engine::findGameModule("chomp"), chomp, chomp}};
    for (const char* id : {"volcano", "nim"}) {
        const engine::GameModule* module = engine::findGameModule(id);
        boards.push_back({module, module->game.exampleBoard(), module->game.exampleBoard()});
    }
    return boards;
}

inline const engine::SumGame& threeGames()
{
    return engine::sumGameOf(engine::SumLayout::of(chompVolcanoNim()));
}

inline engine::Board threeGamesSetup()
{
    std::vector<engine::Board> setups;
    for (const engine::SumComponent& board : chompVolcanoNim())
        setups.push_back(board.setup);
    return threeGames().layout().combinedBoard(setups);
}

// The layout of a sum's game, or null for one game.
inline const engine::SumLayout* sumLayoutOf(const engine::Game& game)
{
    const engine::SumGame* sum = engine::asSumGame(game);
    return sum != nullptr ? &sum->layout() : nullptr;
}

// A viewport point of `view` over board `board`'s name, above its first column.
inline QPoint boardNamePoint(const gui::BoardView& view, const engine::SumLayout& layout, std::size_t board)
{
    const engine::Move& area = layout.area(board);
    return view.viewportPointAt(QPointF(static_cast<qreal>(area.topLeft.col) + 0.5, -0.3)).toPoint();
}

} // namespace testsupport
