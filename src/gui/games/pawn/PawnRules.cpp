#include "gui/games/pawn/PawnRules.h"

#include "gui/looks/RulesPage.h"

#include "engine/games/pawn/PawnGame.h"

#include <QCoreApplication>

#include <utility>

namespace gui {

namespace {

// The page's texts keep the translation context of the look they were first written in.
struct Words {
    Q_DECLARE_TR_FUNCTIONS(gui::PawnLook)
};

} // namespace

RulesPage pawnRulesPage()
{
    engine::Board board(engine::PawnGame::kSide, engine::PawnGame::kSide);
    // Cells are (row, col) = (Y, X).
    for (const auto& [x, y] : {std::pair{2, 1}, {0, 3}, {4, 3}, {3, 5}})
        board.setCell({y, x}, engine::CellKind::Impassable);
    board.setCell({5, 6}, engine::CellKind::Pawn);
    RulesPage page{
        Words::tr("<p>The board is a huge quarter plane: cells (X, Y) with X and Y from 0 up to one billion, "
                  "X growing to the right and Y downwards. Some cells are impassable; one pawn stands on a free "
                  "cell.</p>"
                  "<p><b>A move</b> slides the pawn one or more cells to the left (X gets smaller) or upwards "
                  "(Y gets smaller). It may neither stop on nor jump over an impassable cell, and it never "
                  "leaves the board.</p>"
                  "<p><b>Who wins:</b> the player who cannot move the pawn any more loses. On a board without "
                  "obstacles the losing cells are exactly those with X = Y; every obstacle bends that diagonal "
                  "into pieces.</p>"),
        Words::tr("In play mode, click a cell to the left of the pawn or above it. In edit mode, paint "
                  "impassable cells or put the pawn on another cell. Ctrl+wheel zooms, Ctrl+0 fits the marked "
                  "cells and View ▸ Go to Cell (Ctrl+G) jumps anywhere on the board."),
        {RulesPicture(board, Words::tr("The corner of the board at the origin (0, 0): X grows to the right, Y "
                                       "downwards. The pawn stands at (6, 5); four cells are impassable."))
             .inWindow(7, 8),
         RulesPicture(board, Words::tr("The win/loss map: a pawn on a red cell loses, on a green cell it wins. The "
                                       "marks show which moves of the pawn win."))
             .inWindow(7, 8)
             .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::WinLossMap})},
    };
    // Its verdict flips under the misère rule (the last move loses).
    page.misereExample = RulesPicture(board, Words::tr("The corner of the board from the examples above, the pawn at (6, 5)."))
                              .inWindow(7, 8);
    return page;
}

} // namespace gui
