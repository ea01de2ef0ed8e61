#include "gui/help/RulesExamples.h"

#include "engine/games/pawn/PawnGame.h"
#include "engine/games/volcano/PrimeCross.h"

#include <initializer_list>
#include <string_view>

namespace gui {

namespace {

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;

// A board drawn as text: `marked` cells become `kind`, every other character is the background.
Board boardFrom(std::initializer_list<std::string_view> rows, char marked, CellKind kind)
{
    Board board(static_cast<engine::Coord>(rows.size()), static_cast<engine::Coord>(rows.begin()->size()));
    engine::Coord r = 0;
    for (std::string_view row : rows) {
        for (std::size_t c = 0; c < row.size(); ++c)
            if (row[c] == marked)
                board.setCell({r, static_cast<engine::Coord>(c)}, kind);
        ++r;
    }
    return board;
}

Move cellMove(engine::Coord row, engine::Coord col)
{
    return Move::at(Cell{row, col});
}

std::vector<RulesPicture> chompPictures()
{
    const Board bar = boardFrom({"P....", ".....", ".P...", "....."}, 'P', CellKind::Poison);
    return {
        {bar, {}, false, false, false, false, 0, 0,
         RulesExamples::tr("A bar of 4 × 5 pieces; the pieces at (0, 0) and (2, 1) are poisoned.")},
        {bar, {cellMove(1, 2)}, false, false, false, false, 0, 0,
         RulesExamples::tr("A bite at (1, 2) eats that piece and every piece below it and to its right.")},
        {bar, {cellMove(1, 2)}, true, false, false, false, 0, 0,
         RulesExamples::tr("The same bar with the analysis shown: a ring with a tick marks a winning bite, "
                           "a small cross a losing one.")},
    };
}

std::vector<RulesPicture> volcanoPictures()
{
    const Board field = engine::withPrimeCrossMonsters(
        boardFrom({"^^^#^^^", "^^^^^^^", "^^^^^^^", "^^^^^^^", "^^^^^^#", "^^^^^^^", "^^^^^^^"}, '#',
                  CellKind::Wall));
    return {
        {field, {}, false, false, false, false, 0, 0,
         RulesExamples::tr("A 7 × 7 field with two walls. Monsters live where open ground reaches at least two "
                           "cells in all four directions.")},
        {field, {cellMove(3, 3)}, false, false, false, false, 0, 0,
         RulesExamples::tr("The monster at (3, 3) erupted: lava fills its row and its column and buries the "
                           "monsters on them.")},
        {field, {cellMove(3, 3)}, true, false, true, false, 0, 0,
         RulesExamples::tr("The lava cuts the field into independent parts, each outlined with its value; the "
                           "marks tell which eruptions win.")},
    };
}

std::vector<RulesPicture> pawnPictures()
{
    Board board(engine::PawnGame::kSide, engine::PawnGame::kSide);
    // Cells are (row, col) = (Y, X).
    for (const auto& [x, y] : {std::pair{2, 1}, {0, 3}, {4, 3}, {3, 5}})
        board.setCell({y, x}, CellKind::Impassable);
    board.setCell({5, 6}, CellKind::Pawn);
    return {
        {board, {}, false, false, false, false, 7, 8,
         RulesExamples::tr("The corner of the board at the origin (0, 0): X grows to the right, Y downwards. "
                           "The pawn stands at (6, 5); four cells are impassable.")},
        {board, {}, true, false, false, true, 7, 8,
         RulesExamples::tr("The win/loss map: a pawn on a red cell loses, on a green cell it wins. The marks "
                           "show which moves of the pawn win.")},
    };
}

std::vector<RulesPicture> rectanglesPictures()
{
    const Board tiles = boardFrom({"1101", "1101", "0011", "1011"}, '1', CellKind::Filled);
    return {
        {tiles, {}, false, false, false, false, 0, 0,
         RulesExamples::tr("A 4 × 4 board: the tiles are the filled cells (1), the gaps are empty (0).")},
        {tiles, {Move{Cell{2, 2}, Cell{3, 3}}}, false, false, false, false, 0, 0,
         RulesExamples::tr("A move cleared the 2 × 2 square from (2, 2) to (3, 3).")},
        {tiles, {}, true, false, true, false, 0, 0,
         RulesExamples::tr("The analysis: a tile is marked winning when a winning rectangle has its top-left "
                           "corner there; groups of tiles that do not touch are outlined as independent parts.")},
    };
}

std::vector<RulesPicture> attractionsPictures()
{
    const Board park = boardFrom({"XXXXX", "X.X.X", "XXXXX", "X.X.X", "XXXXX"}, 'X', CellKind::Spot);
    return {
        {park, {}, false, false, false, false, 0, 0,
         RulesExamples::tr("A 5 × 5 park with four patches of plain lawn: attractions may be built on the spots, "
                           "never on the lawn.")},
        {park, {cellMove(2, 2)}, false, false, false, false, 0, 0,
         RulesExamples::tr("An attraction built at (2, 2): its signs run diagonally to the edges and cover "
                           "every spot on the way. This first move wins.")},
        {park, {}, true, false, false, false, 0, 0,
         RulesExamples::tr("The analysis of the empty park: a ring with a tick marks each spot where the first "
                           "attraction wins (the corners and the centre), a small cross each one where it loses.")},
    };
}

} // namespace

Board RulesPicture::position(const engine::Game& game) const
{
    Board board = setup;
    for (const Move& move : moves) {
        if (!game.isLegal(board, move))
            break; // an example that no longer fits the rules shows where it stopped
        board = game.play(board, move);
    }
    return board;
}

std::vector<RulesPicture> RulesExamples::forGame(const engine::Game& game)
{
    const std::string_view id = game.id();
    if (id == "chomp")
        return chompPictures();
    if (id == "volcano")
        return volcanoPictures();
    if (id == "pawn")
        return pawnPictures();
    if (id == "rectangles")
        return rectanglesPictures();
    if (id == "attractions")
        return attractionsPictures();
    return {};
}

RulesPicture RulesExamples::grundyValues()
{
    const Board bar = boardFrom({"P...", "....", "...."}, 'P', CellKind::Poison);
    return {bar, {}, true, true, false, false, 0, 0,
            tr("Grundy values on a 3 × 4 chomp bar: each piece shows the value *n of the position its bite "
               "leaves. The winning bites leave *0.")};
}

RulesPicture RulesExamples::decomposition()
{
    const Board tiles = boardFrom({"11001", "10011", "00000", "11101"}, '1', CellKind::Filled);
    return {tiles, {}, true, false, true, false, 0, 0,
            tr("Four groups of tiles that cannot share a move: each is outlined in its own colour and labelled "
               "with its value.")};
}

} // namespace gui
