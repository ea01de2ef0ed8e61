// Every game's board texts (the first part of a position query) that its reader
// must refuse: malformed texts and setups the game or its solver cannot take.

#include "conformance/TextErrorRows.h"

namespace conformance {

namespace {

void addChompBoardRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "chomp", Reading::Board};
    row("empty", "", 1, 1, "expected the number of rows between 1 and 50, found the end of the input");
    row("too many rows", "51 2 0", 1, 1, "expected the number of rows between 1 and 50, found 51");
    row("too many columns", "2 251 0", 1, 3, "expected the number of columns between 1 and 50, found 251");
    row("too many cells", "16 16 0\n", 1, 1,
        "a chomp board has at most 250 cells, not 256; positions of larger boards cannot be analysed");
    row("too many positions", "16 15 1\nnot read", 1, 1,
        "a 16 x 15 chomp board has too many positions to solve (the largest square board is 15 x 15); positions "
        "of larger boards cannot be analysed");
    row("duplicate poison", "2 2 2\n1 1\n1 1\n", 3, 1, "poison cell (1, 1) is listed twice (first on line 2)");
}

void addVolcanoBoardRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "volcano", Reading::Board};
    row("empty", "", 1, 1, "expected the number of rows between 1 and 60, found the end of the input");
    row("too many rows", "61 2\n", 1, 1, "expected the number of rows between 1 and 60, found 61");
    row("short row", "2 2\n^^\n^", 3, 1, "row 1 of the board has 1 character, expected 2");
    row("bad character", "1 2\n^~\n", 2, 2, "expected '#' or '^' in row 0 of the board, found '~'");
}

void addPawnBoardRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "pawn", Reading::Board};
    row("empty", "", 1, 1, "expected the number of impassable cells between 0 and 100000, found the end of the input");
    row("N too large", "100001\n", 1, 1, "expected the number of impassable cells between 0 and 100000, found 100001");
    row("duplicate", "2\n1 1\n1 1\n0 0\n", 3, 1, "impassable cell (1, 1) is listed twice (first on line 2)");
    row("pawn missing", "1\n1 1\n", 3, 1, "expected the pawn's X between 0 and 1000000000, found the end of the input");
    row("pawn on an impassable cell", "1\n1 1\n1 1\n", 3, 1, "the pawn cannot stand on the impassable cell (1, 1)");
    row("third number", "0\n2 3 4\n", 2, 5, "expected the end of the line after the pawn, found 4");
    row("pawn's Y missing", "0\n2\n3\n", 2, 2,
        "expected the pawn's Y between 0 and 1000000000, found the end of the line");
}

void addRectanglesBoardRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "rectangles", Reading::Board};
    row("empty", "", 1, 1, "expected the number of rows between 1 and 8, found the end of the input");
    row("no rows", "0 2\n", 1, 1, "expected the number of rows between 1 and 8, found 0");
    row("nine rows", "9 2\n", 1, 1, "expected the number of rows between 1 and 8, found 9");
    row("nine columns", "2 9\n", 1, 3, "expected the number of columns between 1 and 8, found 9");
    row("missing columns", "2\n1 1\n", 1, 2, "expected the number of columns between 1 and 8, found the end of "
                                             "the line");
    row("garbage after size", "2 2 2\n", 1, 5, "expected the end of the line after the number of columns, found 2");
    row("short row", "2 2\n1 1\n1\n", 3, 2, "row 1 has 1 entry; expected 2, the number of columns");
    row("long row", "2 2\n1 1 1\n", 2, 5, "row 0 has more than 2 entries; expected 2, the number of columns");
    row("missing row", "2 2\n1 1\n", 3, 1, "expected a cell value between 0 and 1, found the end of the input");
    row("bad entry", "1 2\n1 3\n", 2, 3, "expected a cell value between 0 and 1, found 3");
    row("too big a group", "6 6\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n0 0 0 0 0 1\n",
        2, 1, "the group of ones at (0, 0) has 31 cells; the solver handles groups (4-connected components) of "
              "at most 30 cells, such as a full 5 x 6 block");
}

void addAttractionsBoardRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "attractions", Reading::Board};
    row("empty", "", 1, 1, "expected the number of rows between 1 and 60, found the end of the input");
    row("missing row", "2 2\nXX\n", 3, 1, "expected a board row of 2 cells 'X' or '.', found the end of the input");
}

} // namespace

std::vector<TextErrorRow> boardTextErrors()
{
    std::vector<TextErrorRow> rows;
    addChompBoardRows(rows);
    addVolcanoBoardRows(rows);
    addPawnBoardRows(rows);
    addRectanglesBoardRows(rows);
    addAttractionsBoardRows(rows);
    return rows;
}

} // namespace conformance
