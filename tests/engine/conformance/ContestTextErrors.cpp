// Every game's contest texts that its reader must refuse (GAMES.md's formats).

#include "conformance/TextErrorRows.h"

namespace conformance {

namespace {

void addChompContestRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "chomp", Reading::Contest};
    row("empty", "", 1, 1, "expected the number of rows between 1 and 1000000, found the end of the input");
    row("blank", "  \n\n", 3, 1, "expected the number of rows between 1 and 1000000, found the end of the input");
    row("zero rows", "0 2 1", 1, 1, "expected the number of rows between 1 and 1000000, found 0");
    row("negative rows", "-3 2 1", 1, 1, "expected the number of rows between 1 and 1000000, found -3");
    row("rows overflow", "99999999999999999999 2 0", 1, 1,
        "expected the number of rows between 1 and 1000000, found 99999999999999999999");
    row("too many columns", "2 1000001 0", 1, 3,
        "expected the number of columns between 1 and 1000000, found 1000001");
    row("word for columns", "2 two 0", 1, 3, "expected the number of columns between 1 and 1000000, found 'two'");
    row("missing count", "2 2", 1, 4,
        "expected the number of poison cells between 0 and 4, found the end of the input");
    row("count on next line", "2 2\n1\n", 1, 4,
        "expected the number of poison cells between 0 and 4, found the end of the line");
    row("count too large", "2 2 5", 1, 5, "expected the number of poison cells between 0 and 4, found 5");
    row("absurd count", "1000000 1000000 99999999999", 1, 17,
        "expected the number of poison cells between 0 and 200000, found 99999999999");
    row("garbage after size", "2 2 1 x\n0 0", 1, 7,
        "expected the end of the line after the number of poison cells, found 'x'");
    row("poison row outside", "2 2 1\n2 0", 2, 1, "expected a poison row between 0 and 1, found 2");
    row("poison column outside", "2 2 1\n0 -1", 2, 3, "expected a poison column between 0 and 1, found -1");
    row("poison column word", "2 2 1\n0 zero", 2, 3, "expected a poison column between 0 and 1, found 'zero'");
    row("poison column missing", "2 2 1\n0\n0", 2, 2,
        "expected a poison column between 0 and 1, found the end of the line");
    row("duplicate poison", "2 2 2\n0 0\n0 0", 3, 1, "poison cell (0, 0) is listed twice (first on line 2)");
    row("missing poison line", "2 2 2\n0 0\n", 3, 1,
        "expected a poison row between 0 and 1, found the end of the input");
    row("garbage after poison", "2 2 1\n0 0 0", 2, 5,
        "expected the end of the line after the poison cell, found 0");
    row("extra line", "2 2 1\n0 0\n1 1", 3, 1,
        "expected the end of the input after the last poison cell, found 1");
}

void addVolcanoContestRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "volcano", Reading::Contest};
    row("empty", "", 1, 1, "expected the number of cases between 1 and 1000, found the end of the input");
    row("zero cases", "0\n", 1, 1, "expected the number of cases between 1 and 1000, found 0");
    row("too many cases", "1001\n", 1, 1, "expected the number of cases between 1 and 1000, found 1001");
    row("word for cases", "T\n", 1, 1, "expected the number of cases between 1 and 1000, found 'T'");
    row("garbage after cases", "1 x\n", 1, 3, "expected the end of the line after the number of cases, found 'x'");
    row("missing case", "2\n1 1\n^\n", 4, 1,
        "expected the number of rows between 1 and 60, found the end of the input");
    row("zero rows", "1\n0 3\n", 2, 1, "expected the number of rows between 1 and 60, found 0");
    row("too many rows", "1\n61 3\n", 2, 1, "expected the number of rows between 1 and 60, found 61");
    row("too many columns", "1\n3 61\n", 2, 3, "expected the number of columns between 1 and 60, found 61");
    row("huge columns", "1\n3 99999999999999999999\n", 2, 3,
        "expected the number of columns between 1 and 60, found 99999999999999999999");
    row("columns on next line", "1\n3\n3\n", 2, 2,
        "expected the number of columns between 1 and 60, found the end of the line");
    row("garbage after size", "1\n2 3 4\n", 2, 5,
        "expected the end of the line after the number of columns, found 4");
    row("missing row", "1\n2 3\n^^^\n", 4, 1,
        "expected row 1 of the board (3 characters '#' or '^'), found the end of the input");
    row("bad character", "1\n2 3\n^x^\n^^^\n", 3, 2, "expected '#' or '^' in row 0 of the board, found 'x'");
    row("digit", "1\n2 3\n^^^\n##1\n", 4, 3, "expected '#' or '^' in row 1 of the board, found '1'");
    row("unicode", "1\n1 4\n^\xc3\xa9x^\n", 3, 2, "expected '#' or '^' in row 0 of the board, found '\xc3\xa9'");
    row("after unicode", "1\n1 4\n^^\xc3\xa9\n", 3, 3,
        "expected '#' or '^' in row 0 of the board, found '\xc3\xa9'");
    row("control character", "1\n1 3\n^\x01^\n", 3, 2, "expected '#' or '^' in row 0 of the board, found '?'");
    row("short row", "1\n2 3\n ^^\n^^^\n", 3, 2, "row 0 of the board has 2 characters, expected 3");
    row("long row", "1\n2 3\n^^^^#\n^^^\n", 3, 4, "row 0 of the board is longer than 3 characters");
    row("split row", "1\n2 3\n^^^ ^\n^^^\n", 3, 5,
        "expected the end of the line after row 0 of the board, found '^'");
    row("extra row", "1\n1 1\n^\n^\n", 4, 1, "expected the end of the input after the last case, found '^'");
    row("second case bad", "2\n1 1\n^\n2 2\n^^\n^.\n", 6, 2,
        "expected '#' or '^' in row 1 of the board, found '.'");
}

void addPawnContestRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "pawn", Reading::Contest};
    row("empty", "", 1, 1, "expected the number of tests between 1 and 10000, found the end of the input");
    row("no tests", "0\n", 1, 1, "expected the number of tests between 1 and 10000, found 0");
    row("too many tests", "10001\n", 1, 1, "expected the number of tests between 1 and 10000, found 10001");
    row("word", "one\n", 1, 1, "expected the number of tests between 1 and 10000, found 'one'");
    row("after T", "1 2\n", 1, 3, "expected the end of the line after the number of tests, found 2");
    row("N too large", "1\n100001\n", 2, 1,
        "expected the number of impassable cells between 0 and 100000, found 100001");
    row("N over the sum", "2\n3\n0 0\n1 0\n2 0\n0\n99998\n", 7, 1,
        "expected the number of impassable cells between 0 and 99997, found 99998");
    row("X too large", "1\n1\n1000000001 0\n", 3, 1,
        "expected an impassable X between 0 and 1000000000, found 1000000001");
    row("negative Y", "1\n1\n5 -1\n", 3, 3, "expected an impassable Y between 0 and 1000000000, found -1");
    row("Y missing", "1\n1\n5\n0\n", 3, 2,
        "expected an impassable Y between 0 and 1000000000, found the end of the line");
    row("third number", "1\n1\n5 6 7\n", 3, 5, "expected the end of the line after the impassable cell, found 7");
    row("duplicate", "1\n3\n1 1\n2 2\n1 1\n0\n", 5, 1, "impassable cell (1, 1) is listed twice (first on line 3)");
    row("duplicate before a malformed line", "1\n3\n1 1\n1 1\nx 2\n0\n", 4, 1,
        "impassable cell (1, 1) is listed twice (first on line 3)");
    row("missing cell", "1\n2\n1 1\n", 4, 1,
        "expected an impassable X between 0 and 1000000000, found the end of the input");
    row("Q too large", "1\n0\n100001\n", 3, 1, "expected the number of starts between 0 and 100000, found 100001");
    row("Q over the sum", "2\n0\n3\n1 1\n2 2\n3 3\n0\n99998\n", 8, 1,
        "expected the number of starts between 0 and 99997, found 99998");
    row("impassable start", "1\n1\n4 2\n3\n0 0\n4 2\n4 2\n", 6, 1, "the start (4, 2) is impassable");
    row("impassable start before a malformed line", "1\n1\n4 2\n3\n0 0\n4 2\nx\n", 6, 1,
        "the start (4, 2) is impassable");
    row("start word", "1\n0\n1\nx 2\n", 4, 1, "expected a start X between 0 and 1000000000, found 'x'");
    row("start Y too large", "1\n0\n1\n2 1000000001\n", 4, 3,
        "expected a start Y between 0 and 1000000000, found 1000000001");
    row("missing start", "1\n0\n2\n1 1\n", 5, 1,
        "expected a start X between 0 and 1000000000, found the end of the input");
    row("missing test", "2\n0\n0\n", 4, 1,
        "expected the number of impassable cells between 0 and 100000, found the end of the input");
    row("trailing text", "1\n2\n1 1\n4 2\n4\n2 2\n1 2\n3 4\n6 5\njunk\n", 10, 1,
        "expected the end of the input after the last start, found 'junk'");
}

void addRectanglesContestRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "rectangles", Reading::Contest};
    row("empty", "", 1, 1, "expected a cell value between 0 and 1, found the end of the input");
    row("two", "0 2\n", 1, 3, "expected a cell value between 0 and 1, found 2");
    row("word", "1 x\n", 1, 3, "expected a cell value between 0 and 1, found 'x'");
    row("negative", "-1\n", 1, 1, "expected a cell value between 0 and 1, found -1");
    row("glued", "0 11\n", 1, 3, "expected a cell value between 0 and 1, found 11");
    row("nine columns", "1 1 1 1 1 1 1 1 1\n", 1, 17, "a row has at most 8 entries");
    row("short row", "1 0 1\n1 0\n", 2, 4, "row 1 has 2 entries; expected 3 like the first row");
    row("one entry", "1 0\n1\n", 2, 2, "row 1 has 1 entry; expected 2 like the first row");
    row("long row", "1 0\n0 1\n1 1 0\n", 3, 5, "row 2 has more than 2 entries; expected 2 like the first row");
    row("nine rows", "1\n0\n1\n0\n1\n0\n1\n0\n1\n", 9, 1, "the matrix has at most 8 rows");
    row("too big a group", "1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n0 0 0 0 0 1\n", 1,
        1, "the group of ones at (0, 0) has 31 cells; the solver handles groups (4-connected components) of at "
           "most 30 cells, such as a full 5 x 6 block");
    row("too big a group later",
        "0 0 0 0 0 0\n0 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n", 2, 3,
        "the group of ones at (1, 1) has 35 cells; the solver handles groups (4-connected components) of at "
        "most 30 cells, such as a full 5 x 6 block");
}

void addAttractionsContestRows(std::vector<TextErrorRow>& rows)
{
    const RowAdder row{rows, "attractions", Reading::Contest};
    row("empty", "", 1, 1, "expected the number of cases between 1 and 1000, found the end of the input");
    row("no cases", "0\n", 1, 1, "expected the number of cases between 1 and 1000, found 0");
    row("too many cases", "1001\n", 1, 1, "expected the number of cases between 1 and 1000, found 1001");
    row("word for cases", "many\n", 1, 1, "expected the number of cases between 1 and 1000, found 'many'");
    row("garbage after T", "1 2\n2 2\nXX\nXX\n", 1, 3, "expected the end of the line after the number of cases, found 2");
    row("too many rows", "1\n61 2\n", 2, 1, "expected the number of rows between 1 and 60, found 61");
    row("no rows", "1\n0 2\n", 2, 1, "expected the number of rows between 1 and 60, found 0");
    row("too many columns", "1\n2 61\n", 2, 3, "expected the number of columns between 1 and 60, found 61");
    row("columns missing", "1\n2\nXX\n", 2, 2, "expected the number of columns between 1 and 60, found the end of the line");
    row("garbage after size", "1\n1 1 1\nX\n", 2, 5, "expected the end of the line after the number of columns, found 1");
    row("bad cell", "1\n2 3\nX#X\nXXX\n", 3, 2, "expected 'X' (a spot) or '.' (a plain cell), found '#'");
    row("lower-case x", "1\n1 3\nXXx\n", 3, 3, "expected 'X' (a spot) or '.' (a plain cell), found 'x'");
    row("non-ASCII cell", "1\n1 3\nXéX\n", 3, 2, "expected 'X' (a spot) or '.' (a plain cell), found 'é'");
    row("cell after non-ASCII", "1\n1 3\néX#\n", 3, 1, "expected 'X' (a spot) or '.' (a plain cell), found 'é'");
    row("short row", "1\n2 3\nXX\nXXX\n", 3, 1, "expected a board row of 3 cells 'X' or '.', found 2 cells");
    row("long row", "1\n2 3\nXXX\nXXXX\n", 4, 1, "expected a board row of 3 cells 'X' or '.', found 4 cells");
    row("split row", "1\n1 3\nX XX\n", 3, 1, "expected a board row of 3 cells 'X' or '.', found 1 cell");
    row("missing row", "1\n2 3\nXXX\n", 4, 1,
        "expected a board row of 3 cells 'X' or '.', found the end of the input");
    row("missing case", "2\n1 1\nX\n", 4, 1, "expected the number of rows between 1 and 60, found the end of the input");
    row("extra text", "1\n1 1\nX\nX\n", 4, 1, "expected the end of the input after the last case, found 'X'");
}

} // namespace

std::vector<TextErrorRow> contestTextErrors()
{
    std::vector<TextErrorRow> rows;
    addChompContestRows(rows);
    addVolcanoContestRows(rows);
    addPawnContestRows(rows);
    addRectanglesContestRows(rows);
    addAttractionsContestRows(rows);
    return rows;
}

} // namespace conformance
