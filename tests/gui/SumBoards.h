#pragma once
// Sums of boards for the GUI tests of sums (test_sum_window, test_sum_teaching).

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <utility>
#include <vector>

namespace testsupport {

// Chomp 3 x 4 (poison in the corner), rectangles 2 x 3 of ones, volcano's example.
inline std::vector<engine::SumComponent> threeBoards()
{
    using engine::Board;
    std::vector<engine::SumComponent> boards;
    Board chomp = engine::findGame("chomp")->emptyBoard(3, 4);
    chomp.setCell({0, 0}, engine::CellKind::Poison);
    Board rectangles = engine::findGame("rectangles")->emptyBoard(2, 3);
    for (engine::Coord r = 0; r < 2; ++r)
        for (engine::Coord c = 0; c < 3; ++c)
            rectangles.setCell({r, c}, engine::CellKind::Filled);
    const engine::Game& volcano = *engine::findGame("volcano");
    for (const auto& [id, board] :
         std::vector<std::pair<const char*, Board>>{{"chomp", chomp}, {"rectangles", rectangles},
                                                     {"volcano", volcano.exampleBoard()}})
        boards.push_back(engine::SumComponent{engine::findGameModule(id), board, board});
    return boards;
}

inline const engine::SumGame& threeBoardSum()
{
    return engine::sumGameOf(engine::SumLayout::of(threeBoards()));
}

inline engine::Board threeBoardSetup()
{
    std::vector<engine::Board> setups;
    for (const engine::SumComponent& board : threeBoards())
        setups.push_back(board.setup);
    return threeBoardSum().layout().combinedBoard(setups);
}

// Chomp 2 x 2 and a pawn beyond the exact table (no Grundy value, so the sum's
// verdict is not known), far down one side only, so the combined board stays a
// few thousand cells.
inline std::vector<engine::SumComponent> farPawnBoards()
{
    const engine::GameModule& pawn = *engine::findGameModule("pawn");
    engine::Board far = pawn.game.emptyBoard(1000000001, 1000000001);
    far.setCell({1030, 3}, engine::CellKind::Pawn);
    engine::Board chomp = engine::findGame("chomp")->emptyBoard(2, 2);
    chomp.setCell({0, 0}, engine::CellKind::Poison);
    return {{engine::findGameModule("chomp"), chomp, chomp}, {&pawn, far, far}};
}

inline const engine::SumGame& farPawnSum()
{
    return engine::sumGameOf(engine::SumLayout::of(farPawnBoards()));
}

inline engine::Board farPawnSetup()
{
    std::vector<engine::Board> setups;
    for (const engine::SumComponent& board : farPawnBoards())
        setups.push_back(board.setup);
    return farPawnSum().layout().combinedBoard(setups);
}

} // namespace testsupport
