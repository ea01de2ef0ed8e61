#include "engine/games/rectangles/RectanglesText.h"

#include "engine/TextWriter.h"

namespace engine {

namespace {

constexpr int kMaxSide = rectangles::kMaxSide;

} // namespace

RectanglesText::RectanglesText()
    : GameText(
        rulesOf<RectanglesGame>(),
        {.formats
         = {"the matrix, one row per line, entries 0 and 1 separated by blanks, 1 to 8 rows of the same length "
            "(1 to 8 entries). Answer: 'A' if the first player wins, else 'B'. Each group of 4-connected ones may "
            "have at most 30 cells, or up to 36 in a shape with no more connected parts than a full 6 x 6 block "
            "(which takes about 20 minutes).",
            "'R C' (1 to 8 each), then R lines of C entries 0 or 1; each group of 4-connected ones may have at "
            "most 30 cells, or up to 36 as for the contest.",
            "'r1 c1 r2 c2': clear the rectangle with top-left corner (r1, c1) and bottom-right corner (r2, c2), "
            "inclusive; all its cells must be 1."},
         // Every move clears at least one 1 (spentKind).
         .firstWins = "A\n", .secondWins = "B\n", .spentKind = CellKind::Filled})
{
}

void RectanglesText::readRow(TextReader& reader, Matrix& matrix, std::size_t width, bool widthFromSize)
{
    const std::size_t row = matrix.rows.size();
    // Where the expected width came from, for the messages about a wrong one.
    const auto expected = [&] {
        return "; expected " + std::to_string(width)
            + (widthFromSize ? ", the number of columns" : " like the first row");
    };
    std::vector<bool> entries;
    entries.push_back(reader.readInt("a cell value", 0, 1) == 1);
    matrix.where[row][0] = reader.lastTokenPosition();
    while (!reader.atLineEnd()) {
        if (width == 0 && entries.size() == static_cast<std::size_t>(kMaxSide))
            throw TextReader::errorAt(reader.position(), "a row has at most 8 entries");
        if (width != 0 && entries.size() == width)
            throw TextReader::errorAt(reader.position(), "row " + std::to_string(row) + " has more than "
                                                             + std::to_string(width) + " entries"
                                                             + expected());
        entries.push_back(reader.readIntOnLine("a cell value", 0, 1) == 1);
        matrix.where[row][entries.size() - 1] = reader.lastTokenPosition();
    }
    if (width != 0 && entries.size() != width)
        throw TextReader::errorAt(reader.position(), "row " + std::to_string(row) + " has "
                                                         + std::to_string(entries.size())
                                                         + (entries.size() == 1 ? " entry" : " entries")
                                                         + expected());
    reader.expectLineEnd("the row");
    matrix.rows.push_back(std::move(entries));
}

Board RectanglesText::setupOf(const Matrix& matrix) const
{
    const auto rows = static_cast<Coord>(matrix.rows.size());
    const auto cols = static_cast<Coord>(matrix.rows.front().size());
    Board board(rows, cols);
    for (Coord r = 0; r < rows; ++r)
        for (Coord c = 0; c < cols; ++c)
            if (matrix.rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)])
                board.setCell({r, c}, CellKind::Filled);
    if (const auto group = RectanglesGame::oversizedComponent(board))
        throw TextReader::errorAt(matrix.where[static_cast<std::size_t>(group->first.row)]
                                              [static_cast<std::size_t>(group->first.col)],
                                  *game().setupProblem(board));
    return board;
}

Board RectanglesText::readContestMatrix(TextReader& reader) const
{
    Matrix matrix;
    readRow(reader, matrix, 0, false);
    const std::size_t width = matrix.rows.front().size();
    while (!reader.atEnd()) {
        if (matrix.rows.size() == static_cast<std::size_t>(kMaxSide))
            throw TextReader::errorAt(reader.position(), "the matrix has at most 8 rows");
        readRow(reader, matrix, width, false);
    }
    return setupOf(matrix);
}

Board RectanglesText::readBoard(TextReader& reader) const
{
    const Coord rows = reader.readInt("the number of rows", 1, kMaxSide);
    const Coord cols = reader.readIntOnLine("the number of columns", 1, kMaxSide);
    reader.expectLineEnd("the number of columns");
    Matrix matrix;
    for (Coord r = 0; r < rows; ++r)
        readRow(reader, matrix, static_cast<std::size_t>(cols), true);
    return setupOf(matrix);
}

Move RectanglesText::readMove(TextReader& reader, const Board& position) const
{
    const Coord top = reader.readInt("the top row", 0, position.rows() - 1);
    const TextReader::Position where = reader.lastTokenPosition();
    const Coord left = reader.readIntOnLine("the left column", 0, position.cols() - 1);
    const Coord bottom = reader.readIntOnLine("the bottom row", top, position.rows() - 1);
    const Coord right = reader.readIntOnLine("the right column", left, position.cols() - 1);
    reader.expectLineEnd("the move");

    const Move move{{top, left}, {bottom, right}};
    for (Coord r = top; r <= bottom; ++r)
        for (Coord c = left; c <= right; ++c)
            if (position.cellAt({r, c}) != CellKind::Filled)
                throw TextReader::errorAt(where, "cell " + cellText({r, c}) + " of the rectangle "
                                                     + cellText({top, left}) + "-" + cellText({bottom, right})
                                                     + " is 0; a move clears a rectangle of ones only");
    return move;
}

std::vector<Coord> RectanglesText::moveFields(const Move& move) const
{
    return {move.topLeft.row, move.topLeft.col, move.bottomRight.row, move.bottomRight.col};
}

std::vector<ContestCase> RectanglesText::readContestCases(TextReader& reader) const
{
    return {ContestCase::whole(readContestMatrix(reader))};
}

std::string RectanglesText::contestText(const Board& setup) const
{
    return text::gridRows(setup, CellKind::Filled, '1', '0', " ");
}

std::string RectanglesText::boardText(const Board& setup) const
{
    std::string text;
    text::appendLine(text, {setup.rows(), setup.cols()});
    return text + contestText(setup);
}

} // namespace engine
