// Every game's move lines that its reader must refuse on a position: illegal
// moves (with the rule they break) and malformed lines.

#include "conformance/TextErrorRows.h"

namespace conformance {

namespace {

void addChompMoveRows(std::vector<TextErrorRow>& rows)
{
    // 3 x 3, poison (1, 1), cell (2, 2) eaten.
    const MoveRowAdder moveRow{rows, "chomp", "3 3 1\n1 1\n", "2 2\n"};
    moveRow("eaten cell", "2 2", 1, "cell (2, 2) has already been eaten");
    moveRow("poison cell", "1 1", 1, "cell (1, 1) is poison and may not be bitten");
    moveRow("eats poison", "0 0", 1, "biting cell (0, 0) would eat the poison at (1, 1)");
    moveRow("eats poison from above", " 0 1", 2, "biting cell (0, 1) would eat the poison at (1, 1)");
    moveRow("row outside", "3 0", 1, "expected a row between 0 and 2, found 3");
    moveRow("negative row", "-1 0", 1, "expected a row between 0 and 2, found -1");
    moveRow("column outside", "0 3", 3, "expected a column between 0 and 2, found 3");
    moveRow("missing column", "0", 2, "expected a column between 0 and 2, found the end of the input");
    moveRow("word", "zero 0", 1, "expected a row between 0 and 2, found 'zero'");
    moveRow("trailing number", "0 2 1", 5, "expected the end of the line after the move, found 1");
    moveRow("empty", "", 1, "expected a row between 0 and 2, found the end of the input");
}

void addVolcanoMoveRows(std::vector<TextErrorRow>& rows)
{
    // The sample after the eruption at (4, 2).
    const MoveRowAdder moveRow{rows, "volcano", "7 7\n^#^#^^^\n^#^^^#^\n^#^^^^^\n^^^#^^^\n^^^^^^^\n^^^^^^^\n^^^^^^^\n",
                               "4 2\n"};
    moveRow("wall", "0 1", 1, "cell (0, 1) is a wall, not a monster");
    moveRow("open ground", "0 0", 1, "cell (0, 0) holds no monster");
    moveRow("under lava", "4 4", 1, "cell (4, 4) is covered by lava");
    moveRow("erupted", " 4 2", 2, "the monster at (4, 2) has already erupted");
    moveRow("row outside", "7 0", 1, "expected a row between 0 and 6, found 7");
    moveRow("negative column", "0 -1", 3, "expected a column between 0 and 6, found -1");
    moveRow("missing column", "2", 2, "expected a column between 0 and 6, found the end of the input");
    moveRow("word", "two 4", 1, "expected a row between 0 and 6, found 'two'");
    moveRow("trailing number", "2 4 1", 5, "expected the end of the line after the move, found 1");
    moveRow("empty", "", 1, "expected a row between 0 and 6, found the end of the input");
}

void addPawnMoveRows(std::vector<TextErrorRow>& rows)
{
    // The pawn at (4, 3); impassable (1, 3), (4, 1) and (2, 2).
    const MoveRowAdder moveRow{rows, "pawn", "3\n1 3\n4 1\n2 2\n4 3\n", ""};
    moveRow("stays", "4 3", 1, "the pawn at (4, 3) must move; it already stands on (4, 3)");
    moveRow("diagonal", "3 2", 1, "the pawn at (4, 3) moves along its row or its column; (3, 2) is in neither");
    moveRow("right", "5 3", 1, "the pawn at (4, 3) moves only left or up, not to (5, 3)");
    moveRow("down", " 4 9", 2, "the pawn at (4, 3) moves only left or up, not to (4, 9)");
    moveRow("onto impassable", "1 3", 1, "the destination (1, 3) is impassable");
    moveRow("through a row obstacle", "0 3", 1,
        "the way from (4, 3) to (0, 3) is blocked by the impassable cell (1, 3)");
    moveRow("through a column obstacle", "4 0", 1,
        "the way from (4, 3) to (4, 0) is blocked by the impassable cell (4, 1)");
    moveRow("X too large", "1000000001 3", 1, "expected the destination's X between 0 and 1000000000, found 1000000001");
    moveRow("Y missing", "4", 2, "expected the destination's Y between 0 and 1000000000, found the end of the input");
    moveRow("trailing number", "4 2 1", 5, "expected the end of the line after the move, found 1");
    moveRow("empty", "", 1, "expected the destination's X between 0 and 1000000000, found the end of the input");
}

void addRectanglesMoveRows(std::vector<TextErrorRow>& rows)
{
    // "1 1 0" / "1 1 1" / "0 1 1".
    const MoveRowAdder moveRow{rows, "rectangles", "3 3\n1 1 0\n1 1 1\n0 1 1\n", ""};
    moveRow("zero cell", "0 0 0 2", 1,
        "cell (0, 2) of the rectangle (0, 0)-(0, 2) is 0; a move clears a rectangle of ones only");
    moveRow("zero inside", " 1 0 2 1", 2,
        "cell (2, 0) of the rectangle (1, 0)-(2, 1) is 0; a move clears a rectangle of ones only");
    moveRow("top outside", "3 0 3 0", 1, "expected the top row between 0 and 2, found 3");
    moveRow("left outside", "0 -1 0 0", 3, "expected the left column between 0 and 2, found -1");
    moveRow("bottom above top", "1 0 0 0", 5, "expected the bottom row between 1 and 2, found 0");
    moveRow("right left of left", "0 1 0 0", 7, "expected the right column between 1 and 2, found 0");
    moveRow("missing corner", "0 0 1", 6, "expected the right column between 0 and 2, found the end of the input");
    moveRow("word", "zero 0 0 0", 1, "expected the top row between 0 and 2, found 'zero'");
    moveRow("trailing number", "0 0 0 0 1", 9, "expected the end of the line after the move, found 1");
    moveRow("empty", "", 1, "expected the top row between 0 and 2, found the end of the input");
}

void addAttractionsMoveRows(std::vector<TextErrorRow>& rows)
{
    // 3 x 3 "XXX" "X.X" "XXX" after an attraction at (0, 0).
    const MoveRowAdder moveRow{rows, "attractions", "3 3\nXXX\nX.X\nXXX\n", "0 0\n"};
    moveRow("attraction", "0 0", 1, "cell (0, 0) already holds an attraction");
    moveRow("sign on a spot", "2 2", 1, "cell (2, 2) is covered by a sign");
    moveRow("sign on a plain cell", " 1 1", 2, "cell (1, 1) is covered by a sign");
    moveRow("column with letters", "1 1x", 3, "expected a column between 0 and 2, found '1x'");
    moveRow("row outside", "3 0", 1, "expected a row between 0 and 2, found 3");
    moveRow("negative column", "0 -1", 3, "expected a column between 0 and 2, found -1");
    moveRow("missing column", "0", 2, "expected a column between 0 and 2, found the end of the input");
    moveRow("trailing number", "0 2 1", 5, "expected the end of the line after the move, found 1");
    moveRow("empty", "", 1, "expected a row between 0 and 2, found the end of the input");
    const MoveRowAdder onSetup{rows, "attractions", "2 3\nX.X\nXXX\n", ""};
    onSetup("plain cell", "0 1", 1, "cell (0, 1) is a plain cell, not a spot");
}

} // namespace

std::vector<TextErrorRow> moveLineErrors()
{
    std::vector<TextErrorRow> rows;
    addChompMoveRows(rows);
    addVolcanoMoveRows(rows);
    addPawnMoveRows(rows);
    addRectanglesMoveRows(rows);
    addAttractionsMoveRows(rows);
    return rows;
}

} // namespace conformance
